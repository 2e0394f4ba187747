import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottledRefresher, resetRefreshTimers } from './refresh.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createThrottledRefresher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-05-01T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs at most once per 30 s by default', async () => {
    const fn = vi.fn(() => Promise.resolve());
    const refresher = createThrottledRefresher(fn);
    await refresher.run();
    await refresher.run();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(29_999);
    await refresher.run();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await refresher.run();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('force runs even inside the interval', async () => {
    const fn = vi.fn(() => Promise.resolve());
    const refresher = createThrottledRefresher(fn, 1_000);
    await refresher.run();
    await refresher.run(true);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('coalesces concurrent calls into one in-flight promise', async () => {
    const gate = deferred();
    const fn = vi.fn(() => gate.promise);
    const refresher = createThrottledRefresher(fn);
    const a = refresher.run();
    const b = refresher.run();
    const c = refresher.run(true);
    expect(a).toBe(b);
    expect(a).toBe(c);
    expect(fn).toHaveBeenCalledTimes(1);
    gate.resolve();
    await Promise.all([a, b, c]);
  });

  it('measures the interval from the start of the last successful run', async () => {
    let clock = 0;
    const gate = deferred();
    const fn = vi.fn(() => gate.promise);
    const refresher = createThrottledRefresher(fn, 100, () => clock);
    const first = refresher.run();
    clock = 90; // the run took 90 ms
    gate.resolve();
    await first;
    clock = 100;
    await refresher.run();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('logs and swallows failures, and retries on the next call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fn = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValue(undefined);
    const refresher = createThrottledRefresher(fn);
    await expect(refresher.run()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('store refresh failed', expect.any(Error));
    await refresher.run();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('treats a synchronous throw like a rejection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refresher = createThrottledRefresher(() => {
      throw new Error('boom');
    });
    await expect(refresher.run()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reset forgets the last run', async () => {
    const fn = vi.fn(() => Promise.resolve());
    const refresher = createThrottledRefresher(fn);
    await refresher.run();
    refresher.reset();
    await refresher.run();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('a run in flight during reset does not throttle the next session', async () => {
    const gate = deferred();
    const fn = vi.fn<() => Promise<void>>().mockReturnValueOnce(gate.promise).mockResolvedValue();
    const refresher = createThrottledRefresher(fn);
    const stale = refresher.run();
    refresher.reset();
    gate.resolve();
    await stale;
    await refresher.run();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('resetRefreshTimers resets every refresher', async () => {
    const a = vi.fn(() => Promise.resolve());
    const b = vi.fn(() => Promise.resolve());
    const ra = createThrottledRefresher(a);
    const rb = createThrottledRefresher(b, 60_000);
    await ra.run();
    await rb.run();
    resetRefreshTimers();
    await ra.run();
    await rb.run();
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(2);
  });
});
