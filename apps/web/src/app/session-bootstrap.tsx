import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { memberInfoQuery } from '../lib/api/get-member-info.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * Keeps the store's member info fresh while a session exists: at start, on sign-in, and as the
 * member moves between pages, at most every 30 s (spec §9). Through the query cache, so that the
 * pages reading member info share one request with this, and sign-in (which fills the cache)
 * costs none.
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
  }, [client, token, pathname]);
  return null;
}
