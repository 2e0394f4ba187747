import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { query } from '../../../testing/members.ts';
import { operatorTokenOf } from '../../../testing/operator-sign-in.ts';
import { json } from '../../../testing/test-app.ts';
import { setUpVenueTest, type VenueTest } from '../../../testing/venue-kit.ts';
import {
  adminToken,
  fund,
  newMember,
  operator,
  operatorGet,
  operatorPost,
  withdraw,
  type TestMember,
} from '../../../testing/withdrawal-kit.ts';

// A member's ledger as operators read it (GET /api/admin/v1/members/:id/ledger): every movement of
// their money, newest first, signed from the member's side, by kind and time, paged; audited and
// kept to the operator's sites.

let t: VenueTest;
let finance: string;
let m: TestMember;
let orderNo: string;

beforeAll(async () => {
  t = await setUpVenueTest({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  finance = await operator(t, 'ledgerfinance', 'finance');
  m = await newMember(t, 'ledgeradm1');
  await fund(t, m.owner, '1000.00');
  const asked = json(await withdraw(t, m, { amount: '100.00' }));
  expect(asked).toMatchObject({ status: true });
  orderNo = asked.data.id as string;
  const moved = await t.call(m.as.t, 'POST', '/api/findmed/v1/finance/transfer', {
    from: 'central',
    to: 'kgame',
    amount: '300.00',
  });
  expect(moved).toMatchObject({ status: true });
  const credit = await operatorPost(t, finance, '/finance/adjustments', {
    account: m.account,
    amount: '50.25',
    reason: '活动补发',
  });
  expect(credit).toMatchObject({ status: true, data: { state: 'applied' } });
});
afterAll(() => t.closeAll());
afterEach(() => expectBooksBalance(t.database));

const ledgerOf = (token: string, id: number | string, params = '') =>
  operatorGet(t, token, `/members/${id}/ledger${params}`);

describe('GET /api/admin/v1/members/:id/ledger', () => {
  it('answers every movement newest first, with both accounts and the sign of the member', async () => {
    const answer = await ledgerOf(finance, m.memberId);
    expect(answer.data).toMatchObject({ total: 4, page: 1, size: 20 });
    const entry = {
      id: expect.stringMatching(/^\d+$/),
      currency: 'CNY',
      createdAt: expect.stringMatching(/Z$/),
    };
    expect(answer.data.list).toEqual([
      {
        ...entry,
        kind: 'adjustment',
        amount: '+50.25',
        state: 'posted',
        from: 'house_adjustments',
        to: 'member_central',
        reference: null,
        note: '活动补发',
        settledAt: expect.any(String),
      },
      {
        ...entry,
        kind: 'transfer',
        amount: '-300.00',
        state: 'posted',
        from: 'member_central',
        to: 'member_venue:kgame',
        reference: expect.any(String),
        note: expect.any(String),
        settledAt: expect.any(String),
      },
      {
        ...entry,
        kind: 'withdrawal',
        amount: '-100.00',
        state: 'pending',
        from: 'member_central',
        to: 'house_withdrawal',
        reference: orderNo,
        note: null,
        settledAt: null,
      },
      {
        ...entry,
        kind: 'deposit',
        amount: '+1000.00',
        state: 'posted',
        from: 'house_deposit',
        to: 'member_central',
        reference: null,
        note: null,
        settledAt: expect.any(String),
      },
    ]);
  });

  it('filters by kind and time, and pages', async () => {
    const kinds = await ledgerOf(finance, m.memberId, '?kind=withdrawal');
    expect(kinds.data.total).toBe(1);
    expect(kinds.data.list[0]).toMatchObject({ kind: 'withdrawal', reference: orderNo });
    const later = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await ledgerOf(finance, m.memberId, `?from=${later}`)).data).toMatchObject({
      list: [],
      total: 0,
    });
    const all = await ledgerOf(finance, m.memberId, `?to=${later}&from=2020-01-01T00:00:00Z`);
    expect(all.data.total).toBe(4);
    const second = await ledgerOf(finance, m.memberId, '?page=2&size=3');
    expect(second.data).toMatchObject({ total: 4, page: 2, size: 3 });
    expect(second.data.list.map((e: { kind: string }) => e.kind)).toEqual(['deposit']);
  });

  it('answers an empty list for a member without money, to admin and support too', async () => {
    const poor = await newMember(t, 'ledgeradm2', { wpassword: false });
    for (const token of [await adminToken(t), await operator(t, 'ledgersupport', 'support')])
      expect(await ledgerOf(token, poor.memberId)).toEqual({
        status: true,
        data: { list: [], total: 0, page: 1, size: 20 },
      });
  });

  it('refuses bad ids, kinds, times and pages, a member that does not exist, and the trader', async () => {
    for (const id of ['x', '0', '-3', '1e2', '0x10', '12345678901234567890'])
      expect(await ledgerOf(finance, id), id).toMatchObject({ code: 'VALIDATION' });
    for (const params of [
      '?kind=lottery',
      '?from=yesterday',
      '?to=0000-01-01T00:00:00Z',
      '?from=2024-01-01',
      '?size=101',
      '?page=0',
    ])
      expect(await ledgerOf(finance, m.memberId, params), params).toMatchObject({
        code: 'VALIDATION',
      });
    expect(await ledgerOf(finance, 99999999)).toMatchObject({ status: false, code: 'NOT_FOUND' });
    const trader = await operator(t, 'ledgertrader', 'trader');
    expect(await ledgerOf(trader, m.memberId)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('is kept to the operator’s sites, and each read is in the audit trail', async () => {
    const password = 'ledgerky-password-1';
    const made = await operatorPost(t, await adminToken(t), '/operators', {
      account: 'ledgerky',
      password,
      role: 'finance',
      sites: ['ky'],
    });
    expect(made).toMatchObject({ status: true });
    const ky = await operatorTokenOf(t.app, 'ledgerky', password);
    expect(await ledgerOf(ky, m.memberId)).toMatchObject({ status: false, code: 'NOT_FOUND' });

    const rows = await query<{ target_kind: string; target_id: string; after: unknown }>(
      t.database,
      sql`select target_kind, target_id, after from audit_log
          where action = 'personal_data.read' and actor_name = 'ledgerfinance'
            and target_kind = 'member_ledger' order by id limit 2`,
    );
    expect(rows).toEqual([
      {
        target_kind: 'member_ledger',
        target_id: String(m.memberId),
        after: { query: { page: 1, size: 20 } },
      },
      {
        target_kind: 'member_ledger',
        target_id: String(m.memberId),
        after: { query: { kind: 'withdrawal', page: 1, size: 20 } },
      },
    ]);
  });
});
