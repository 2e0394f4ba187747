import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { DepositChannel } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { WALLET } from './keys.ts';

export const getDepositChannels = () =>
  apiData<{ list: DepositChannel[] }>('/findmed/v1/finance/deposit/channels').then((d) => d.list);

// Names come in the request's language; `open` follows the clock, so it is not kept for long.
export const depositChannelsQuery = (lang: string) =>
  queryOptions({
    queryKey: [...WALLET, 'depositChannels', lang],
    queryFn: getDepositChannels,
    staleTime: 60_000,
  });

export function useDepositChannels() {
  const { i18n } = useTranslation();
  return useQuery(depositChannelsQuery(i18n.language));
}
