// Client session state (spec §4). Member info, balance and unread count are kept here because the
// spec requires it (CONVENTIONS.md); queries feed them, this store only holds the latest copy.
import { create } from 'zustand';
import { resetRefreshTimers } from './refresh.ts';

export const TOKEN_STORAGE_KEY = 't';
export const AID_STORAGE_KEY = 'aid';

export type MemberInfo = {
  username: string;
  qq?: string;
  realName?: string;
  vipLevel?: number;
  [key: string]: unknown;
};

/** Decimal strings exactly as the wire sends them (API.md: money is never a JS number). */
export type Balance = { central: string; total: string; locked: string; currency: string };

/** Withdrawal password config: d = the feature is enabled, p = the member has set one. */
export type WithdrawConfig = { d: boolean; p: boolean };

export type GameSession = {
  isLogin: boolean;
  gameid: string;
  platform: string;
  startGame: boolean;
};

export interface SessionState {
  token: string | null;
  memberInfo: MemberInfo | null;
  balance: Balance | null;
  unread: number;
  withdrawConfig: WithdrawConfig | null;
  game: GameSession;
  setToken: (token: string | null) => void;
  setMemberInfo: (memberInfo: MemberInfo | null) => void;
  setBalance: (balance: Balance | null) => void;
  setUnread: (unread: number) => void;
  setWithdrawConfig: (withdrawConfig: WithdrawConfig | null) => void;
  setGameSession: (game: { isLogin: boolean; gameid: string; platform: string }) => void;
  clearGameSession: () => void;
  clearSession: () => void;
}

const EMPTY_GAME: GameSession = { isLogin: false, gameid: '', platform: '', startGame: false };

// Storage can throw (disabled cookies, sandboxed frames); the session then lives in memory only.
function readStoredToken(): string | null {
  try {
    const token = sessionStorage.getItem(TOKEN_STORAGE_KEY);
    return token === '' ? null : token;
  } catch {
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token === null) sessionStorage.removeItem(TOKEN_STORAGE_KEY);
    else sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // memory only, see readStoredToken
  }
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: readStoredToken(),
  memberInfo: null,
  balance: null,
  unread: 0,
  withdrawConfig: null,
  game: EMPTY_GAME,
  setToken: (token) => {
    const next = token === '' ? null : token;
    writeStoredToken(next);
    set({ token: next });
  },
  setMemberInfo: (memberInfo) => set({ memberInfo }),
  setBalance: (balance) => set({ balance }),
  setUnread: (unread) => set({ unread }),
  setWithdrawConfig: (withdrawConfig) => set({ withdrawConfig }),
  setGameSession: ({ isLogin, gameid, platform }) =>
    set({ game: { isLogin, gameid, platform, startGame: true } }),
  clearGameSession: () => set({ game: EMPTY_GAME }),
  clearSession: () => {
    writeStoredToken(null);
    // A game session belongs to the member who started it: it ends with their session.
    set({
      token: null,
      memberInfo: null,
      balance: null,
      unread: 0,
      withdrawConfig: null,
      game: EMPTY_GAME,
    });
    resetRefreshTimers();
  },
}));

/** Spec §4: "enabled and not set" means the member must set a withdrawal password first. */
export function withdrawPasswordState(cfg: WithdrawConfig | null | undefined): {
  enable: boolean;
  isUsed: boolean;
  isToSet: boolean;
} {
  if (!cfg) return { enable: false, isUsed: false, isToSet: false };
  return { enable: cfg.d, isUsed: cfg.p, isToSet: cfg.d && !cfg.p };
}

/**
 * Takes the session handed over in the start URL (spec §4: `token` or `i_code`; `i_code` is also
 * kept as `aid`). Returns the URL without those parameters, as path + query + hash, for
 * history.replaceState, so the token does not linger in history or in shared links.
 * `changed` is true when either parameter was present (even empty), i.e. the URL must be replaced.
 */
export function captureSessionFromUrl(url: URL): { changed: boolean; cleanUrl: string } {
  const params = url.searchParams;
  const hasToken = params.has('token');
  const hasCode = params.has('i_code');
  const token = params.get('token') ?? '';
  const code = params.get('i_code') ?? '';

  if (code !== '') {
    try {
      localStorage.setItem(AID_STORAGE_KEY, code);
    } catch {
      // aid is attribution only; losing it must not block the session
    }
  }
  const sessionToken = token !== '' ? token : code;
  if (sessionToken !== '') useSessionStore.getState().setToken(sessionToken);

  // Re-serialising would rewrite the other parameters' encoding; keep them as they came.
  const search = stripParams(url.search, ['token', 'i_code']);
  return { changed: hasToken || hasCode, cleanUrl: `${url.pathname}${search}${url.hash}` };
}

function stripParams(search: string, names: readonly string[]): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => {
      if (pair === '') return false;
      const rawName = pair.split('=')[0] ?? '';
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // malformed escapes: compare the raw name
      }
      return !names.includes(name);
    });
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}
