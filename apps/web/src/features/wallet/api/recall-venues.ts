import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecallResult } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { refreshAfterMove } from './transfer-moves.ts';

/** Brings venue balances back to the central wallet: one venue's (`code`) or every venue's. */
export const recallVenues = (code?: string) =>
  apiData<RecallResult>('/findmed/v1/finance/transfer/recall', {
    body: code ? { code } : {},
    timeoutMs: 30_000,
  });

export function useRecallVenues() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code?: string) => recallVenues(code),
    onSettled: () => refreshAfterMove(client),
  });
}
