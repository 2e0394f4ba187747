import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoinPartner } from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { apiData } from '../../../lib/api-client.ts';
import { WALLET } from './keys.ts';

/** Where to buy USDT: the operator's partners ("add coin"). */
export const getCoinPartners = () =>
  apiData<{ list: CoinPartner[] }>('/findmed/v1/finance/coins/partners').then((d) => d.list);

// The operator's words may come in the request's language.
export const coinPartnersQuery = (lang: string) =>
  queryOptions({
    queryKey: [...WALLET, 'coinPartners', lang],
    queryFn: getCoinPartners,
    staleTime: 5 * 60_000,
  });

export function useCoinPartners() {
  const { i18n } = useTranslation();
  return useQuery(coinPartnersQuery(i18n.language));
}
