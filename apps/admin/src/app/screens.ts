import type { OperatorRole } from '../features/auth/auth-api.ts';

export type ScreenKey =
  | 'dashboard'
  | 'deposits'
  | 'withdrawals'
  | 'adjustments'
  | 'members'
  | 'support'
  | 'feedback'
  | 'messages'
  | 'popups'
  | 'content'
  | 'promotions'
  | 'catalogue'
  | 'reconciliation'
  | 'vip'
  | 'agents'
  | 'referral'
  | 'coins'
  | 'applications'
  | 'trading'
  | 'operators'
  | 'maintenance'
  | 'outbox'
  | 'audit';

/**
 * The screens that exist, where they live and who may open them: the menu lists only these, and
 * only those the operator's role and sites allow (the API refuses the rest anyway).
 */
export const SCREENS: {
  key: ScreenKey;
  path: string;
  roles: readonly OperatorRole[];
  /** A platform screen: not for an operator kept to some sites. */
  platform?: boolean;
  /** Only where codes are kept rather than sent (a demo). */
  outbox?: boolean;
}[] = [
  { key: 'dashboard', path: '/dashboard', roles: ['admin', 'finance'] },
  { key: 'deposits', path: '/finance/deposits', roles: ['admin', 'finance'] },
  {
    key: 'withdrawals',
    path: '/finance/withdrawals',
    roles: ['admin', 'finance'],
  },
  {
    key: 'adjustments',
    path: '/finance/adjustments',
    roles: ['admin', 'finance'],
  },
  {
    key: 'members',
    path: '/members',
    roles: ['admin', 'finance', 'support'],
  },
  { key: 'support', path: '/support', roles: ['admin', 'support'] },
  { key: 'feedback', path: '/feedback', roles: ['admin', 'support'] },
  { key: 'messages', path: '/messages', roles: ['admin', 'support'] },
  // Pop-ups, VIP ladders and agent schemes are set for the platform (the API refuses an operator
  // kept to some sites).
  { key: 'popups', path: '/popups', roles: ['admin', 'support'], platform: true },
  // Pages are the platform's (the API's): not for an operator kept to some brands.
  {
    key: 'content',
    path: '/content',
    roles: ['admin', 'support'],
    platform: true,
  },
  // Activities belong to the platform's catalogue: not for an operator kept to some sites.
  {
    key: 'promotions',
    path: '/promotions',
    roles: ['admin'],
    platform: true,
  },
  // Every operator reads the catalogue (the API's); it is the platform's, not a brand's.
  {
    key: 'catalogue',
    path: '/catalogue',
    roles: ['admin', 'finance', 'support', 'trader'],
    platform: true,
  },
  // Transfers in doubt and venues' differences are the platform's books, not a brand's.
  {
    key: 'reconciliation',
    path: '/finance/reconciliation',
    roles: ['admin', 'finance'],
    platform: true,
  },
  { key: 'vip', path: '/vip', roles: ['admin', 'finance'], platform: true },
  { key: 'agents', path: '/agents', roles: ['admin', 'finance'], platform: true },
  // A site's referral rule and its agent applications are the site's own (the API keeps an
  // operator of some sites to them), unlike the platform's commission schemes above.
  { key: 'referral', path: '/referral', roles: ['admin'] },
  // So are its coin terms: the rate it sells USDT at, the networks' fees, its USDT partners.
  { key: 'coins', path: '/coins', roles: ['admin'] },
  { key: 'applications', path: '/agent-applications', roles: ['admin', 'support'] },
  // The book is the platform's: its traders, not a brand's operators.
  {
    key: 'trading',
    path: '/trading',
    roles: ['admin', 'trader'],
    platform: true,
  },
  { key: 'operators', path: '/operators', roles: ['admin'], platform: true },
  // A site's administrators close their own sites; closing every site (`*`) is the platform's.
  { key: 'maintenance', path: '/maintenance', roles: ['admin'] },
  {
    key: 'outbox',
    path: '/outbox',
    roles: ['admin', 'support'],
    platform: true,
    outbox: true,
  },
  { key: 'audit', path: '/audit', roles: ['admin'], platform: true },
];

export const screensFor = (role: OperatorRole, sites: string[] | null, outbox = false) =>
  SCREENS.filter(
    (s) => s.roles.includes(role) && (!s.platform || sites === null) && (!s.outbox || outbox),
  );
