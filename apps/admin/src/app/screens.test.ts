import { describe, expect, it } from 'vitest';
import { screensFor } from './screens.ts';

describe('the menu', () => {
  it('lists only the screens a role and its sites may open', () => {
    const keys = (role: Parameters<typeof screensFor>[0], sites: string[] | null) =>
      screensFor(role, sites).map((s) => s.key);
    expect(keys('admin', null)).toEqual([
      'dashboard',
      'deposits',
      'withdrawals',
      'adjustments',
      'members',
      'support',
      'feedback',
      'messages',
      'popups',
      'content',
      'promotions',
      'catalogue',
      'reconciliation',
      'vip',
      'agents',
      'referral',
      'coins',
      'applications',
      'trading',
      'operators',
      'maintenance',
      'audit',
    ]);
    // Pop-ups, activities, the catalogue, reconciliation, VIP, agents, operators and the audit log are the platform's:
    // not for an administrator kept to a brand; a brand's referral rule, its coin settings, its
    // agent applications and its maintenance are.
    expect(keys('admin', ['pgdz'])).toEqual([
      'dashboard',
      'deposits',
      'withdrawals',
      'adjustments',
      'members',
      'support',
      'feedback',
      'messages',
      'referral',
      'coins',
      'applications',
      'maintenance',
    ]);
    expect(keys('finance', null)).toEqual([
      'dashboard',
      'deposits',
      'withdrawals',
      'adjustments',
      'members',
      'catalogue',
      'reconciliation',
      'vip',
      'agents',
    ]);
    expect(keys('support', ['pgdz'])).toEqual([
      'members',
      'support',
      'feedback',
      'messages',
      'applications',
    ]);
    // The outbox only where codes are kept rather than sent.
    expect(screensFor('support', null, true).map((s) => s.key)).toEqual([
      'members',
      'support',
      'feedback',
      'messages',
      'popups',
      'content',
      'catalogue',
      'applications',
      'outbox',
    ]);
    expect(keys('support', null)).toEqual([
      'members',
      'support',
      'feedback',
      'messages',
      'popups',
      'content',
      'catalogue',
      'applications',
    ]);
    expect(keys('trader', null)).toEqual(['catalogue', 'trading']);
    expect(keys('trader', ['pgdz'])).toEqual([]);
  });
});
