import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentListItem, ContentSection, Lang } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';

/** The pages of a section with their titles, in the site's order. */
export const getContentList = async (section: ContentSection) =>
  (await apiData<{ list: ContentListItem[] }>('/findmed/v1/help/list', { query: { section } }))
    .list;

export const contentListQuery = (section: ContentSection, lang: Lang) =>
  queryOptions({
    queryKey: ['content', 'list', section, lang],
    queryFn: () => getContentList(section),
    staleTime: 5 * 60_000,
  });

export const useContentList = (section: ContentSection, lang: Lang) =>
  useQuery(contentListQuery(section, lang));
