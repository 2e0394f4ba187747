import { useEffect, useState } from 'react';

/**
 * Seconds left of `seconds`, counting down once a second from when `running` turns true; 0 once
 * done, and `seconds` again while not running.
 */
export function useCountdown(running: boolean, seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const gone = Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, seconds - gone));
    }, 250);
    return () => clearInterval(timer);
  }, [running, seconds]);
  return left;
}
