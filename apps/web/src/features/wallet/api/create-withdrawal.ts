import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal } from '@kirin/contract';
import { IDEMPOTENCY_HEADER } from '../../../hooks/use-idempotent-submission.ts';
import { apiData } from '../../../lib/api-client.ts';
import { balanceRefresher } from '../../../lib/api/get-balance.ts';
import { WALLET } from './keys.ts';

/**
 * `wpassword` encrypted, where the site has withdrawal passwords on. `quoteId`: required for a
 * USDT address (a `sell` quote of the same amount and network, unexpired); never for the others.
 */
export type CreateWithdrawalParams = {
  amount: string;
  accountId: number;
  wpassword?: string;
  quoteId?: string;
};

export const createWithdrawal = (params: CreateWithdrawalParams, idempotencyKey: string) =>
  apiData<Withdrawal>('/findmed/v1/finance/withdraw', {
    body: params,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export function useCreateWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ params, key }: { params: CreateWithdrawalParams; key: string }) =>
      createWithdrawal(params, key),
    // Any answer may have changed the balance, today's usage and the list: ask again.
    onSettled: () => {
      void balanceRefresher.run(true);
      return client.invalidateQueries({ queryKey: WALLET });
    },
  });
}
