import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { WALLET } from './keys.ts';

const PATH = '/findmed/v1/finance/withdrawals';

/** The member's recent withdrawals, newest first (at most 20). */
export const getWithdrawals = () => apiData<{ list: Withdrawal[] }>(PATH).then((d) => d.list);

/** One withdrawal, for its latest timeline. */
export const getWithdrawal = (id: string) => apiData<Withdrawal>(PATH, { query: { id } });

const withdrawalsKey = [...WALLET, 'withdrawals'] as const;

export const withdrawalsQuery = queryOptions({ queryKey: withdrawalsKey, queryFn: getWithdrawals });

export const useWithdrawals = () => useQuery(withdrawalsQuery);

/**
 * The latest state of a withdrawal the page already has (from the list, or the answer to the
 * request): that one shows at once, and stays if asking again fails. What it learns goes into the
 * list too, so the list's badge and the timeline never tell two states.
 */
export function useLatestWithdrawal(known: Withdrawal): Withdrawal {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: [...withdrawalsKey, known.id],
    queryFn: async () => {
      const fresh = await getWithdrawal(known.id);
      client.setQueryData<Withdrawal[]>(withdrawalsKey, (list) =>
        list?.map((w) => (w.id === fresh.id ? fresh : w)),
      );
      return fresh;
    },
    placeholderData: known,
  });
  return data ?? known;
}
