import { useEffect } from 'react';
import { useSessionStore } from '../../../stores/session-store.ts';
import { sendHeartbeat } from '../api/send-heartbeat.ts';

export const HEARTBEAT_INTERVAL_MS = 30_000;

/**
 * While a member is signed in, tells the server every 30 s which game they are in (from the
 * store's game session, read at each beat). Mounted once in the app shell. A failed beat is
 * logged and forgotten: the next one follows on schedule.
 */
export function useHeartbeat(): void {
  // A boolean, so that a refreshed token (the `id` header) does not restart the clock.
  const signedIn = useSessionStore((s) => s.token !== null);
  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => {
      const { gameid, platform } = useSessionStore.getState().game;
      sendHeartbeat({ gameid, platform }).catch((error: unknown) =>
        console.warn('heartbeat failed', error),
      );
    }, HEARTBEAT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [signedIn]);
}
