import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { memberInfoQuery } from '../lib/api/get-member-info.ts';
import { unreadRefresher } from '../lib/api/get-unread-count.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * Keeps the store's member info and unread count fresh while a session exists: at start, on
 * sign-in, and as the member moves between pages, at most every 30 s (spec §9). Member info goes
 * through the query cache, so that the pages reading it share one request with this, and sign-in
 * (which fills the cache) costs none; the unread count through its throttled refresher.
 */
export function SessionBootstrap() {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!token) return;
    // The query's 30 s stale time is the throttle. Spec §8: a failed refresh is logged and ignored.
    client
      .fetchQuery(memberInfoQuery)
      .catch((error: unknown) => console.warn('member info refresh failed', error));
    // Spec §8 too: the refresher logs a failure and tries again next time.
    void unreadRefresher.run();
  }, [client, token, pathname]);
  return null;
}
