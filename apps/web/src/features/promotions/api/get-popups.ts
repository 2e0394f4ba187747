import { queryOptions } from '@tanstack/react-query';
import { resolveLang, type SitePopup } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { PROMOTIONS, viewerOf } from './keys.ts';

/** The pop-ups in force for this visitor (guest or member, by the session sent). */
export const getPopups = () =>
  apiData<{ list: SitePopup[] }>('/findmed/v1/popups').then((d) => d.list);

/** The pop-ups for a language and a viewer; asked for once per visit. */
export const popupsQuery = (lang: string, token: string | null) =>
  queryOptions({
    queryKey: [...PROMOTIONS, 'popups', resolveLang(lang), viewerOf(token)],
    queryFn: getPopups,
    staleTime: Infinity,
    retry: false,
  });
