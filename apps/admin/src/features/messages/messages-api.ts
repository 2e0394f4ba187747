import type { AdminMessage, MessageAudience } from '@kirin/contract';
import { api, type Page } from '../../lib/api.ts';

export type { AdminMessage, MessageAudience };

export type MessageDraft = {
  site: string;
  audience: MessageAudience;
  account?: string;
  vipLevel?: number;
  includeFuture?: boolean;
  marketing?: boolean;
  title: string;
  body: string;
};

export const listMessages = (filter: { site?: string }, page: number, size: number) =>
  api<Page<AdminMessage>>('/messages', { query: { site: filter.site, page, size } });

export const sendMessage = (draft: MessageDraft) => api<AdminMessage>('/messages', { body: draft });

export const withdrawMessage = (id: number) =>
  api<AdminMessage>(`/messages/${id}/withdraw`, { body: {} });
