import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecallResult } from '@kirin/contract';
import { IDEMPOTENCY_HEADER, useKeyedSend } from '../../../hooks/use-idempotent-submission.ts';
import { apiData } from '../../../lib/api-client.ts';
import { refreshAfterMove } from './transfer-moves.ts';

type RecallBody = { code?: string };

/** Brings venue balances back to the central wallet: one venue's (`code`) or every venue's. */
export const recallVenues = (body: RecallBody, idempotencyKey: string) =>
  apiData<RecallResult>('/findmed/v1/finance/transfer/recall', {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    timeoutMs: 30_000,
  });

/**
 * A recall moves money: sent with an Idempotency-Key, kept for a retry of the same recall after an
 * unknown outcome (a time-out), so the retry answers the first recall's moves instead of a second.
 */
export function useRecallVenues() {
  const client = useQueryClient();
  const send = useKeyedSend(recallVenues);
  return useMutation({
    mutationFn: (code?: string) => send(code ?? '', () => (code ? { code } : {})),
    onSettled: () => refreshAfterMove(client),
  });
}
