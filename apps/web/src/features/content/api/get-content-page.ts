import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPage, Lang } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';

/** One page of the help centre, a tutorial or the sponsor page; no session needed. */
export const getContentPage = (slug: string) =>
  apiData<ContentPage>('/findmed/v1/help/detail', { query: { slug } });

// The language is part of the key: the server answers in the request's language.
export const contentPageQuery = (slug: string, lang: Lang) =>
  queryOptions({
    queryKey: ['content', 'page', slug, lang],
    queryFn: () => getContentPage(slug),
    staleTime: 5 * 60_000,
  });

export const useContentPage = (slug: string, lang: Lang) => useQuery(contentPageQuery(slug, lang));
