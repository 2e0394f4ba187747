import { expectSessionCleared } from '../testing/session.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottledRefresher } from './refresh.ts';
import {
  captureSessionFromUrl,
  useSessionStore,
  withdrawPasswordState,
  type Balance,
} from './session-store.ts';

const balance: Balance = { central: '100.00', total: '120.50', locked: '0.00', currency: 'CNY' };

function resetStore() {
  const s = useSessionStore.getState();
  s.clearSession();
  s.clearGameSession();
}

describe('session store', () => {
  beforeEach(resetStore);

  it('setToken writes and removes sessionStorage t', () => {
    useSessionStore.getState().setToken('abc');
    expect(useSessionStore.getState().token).toBe('abc');
    expect(sessionStorage.getItem('t')).toBe('abc');
    useSessionStore.getState().setToken(null);
    expect(useSessionStore.getState().token).toBeNull();
    expect(sessionStorage.getItem('t')).toBeNull();
  });

  it('reads the token from sessionStorage at creation', async () => {
    sessionStorage.setItem('t', 'from-storage');
    vi.resetModules();
    const fresh = await import('./session-store.ts');
    expect(fresh.useSessionStore.getState().token).toBe('from-storage');
  });

  it('holds member info, balance, unread and withdraw config', () => {
    const s = useSessionStore.getState();
    s.setMemberInfo({ username: 'alice', vipLevel: 2, extra: true });
    s.setBalance(balance);
    s.setUnread(3);
    s.setWithdrawConfig({ d: true, p: false });
    const state = useSessionStore.getState();
    expect(state.memberInfo).toEqual({ username: 'alice', vipLevel: 2, extra: true });
    expect(state.balance).toEqual(balance);
    expect(state.unread).toBe(3);
    expect(state.withdrawConfig).toEqual({ d: true, p: false });
  });

  it('game session: set raises startGame, clear resets every field', () => {
    useSessionStore.getState().setGameSession({ isLogin: true, gameid: 'g1', platform: 'pg' });
    expect(useSessionStore.getState().game).toEqual({
      isLogin: true,
      gameid: 'g1',
      platform: 'pg',
      startGame: true,
    });
    useSessionStore.getState().clearGameSession();
    expect(useSessionStore.getState().game).toEqual({
      isLogin: false,
      gameid: '',
      platform: '',
      startGame: false,
    });
  });

  it('clearSession empties the session and resets refresh timers', async () => {
    const fetchBalance = vi.fn(() => Promise.resolve());
    const refresher = createThrottledRefresher(fetchBalance);
    await refresher.run();
    const s = useSessionStore.getState();
    s.setToken('abc');
    s.setMemberInfo({ username: 'alice' });
    s.setBalance(balance);
    s.setUnread(5);
    s.setWithdrawConfig({ d: true, p: true });
    s.clearSession();
    expectSessionCleared();
    await refresher.run();
    expect(fetchBalance).toHaveBeenCalledTimes(2);
  });
});

describe('withdrawPasswordState', () => {
  it.each([
    [null, { enable: false, isUsed: false, isToSet: false }],
    [
      { d: false, p: false },
      { enable: false, isUsed: false, isToSet: false },
    ],
    [
      { d: true, p: false },
      { enable: true, isUsed: false, isToSet: true },
    ],
    [
      { d: true, p: true },
      { enable: true, isUsed: true, isToSet: false },
    ],
    [
      { d: false, p: true },
      { enable: false, isUsed: true, isToSet: false },
    ],
  ])('%j', (cfg, expected) => {
    expect(withdrawPasswordState(cfg)).toEqual(expected);
  });
});

describe('captureSessionFromUrl', () => {
  beforeEach(resetStore);
  afterEach(() => {
    localStorage.clear();
  });

  it('takes token and strips it, keeping other params and hash', () => {
    const result = captureSessionFromUrl(
      new URL('https://m.example.com/promo?x=1&token=tok123&y=a%20b#top'),
    );
    expect(result).toEqual({ changed: true, cleanUrl: '/promo?x=1&y=a%20b#top' });
    expect(useSessionStore.getState().token).toBe('tok123');
    expect(sessionStorage.getItem('t')).toBe('tok123');
  });

  it('takes i_code as the session token and saves it as aid', () => {
    const result = captureSessionFromUrl(new URL('https://m.example.com/?i_code=code9'));
    expect(result).toEqual({ changed: true, cleanUrl: '/' });
    expect(useSessionStore.getState().token).toBe('code9');
    expect(localStorage.getItem('aid')).toBe('code9');
  });

  it('prefers token when both are present, still saving aid', () => {
    const result = captureSessionFromUrl(
      new URL('https://m.example.com/home?i_code=code9&token=tok1'),
    );
    expect(result.cleanUrl).toBe('/home');
    expect(useSessionStore.getState().token).toBe('tok1');
    expect(localStorage.getItem('aid')).toBe('code9');
  });

  it('leaves the session alone when neither is present', () => {
    useSessionStore.getState().setToken('existing');
    const result = captureSessionFromUrl(new URL('https://m.example.com/a/b?q=1#h'));
    expect(result).toEqual({ changed: false, cleanUrl: '/a/b?q=1#h' });
    expect(useSessionStore.getState().token).toBe('existing');
    expect(localStorage.getItem('aid')).toBeNull();
  });

  it('strips empty parameters without storing anything', () => {
    const result = captureSessionFromUrl(new URL('https://m.example.com/?token=&i_code='));
    expect(result).toEqual({ changed: true, cleanUrl: '/' });
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('aid')).toBeNull();
  });

  it('decodes the token value', () => {
    captureSessionFromUrl(new URL('https://m.example.com/?token=a%2Bb%3D'));
    expect(useSessionStore.getState().token).toBe('a+b=');
  });
});
