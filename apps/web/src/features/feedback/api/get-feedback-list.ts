import { useInfiniteQuery } from '@tanstack/react-query';
import type { FeedbackSummary } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { FEEDBACK_KEY } from './feedback-keys.ts';
import { nextPageParam } from '../../../lib/api/paged-list.ts';

export type FeedbackPage = { list: FeedbackSummary[]; total: number; page: number; size: number };

const PAGE_SIZE = 10;

export const getFeedbackList = (page: number, size = PAGE_SIZE) =>
  apiData<FeedbackPage>('/findmed/v1/feedback/list', { body: { page, size } });

/** The member's threads, newest first, a page at a time ("load more"). */
export function useFeedbackList() {
  return useInfiniteQuery({
    queryKey: [...FEEDBACK_KEY, 'list'],
    queryFn: ({ pageParam }) => getFeedbackList(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam((last: FeedbackPage) => last.size),
  });
}
