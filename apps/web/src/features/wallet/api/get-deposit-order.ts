import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositOrder } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { WALLET } from './keys.ts';

/** While an order waits for the member's payment, its state is asked for this often. */
const DEPOSIT_POLL_MS = 5_000;

export const getDepositOrder = (id: string) =>
  apiData<DepositOrder>('/findmed/v1/finance/deposit/info', { query: { id } });

export const depositOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...WALLET, 'deposit', id],
    queryFn: () => getDepositOrder(id),
    // Polls until the order is credited, rejected or expired; then it no longer changes.
    refetchInterval: (query) =>
      ['pending', 'creating'].includes(query.state.data?.state ?? '') ? DEPOSIT_POLL_MS : false,
    refetchIntervalInBackground: false,
  });

export const useDepositOrder = (id: string) => useQuery(depositOrderQuery(id));
