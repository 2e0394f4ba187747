import type { MemberMessagePage } from '@kirin/contract';
import { pagedList } from '../../../lib/api/paged-list.ts';
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

const messages = pagedList({
  key: [...MESSAGES, 'list'],
  filterKey: () => [],
  fetchPage: (_none: void, page: number) => getMessages(page),
  sizeOf: (reply) => reply.size,
});

/** Desktop: one page at a time; the previous page stays on screen while the next one loads. */
export const useMessagesPage = (page: number) => messages.usePage(undefined, page);

/** Mobile: pages appended as the member scrolls or taps "more". */
export const useMessagesInfinite = () => messages.useInfinite(undefined);
