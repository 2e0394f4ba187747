import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferResult } from '@kirin/contract';
import { IDEMPOTENCY_HEADER } from '../../../hooks/use-idempotent-submission.ts';
import { apiData } from '../../../lib/api-client.ts';
import { refreshAfterMove } from './transfer-moves.ts';

/** `from` and `to`: 'central' or a venue code, one of them 'central'. */
export type CreateTransferParams = { from: string; to: string; amount: string };

export const createTransfer = (params: CreateTransferParams, idempotencyKey: string) =>
  apiData<TransferResult>('/findmed/v1/finance/transfer', {
    body: params,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    // The server waits for the venue's answer before it gives up and leaves the move in transit.
    timeoutMs: 30_000,
  });

export function useCreateTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ params, key }: { params: CreateTransferParams; key: string }) =>
      createTransfer(params, key),
    // Any answer, even a timeout, may have moved money.
    onSettled: () => refreshAfterMove(client),
  });
}
