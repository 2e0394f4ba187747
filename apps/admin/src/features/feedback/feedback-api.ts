import type { FeedbackThreadState, FeedbackType } from '@kirin/contract';
import { api, type Page } from '../../lib/api.ts';
import type { ListFilter } from '../../components/list-filters.tsx';

export const FEEDBACK_STATE_COLOURS: Record<FeedbackThreadState, string> = {
  open: 'gold',
  replied: 'blue',
  closed: 'default',
};

export type FeedbackSummary = {
  id: number;
  siteCode: string;
  account: string;
  type: FeedbackType;
  state: FeedbackThreadState;
  excerpt: string;
  createdAt: string;
  updatedAt: string;
  replies: number;
};

export type FeedbackPost = {
  id: number;
  author: 'member' | 'operator';
  authorId: number;
  body: string;
  /** Signed addresses, good for about an hour. */
  images: string[];
  createdAt: string;
};

export type FeedbackThread = Omit<FeedbackSummary, 'excerpt' | 'replies'> & {
  posts: FeedbackPost[];
};

export const listFeedback = (filter: ListFilter, page: number, size: number) =>
  api<Page<FeedbackSummary>>('/feedback', {
    query: { state: filter.state, site: filter.site, page, size },
  });

export const readThread = (id: number) => api<FeedbackThread>(`/feedback/${id}`);

export const replyToThread = (id: number, body: string) =>
  api<FeedbackThread>(`/feedback/${id}/reply`, { body: { body } });

export const closeThread = (id: number) =>
  api<FeedbackThread>(`/feedback/${id}/close`, { method: 'POST', body: {} });
