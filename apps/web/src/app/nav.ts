import type { LayoutKind } from '../hooks/use-layout-kind.ts';

export type NavEntry = {
  key: 'home' | 'activity' | 'customer' | 'sponsor' | 'center';
  labelKey: string;
  path: Record<LayoutKind, string>;
};

/**
 * The menu: only pages that exist are listed, in UI.md's order (首页, 优惠, 客服, 赞助, then the
 * member's own). Both the mobile tab bar and the desktop header read this.
 */
export const NAV: readonly NavEntry[] = [
  { key: 'home', labelKey: 'nav.home', path: { mobile: '/app/home', desktop: '/home' } },
  {
    key: 'activity',
    labelKey: 'nav.activity',
    path: { mobile: '/activity/list', desktop: '/activity/list' },
  },
  {
    key: 'customer',
    labelKey: 'nav.customer',
    path: { mobile: '/app/customer', desktop: '/app/customer' },
  },
  {
    key: 'sponsor',
    labelKey: 'nav.sponsor',
    path: { mobile: '/app/sponsor', desktop: '/app/sponsor' },
  },
  {
    key: 'center',
    labelKey: 'nav.center',
    path: { mobile: '/app/center', desktop: '/app/center' },
  },
];

export const homePath = (layout: LayoutKind) => (layout === 'mobile' ? '/app/home' : '/home');

/** A menu link's class: marked while its page is open. */
export const activeLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'is-active' : undefined;
