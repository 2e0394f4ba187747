import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportConversation } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { conversationKey } from './support-keys.ts';

export const SUPPORT_PATH = '/findmed/v1/support';
/** Messages a screen loads at a time. */
export const PAGE_SIZE = 50;

export const getConversation = (query: { before?: number; threadId?: number } = {}) =>
  apiData<SupportConversation>(`${SUPPORT_PATH}/messages`, {
    query: { size: PAGE_SIZE, ...query },
  });

/** Whose conversation the cache holds: the session's member, else this browser's visitor. */
export function useChatIdentity(): string {
  return useSessionStore((s) => (s.token ? `member:${s.token}` : 'visitor'));
}

export const conversationQuery = (identity: string) =>
  queryOptions({
    queryKey: conversationKey(identity),
    queryFn: () => getConversation(),
    // The stream keeps it current; a refetch happens on each (re)connection instead.
    staleTime: Infinity,
  });

export const useConversation = () => useQuery(conversationQuery(useChatIdentity()));
