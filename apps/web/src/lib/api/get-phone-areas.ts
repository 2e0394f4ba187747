import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { apiData } from '../api-client.ts';

export type PhoneArea = { code: string; name: string };

/** Area codes for phone numbers; the names come in the request's language. */
export const getPhoneAreas = () =>
  apiData<{ list: PhoneArea[] }>('/findmed/v1/member/phoneArea').then((data) => data.list);

export const phoneAreasQuery = (lang: string) =>
  queryOptions({
    queryKey: ['member', 'phoneArea', lang],
    queryFn: getPhoneAreas,
    staleTime: Infinity,
  });

export function usePhoneAreas() {
  const { i18n } = useTranslation();
  return useQuery(phoneAreasQuery(i18n.language));
}
