import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionStore, type WithdrawConfig } from '../../stores/session-store.ts';
import { apiData } from '../api-client.ts';
import { ME } from './keys.ts';

/** `{ d, p }`: withdrawal passwords enabled on the site, the member has set one (spec §3). */
export async function getWithdrawConfig(): Promise<WithdrawConfig> {
  const config = await apiData<WithdrawConfig>('/f/v1/withdraw/password/config');
  useSessionStore.getState().setWithdrawConfig(config);
  return config;
}

export const withdrawConfigKey = [...ME, 'withdrawConfig'] as const;

export const withdrawConfigQuery = queryOptions({
  queryKey: withdrawConfigKey,
  queryFn: getWithdrawConfig,
  staleTime: 30_000,
});

export const useWithdrawConfig = () => useQuery(withdrawConfigQuery);
