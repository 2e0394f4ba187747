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
      'members',
      'feedback',
      'promotions',
      'audit',
    ]);
    // Activities and the audit log are the platform's: not for an administrator kept to a brand.
    expect(keys('admin', ['pgdz'])).toEqual([
      'dashboard',
      'deposits',
      'withdrawals',
      'members',
      'feedback',
    ]);
    expect(keys('finance', null)).toEqual(['dashboard', 'deposits', 'withdrawals', 'members']);
    expect(keys('support', ['pgdz'])).toEqual(['members', 'feedback']);
    expect(keys('trader', null)).toEqual([]);
  });
});
