import { describe, expect, it } from 'vitest';
import { screensFor } from './screens.ts';

describe('the menu', () => {
  it('lists only the screens a role and its sites may open', () => {
    const keys = (role: Parameters<typeof screensFor>[0], sites: string[] | null) =>
      screensFor(role, sites).map((s) => s.key);
    expect(keys('admin', null)).toEqual(['deposits', 'withdrawals', 'audit']);
    // The audit log is the platform's: an administrator kept to a brand does not read it.
    expect(keys('admin', ['pgdz'])).toEqual(['deposits', 'withdrawals']);
    expect(keys('finance', null)).toEqual(['deposits', 'withdrawals']);
    expect(keys('support', null)).toEqual([]);
    expect(keys('trader', null)).toEqual([]);
  });
});
