import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Withdrawal } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { WALLET } from './keys.ts';

const PATH = '/findmed/v1/finance/withdrawals';

/** The member's recent withdrawals, newest first (at most 20). */
export const getWithdrawals = () => apiData<{ list: Withdrawal[] }>(PATH).then((d) => d.list);

/** One withdrawal, for its latest timeline. */
export const getWithdrawal = (id: string) => apiData<Withdrawal>(PATH, { query: { id } });

export const withdrawalsKey = [...WALLET, 'withdrawals'] as const;

export const withdrawalsQuery = queryOptions({ queryKey: withdrawalsKey, queryFn: getWithdrawals });

export const useWithdrawals = () => useQuery(withdrawalsQuery);

/** `known` (from the list, or the answer to the request) shows at once while this refreshes. */
export function useWithdrawal(id: string, known?: Withdrawal) {
  return useQuery({
    queryKey: [...withdrawalsKey, id],
    queryFn: () => getWithdrawal(id),
    ...(known ? { placeholderData: known } : {}),
  });
}
