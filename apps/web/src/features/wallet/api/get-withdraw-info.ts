import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawInfo } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { WALLET } from './keys.ts';

export const getWithdrawInfo = () => apiData<WithdrawInfo>('/findmed/v1/finance/withdraw/info');

export const withdrawInfoQuery = queryOptions({
  queryKey: [...WALLET, 'withdrawInfo'],
  queryFn: getWithdrawInfo,
});

export const useWithdrawInfo = () => useQuery(withdrawInfoQuery);
