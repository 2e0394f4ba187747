import type { OperatorRole } from '../features/auth/auth-api.ts';

export type ScreenKey =
  | 'dashboard'
  | 'deposits'
  | 'withdrawals'
  | 'adjustments'
  | 'members'
  | 'feedback'
  | 'messages'
  | 'content'
  | 'promotions'
  | 'catalogue'
  | 'trading'
  | 'outbox'
  | 'audit';

/**
 * The screens that exist, where they live and who may open them: the menu lists only these, and
 * only those the operator's role and sites allow (the API refuses the rest anyway).
 */
export const SCREENS: {
  key: ScreenKey;
  path: string;
  group: 'overview' | 'finance' | 'members' | 'content' | 'platform';
  roles: readonly OperatorRole[];
  /** A platform screen: not for an operator kept to some sites. */
  platform?: boolean;
  /** Only where codes are kept rather than sent (a demo). */
  outbox?: boolean;
}[] = [
  { key: 'dashboard', path: '/dashboard', group: 'overview', roles: ['admin', 'finance'] },
  { key: 'deposits', path: '/finance/deposits', group: 'finance', roles: ['admin', 'finance'] },
  {
    key: 'withdrawals',
    path: '/finance/withdrawals',
    group: 'finance',
    roles: ['admin', 'finance'],
  },
  {
    key: 'adjustments',
    path: '/finance/adjustments',
    group: 'finance',
    roles: ['admin', 'finance'],
  },
  {
    key: 'members',
    path: '/members',
    group: 'members',
    roles: ['admin', 'finance', 'support'],
  },
  { key: 'feedback', path: '/feedback', group: 'members', roles: ['admin', 'support'] },
  { key: 'messages', path: '/messages', group: 'content', roles: ['admin', 'support'] },
  // Pages are the platform's (the API's): not for an operator kept to some brands.
  {
    key: 'content',
    path: '/content',
    group: 'content',
    roles: ['admin', 'support'],
    platform: true,
  },
  // Activities belong to the platform's catalogue: not for an operator kept to some sites.
  {
    key: 'promotions',
    path: '/promotions',
    group: 'content',
    roles: ['admin'],
    platform: true,
  },
  // Every operator reads the catalogue (the API's); it is the platform's, not a brand's.
  {
    key: 'catalogue',
    path: '/catalogue',
    group: 'content',
    roles: ['admin', 'finance', 'support', 'trader'],
    platform: true,
  },
  // The book is the platform's: its traders, not a brand's operators.
  {
    key: 'trading',
    path: '/trading',
    group: 'content',
    roles: ['admin', 'trader'],
    platform: true,
  },
  {
    key: 'outbox',
    path: '/outbox',
    group: 'platform',
    roles: ['admin', 'support'],
    platform: true,
    outbox: true,
  },
  { key: 'audit', path: '/audit', group: 'platform', roles: ['admin'], platform: true },
];

export const screensFor = (role: OperatorRole, sites: string[] | null, outbox = false) =>
  SCREENS.filter(
    (s) => s.roles.includes(role) && (!s.platform || sites === null) && (!s.outbox || outbox),
  );
