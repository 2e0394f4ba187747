import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_WAIT_MS, useDeadline } from './use-deadline.ts';

const START = Date.parse('2026-11-29T08:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

describe('useDeadline', () => {
  it('fires once at the time, not a moment before, whatever the renders in between', async () => {
    const first = vi.fn();
    const later = vi.fn();
    const view = renderHook(({ onDue }) => useDeadline(START + 90 * 60_000, onDue), {
      initialProps: { onDue: first },
    });
    await advance(60 * 60_000);
    // A new callback on a re-render neither restarts nor loses the wait.
    view.rerender({ onDue: later });
    await advance(30 * 60_000 - 1);
    expect(first).not.toHaveBeenCalled();
    expect(later).not.toHaveBeenCalled();
    await advance(1);
    expect(later).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    await advance(60 * 60_000);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('does not drift when the machine sleeps: a tab shown again checks the clock at once', async () => {
    const onDue = vi.fn();
    renderHook(() => useDeadline(START + 60 * 60_000, onDue));
    // The clock jumps (a laptop asleep) without the timers having run.
    vi.setSystemTime(START + 61 * 60_000);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('never sleeps longer than a short wait, so a late wake-up is late by little', async () => {
    const onDue = vi.fn();
    renderHook(() => useDeadline(START + 10 * 60_000, onDue));
    expect(vi.getTimerCount()).toBe(1);
    vi.setSystemTime(START + 10 * 60_000 + 5);
    await advance(MAX_WAIT_MS);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('fires at once for a time past, and not at all for none or after unmounting', async () => {
    const past = vi.fn();
    renderHook(() => useDeadline(START - 1, past));
    expect(past).toHaveBeenCalledTimes(1);

    const none = vi.fn();
    renderHook(() => useDeadline(null, none));
    const gone = vi.fn();
    const view = renderHook(() => useDeadline(START + 60_000, gone));
    view.unmount();
    await advance(10 * 60_000);
    expect(none).not.toHaveBeenCalled();
    expect(gone).not.toHaveBeenCalled();
  });
});
