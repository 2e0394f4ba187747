import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { mockApi, ok, type Handler } from '../../../testing/api-mock.ts';
import { HEARTBEAT_INTERVAL_MS, useHeartbeat } from './use-heartbeat.ts';

const HEARTBEAT = '/findmed/v1/heartbeat';

/** Lets the beat's fetch (a chain of promises) run to its end. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  configureApiClient({ baseUrl: '', navigate: () => {} });
  useSessionStore.getState().clearSession();
  useSessionStore.getState().clearGameSession();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('heartbeat', () => {
  it('beats every 30 s while signed in, with the game the member is in, and stops on logout', async () => {
    const calls = mockApi({ [HEARTBEAT]: ok(null) });
    useSessionStore.getState().setToken('tok-1');
    renderHook(() => useHeartbeat());

    await act(async () => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS - 1));
    expect(calls.to(HEARTBEAT)).toHaveLength(0);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(calls.to(HEARTBEAT)).toHaveLength(1);
    const [idle] = calls.to(HEARTBEAT);
    expect(idle?.method).toBe('POST');
    expect(idle?.form).toEqual({ gameid: '', platform: '' });
    expect(idle?.headers.t).toBe('tok-1');

    act(() =>
      useSessionStore
        .getState()
        .setGameSession({ isLogin: true, gameid: 'dragon-tiger', platform: 'kgame' }),
    );
    await act(async () => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS));
    await settle();
    expect(calls.to(HEARTBEAT)[1]?.form).toEqual({ gameid: 'dragon-tiger', platform: 'kgame' });

    // A refreshed token (the `id` header) keeps the same clock.
    act(() => useSessionStore.getState().setToken('tok-2'));
    await act(async () => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS));
    await settle();
    expect(calls.to(HEARTBEAT)).toHaveLength(3);
    expect(calls.to(HEARTBEAT)[2]?.headers.t).toBe('tok-2');

    act(() => useSessionStore.getState().clearSession());
    await act(async () => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 3));
    await settle();
    expect(calls.to(HEARTBEAT)).toHaveLength(3);
  });

  it('sends nothing while logged out', async () => {
    const calls = mockApi({ [HEARTBEAT]: ok(null) });
    renderHook(() => useHeartbeat());
    await act(async () => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2));
    expect(calls.to(HEARTBEAT)).toHaveLength(0);
  });

  it('logs a failed beat and keeps beating', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const beat = vi
      .fn<Handler>()
      .mockImplementationOnce(() => {
        throw new TypeError('Failed to fetch');
      })
      .mockReturnValue(ok(null));
    const calls = mockApi({ [HEARTBEAT]: beat });
    useSessionStore.getState().setToken('tok-1');
    renderHook(() => useHeartbeat());

    await act(async () => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS));
    await settle();
    expect(warn).toHaveBeenCalledWith('heartbeat failed', expect.any(TypeError));
    await act(async () => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS));
    await settle();
    expect(calls.to(HEARTBEAT)).toHaveLength(2);
    expect(useSessionStore.getState().token).toBe('tok-1');
  });
});
