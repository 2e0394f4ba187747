import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang, PromoListItem } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { PROMOTIONS, viewerOf } from './keys.ts';

/** The running activities of the site; no session needed (with one: the member's applications). */
export const getPromoList = () =>
  apiData<{ list: PromoListItem[] }>('/findmed/v1/promo/list').then((d) => d.list);

export const promoListQuery = (lang: Lang, token: string | null) =>
  queryOptions({
    queryKey: [...PROMOTIONS, 'list', lang, viewerOf(token)],
    queryFn: getPromoList,
    staleTime: 60_000,
  });

export function usePromoList(lang: Lang) {
  const token = useSessionStore((s) => s.token);
  return useQuery(promoListQuery(lang, token));
}
