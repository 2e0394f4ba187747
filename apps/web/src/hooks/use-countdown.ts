import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline, ticking once a second. Counted from the clock rather than
 * from ticks, so a background tab (timers throttled) shows the right number when it comes back.
 */
export function useCountdown(now: () => number = Date.now) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt, now]);

  const start = useCallback(
    (seconds: number) => {
      setRemaining(seconds);
      setEndsAt(now() + seconds * 1000);
    },
    [now],
  );

  return { remaining, running: remaining > 0, start };
}
