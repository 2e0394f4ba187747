import { expect } from 'vitest';
import { useSessionStore } from '../stores/session-store.ts';

/** A logged-in member with every piece of session state the spec says must be cleared. */
export function fillSession(token = 'tok-old'): void {
  const s = useSessionStore.getState();
  s.setToken(token);
  s.setMemberInfo({ username: 'alice' });
  s.setBalance({ central: '1.00', total: '1.00', locked: '0.00', currency: 'CNY' });
  s.setUnread(4);
  s.setWithdrawConfig({ d: true, p: false });
  s.setGameSession({ isLogin: true, gameid: 'g1', platform: 'kgame' });
}

/** Spec §4: token removed; member info, balance, unread count, withdraw config and game cleared. */
export function expectSessionCleared(): void {
  expect(useSessionStore.getState()).toMatchObject({
    token: null,
    memberInfo: null,
    balance: null,
    unread: 0,
    withdrawConfig: null,
    game: { isLogin: false, gameid: '', platform: '', startGame: false },
  });
  expect(sessionStorage.getItem('t')).toBeNull();
}
