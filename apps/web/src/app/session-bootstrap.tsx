import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { memberInfoRefresher } from '../lib/api/get-member-info.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * Keeps the store's member info fresh while a session exists: at start, on sign-in, and as the
 * member moves between pages, at most every 30 s (spec §9, stores/refresh.ts).
 */
export function SessionBootstrap() {
  const token = useSessionStore((s) => s.token);
  const { pathname } = useLocation();
  useEffect(() => {
    if (token) void memberInfoRefresher.run();
  }, [token, pathname]);
  return null;
}
