import type { OperatorRole } from '../features/auth/auth-api.ts';

export type ScreenKey = 'deposits' | 'withdrawals' | 'audit';

/**
 * The screens that exist, where they live and who may open them: the menu lists only these, and
 * only those the operator's role and sites allow (the API refuses the rest anyway).
 */
export const SCREENS: {
  key: ScreenKey;
  path: string;
  group: 'finance' | 'platform';
  roles: readonly OperatorRole[];
  /** A platform screen: not for an operator kept to some sites. */
  platform?: boolean;
}[] = [
  { key: 'deposits', path: '/finance/deposits', group: 'finance', roles: ['admin', 'finance'] },
  {
    key: 'withdrawals',
    path: '/finance/withdrawals',
    group: 'finance',
    roles: ['admin', 'finance'],
  },
  { key: 'audit', path: '/audit', group: 'platform', roles: ['admin'], platform: true },
];

export const screensFor = (role: OperatorRole, sites: string[] | null) =>
  SCREENS.filter((s) => s.roles.includes(role) && (!s.platform || sites === null));
