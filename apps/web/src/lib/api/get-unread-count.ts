import type { MessageUnreadCount } from '@kirin/contract';
import { createThrottledRefresher } from '../../stores/refresh.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { apiData } from '../api-client.ts';

/** Fetches the unread message count and keeps the latest copy in the session store (spec §4). */
export async function getUnreadCount(): Promise<number> {
  const asked = useSessionStore.getState().token;
  const { notRead } = await apiData<MessageUnreadCount>('/findmed/v1/member/message/num');
  // An answer for a session that ended meanwhile is not the next member's count.
  if (useSessionStore.getState().token === asked) useSessionStore.getState().setUnread(notRead);
  return notRead;
}

/**
 * The store's copy, refreshed at sign-in, at start and as the member moves between pages, at
 * most every 30 s like the balance; `run(true)` after the member read or deleted messages.
 * Signing out resets it with the other refreshers (`clearSession`).
 */
export const unreadRefresher = createThrottledRefresher(getUnreadCount);
