import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang, PromoDetail } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { PROMOTIONS, viewerOf } from './keys.ts';

/** One activity with its rules (spec: `GET /promo/detail?id=`). */
export const getPromoDetail = (id: string) =>
  apiData<PromoDetail>('/findmed/v1/promo/detail', { query: { id } });

export const promoDetailQuery = (id: string, lang: Lang, token: string | null) =>
  queryOptions({
    queryKey: [...PROMOTIONS, 'detail', id, lang, viewerOf(token)],
    queryFn: () => getPromoDetail(id),
    staleTime: 60_000,
  });

export function usePromoDetail(id: string, lang: Lang) {
  const token = useSessionStore((s) => s.token);
  // No id, no question: the page says the activity is missing.
  return useQuery({ ...promoDetailQuery(id, lang, token), enabled: id !== '' });
}
