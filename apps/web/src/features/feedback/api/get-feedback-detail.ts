import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackDetail } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { FEEDBACK_KEY } from './feedback-keys.ts';

export const getFeedbackDetail = (id: string) =>
  apiData<FeedbackDetail>('/findmed/v1/feedback/detail', { query: { id } });

// Image URLs in the answer expire after about an hour: a thread left open longer is read again.
const REFRESH_MS = 30 * 60_000;

export const feedbackDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...FEEDBACK_KEY, 'detail', id],
    queryFn: () => getFeedbackDetail(id),
    refetchInterval: REFRESH_MS,
  });

export const useFeedbackDetail = (id: string) => useQuery(feedbackDetailQuery(id));
