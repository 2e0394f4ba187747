import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoad } from './after-load.ts';

describe('afterLoad', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for load, then the delay', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const run = vi.fn();
    afterLoad(run, 500);
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('counts from now once the page has loaded, and then waits for an idle moment', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const run = vi.fn();
    afterLoad(run, 1500, true);
    vi.advanceTimersByTime(1500);
    expect(run).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled', () => {
    const run = vi.fn();
    const cancel = afterLoad(run, 100);
    cancel();
    vi.advanceTimersByTime(1000);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
