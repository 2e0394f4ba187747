import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MemberMessagePage } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { MESSAGES } from './keys.ts';

export const MESSAGES_PAGE_SIZE = 20;

/** One page of the inbox; its unread count is the freshest there is, so the store takes it. */
export async function getMessages(page: number, size = MESSAGES_PAGE_SIZE) {
  const data = await apiData<MemberMessagePage>('/findmed/v1/member/message/list', {
    body: { page, size },
  });
  useSessionStore.getState().setUnread(data.unread);
  return data;
}

const listKey = [...MESSAGES, 'list'] as const;

/** Desktop: one page at a time; the previous page stays on screen while the next one loads. */
export const messagesPageQuery = (page: number) =>
  queryOptions({
    queryKey: [...listKey, 'page', page],
    queryFn: () => getMessages(page),
    placeholderData: keepPreviousData,
  });

export const useMessagesPage = (page: number) => useQuery(messagesPageQuery(page));

/** Mobile: pages appended as the member scrolls or taps "more". */
export function useMessagesInfinite() {
  return useInfiniteQuery({
    queryKey: [...listKey, 'infinite'],
    queryFn: ({ pageParam }) => getMessages(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}
