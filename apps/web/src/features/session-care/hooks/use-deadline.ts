import { useEffect, useRef } from 'react';

/**
 * The longest single wait. Browsers pause or throttle timers in background tabs and while a
 * laptop sleeps; a long timeout would then fire late by the time lost. Waking at most this often
 * and measuring against the wall clock keeps a deadline on time (and never early).
 */
export const MAX_WAIT_MS = 30_000;

/**
 * Calls `onDue` once, when the wall clock reaches `at` (ms since the epoch), or at once when it
 * has passed. Only a new `at` restarts the wait: a new `onDue` on each render does not, so the
 * timer survives re-renders. null waits for nothing; unmounting cancels.
 */
export function useDeadline(at: number | null, onDue: () => void): void {
  const due = useRef(onDue);
  useEffect(() => {
    due.current = onDue;
  });
  useEffect(() => {
    if (at === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const check = () => {
      clearTimeout(timer);
      if (done) return;
      const left = at - Date.now();
      if (left <= 0) {
        done = true;
        due.current();
        return;
      }
      timer = setTimeout(check, Math.min(left, MAX_WAIT_MS));
    };
    check();
    // A tab shown again checks at once instead of at its next (throttled) wake-up.
    document.addEventListener('visibilitychange', check);
    return () => {
      done = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [at]);
}
