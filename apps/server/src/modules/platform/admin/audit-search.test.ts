import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { newMember, operator, operatorGet, operatorPost } from '../../../testing/withdrawal-kit.ts';

// Issue 24: the console searches the audit log by who acted, which member, which brand and when.

let t: TestApp;
let admin: string;
let alice: string;
let bob: string;
let memberId: number;
let otherId: number;

type Row = {
  actorKind: string;
  actorId: string | null;
  actorName: string | null;
  siteCode: string | null;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  at: string;
};
const search = async (query: string) => {
  const answer = await operatorGet(t, admin, `/audit?size=200&${query}`);
  expect(answer.status, JSON.stringify(answer)).toBe(true);
  return answer.data as { list: Row[]; total: number };
};

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SESSION_CACHE_MS: '0' });
  admin = await operator(t, 'audit-admin', 'admin');
  alice = await operator(t, 'audit-alice', 'support');
  bob = await operator(t, 'audit-bob', 'support');
  memberId = (await newMember(t, 'auditm01', { wpassword: false })).memberId;
  otherId = (await newMember(t, 'auditm02', { wpassword: false })).memberId;
  await operatorPost(t, alice, `/members/${memberId}/disable`, { reason: '核查' });
  await operatorPost(t, bob, `/members/${memberId}/enable`, { reason: '核查完毕' });
  await operatorPost(t, bob, `/members/${otherId}/disable`, { reason: '重复账号' });
});
afterAll(() => t.close());

describe('searching the audit log', () => {
  it('by who acted: the account in any case, or the operator id', async () => {
    const byName = await search('actor=AUDIT-ALICE');
    expect(byName.list.map((r) => r.action)).toContain('member.disable');
    expect(new Set(byName.list.map((r) => r.actorName))).toEqual(new Set(['audit-alice']));
    const aliceId = byName.list[0]!.actorId!;
    const byId = await search(`actor=${aliceId}`);
    expect(byId.list.map((r) => r.actorId)).toEqual(byName.list.map((r) => r.actorId));
    expect(byId.total).toBe(byName.total);
  });

  it("by member: what was done to their account, not to another's", async () => {
    const rows = (await search(`member=${memberId}`)).list;
    // Newest first: the operators' two actions, then the member's own sign-up.
    expect(rows.filter((r) => r.targetKind === 'member').map((r) => r.action)).toEqual([
      'member.enable',
      'member.disable',
      'member.register',
    ]);
    for (const row of rows) {
      const theirs =
        (row.actorKind === 'member' && row.actorId === String(memberId)) ||
        (row.targetKind === 'member' && row.targetId === String(memberId));
      expect(theirs, JSON.stringify(row)).toBe(true);
    }
    const other = (await search(`member=${otherId}&action=member.disable`)).list;
    expect(other.map((r) => r.actorName)).toEqual(['audit-bob']);
  });

  it('by brand and by time, combined with the rest', async () => {
    const now = Date.now();
    const all = await search(`member=${memberId}`);
    const since = await search(
      `member=${memberId}&from=${new Date(now - 3_600_000).toISOString()}`,
    );
    expect(since.total).toBe(all.total);
    expect(
      (await search(`member=${memberId}&from=${new Date(now + 60_000).toISOString()}`)).total,
    ).toBe(0);
    expect(
      (await search(`member=${memberId}&to=${new Date(now - 3_600_000).toISOString()}`)).total,
    ).toBe(0);
    const window = await search(
      `actor=audit-bob&from=${new Date(now - 3_600_000).toISOString()}&to=${new Date(now + 60_000).toISOString()}`,
    );
    expect(window.list.map((r) => r.action).sort()).toEqual([
      'member.disable',
      'member.enable',
      'operator.login',
    ]);
    const elsewhere = await search('site=ky&actor=audit-bob');
    expect(elsewhere.total).toBe(0);
  });

  it('refuses what is not a search, in the envelope', async () => {
    for (const query of [
      'from=yesterday',
      'to=2026-13-01T00:00:00Z',
      'member=abc',
      'member=0',
      'member=1e3',
      // JavaScript reads these, PostgreSQL does not: refused, never a 500.
      'from=0000-01-01T00:00:00Z',
      'to=9999-12-31T23:59:59-23:59',
      'site=nowhere',
      `actor=${'x'.repeat(101)}`,
    ]) {
      const answer = await operatorGet(t, admin, `/audit?${query}`);
      expect(answer, query).toMatchObject({ status: false, code: 'VALIDATION' });
    }
  });
});
