import { useEffect, useState } from 'react';

/**
 * The clock, read again every `intervalMs` while `running`: countdowns count from it rather than
 * from ticks, so a tab back from the background shows the right time at once.
 */
export function useNow(running: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running]);
  return now;
}
