import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store.ts';
import { MEMBER, mockApi, ok } from '../../testing/api-mock.ts';
import { configureApiClient } from '../api-client.ts';
import { getUnreadCount, unreadRefresher } from './get-unread-count.ts';

const NUM = '/findmed/v1/member/message/num';

function serve(counts: number[]) {
  let n = 0;
  return mockApi({
    '/findmed/v1/member/token': ok(MEMBER),
    [NUM]: () => ok({ notRead: counts[Math.min(n++, counts.length - 1)] }),
  });
}

const unread = () => useSessionStore.getState().unread;

beforeEach(() => {
  configureApiClient({ baseUrl: '', navigate: () => {} });
  useSessionStore.getState().clearSession();
  useSessionStore.getState().setToken('tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the unread count in the session store', () => {
  it('comes from /member/message/num', async () => {
    const calls = serve([7]);
    await expect(getUnreadCount()).resolves.toBe(7);
    expect(unread()).toBe(7);
    expect(calls.to(NUM)[0]?.headers.t).toBe('tok-1');
  });

  // The 30 s interval itself is the shared refresher's (stores/refresh.test.ts).
  it('is not asked again within the interval unless forced, and at once for a new session', async () => {
    const calls = serve([3, 2, 9]);
    await unreadRefresher.run();
    await unreadRefresher.run();
    expect(calls.to(NUM)).toHaveLength(1);
    expect(unread()).toBe(3);
    // After a read or a delete the pages force it.
    await unreadRefresher.run(true);
    expect(unread()).toBe(2);
    // Signing out clears it and restarts the throttle: the next member's count comes at once.
    useSessionStore.getState().clearSession();
    expect(unread()).toBe(0);
    useSessionStore.getState().setToken('tok-2');
    await unreadRefresher.run();
    expect(unread()).toBe(9);
    expect(calls.to(NUM).map((r) => r.headers.t)).toEqual(['tok-1', 'tok-1', 'tok-2']);
  });

  it('keeps the last count when a refresh fails (logged, spec §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useSessionStore.getState().setUnread(4);
    mockApi({});
    await unreadRefresher.run(true);
    expect(unread()).toBe(4);
    expect(warn).toHaveBeenCalledWith('store refresh failed', expect.anything());
  });
});
