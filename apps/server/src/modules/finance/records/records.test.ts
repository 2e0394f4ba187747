import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { get, post, registerMember } from '../../../testing/members.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { house, memberCentral, memberVenue } from '../../../ledger/wallet-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

const BALANCE = '/api/findmed/v1/member/balance';
const ASSETS = '/api/findmed/v1/finance/assets';
const RECORDS = '/api/findmed/v1/records/transactions';
const ONE = '/api/findmed/v1/records/transaction';

let seq = 0;
async function member(account: string) {
  const { token, member: info } = await registerMember(t.app, t.database, account);
  const owner = { siteCode: 'pgdz', memberId: Number(info.id), currency: 'CNY' };
  return { as: { t: token }, owner };
}

type Owner = Awaited<ReturnType<typeof member>>['owner'];

async function deposit(owner: Owner, amount: bigint, channel = '银行转账', no?: string) {
  const orderNo = no ?? `D${++seq}`;
  return t.app.services.ledger.transfer({
    key: `test-deposit:${owner.memberId}:${orderNo}`,
    debit: house('house_deposit', 'pgdz', 'CNY', owner.memberId),
    credit: memberCentral(owner),
    amount,
    currency: 'CNY',
    reason: 'deposit',
    meta: { orderNo, channel },
  });
}

async function hold(owner: Owner, amount: bigint) {
  return t.app.services.ledger.transfer({
    key: `test-hold:${owner.memberId}:${++seq}`,
    debit: memberCentral(owner),
    credit: house('house_withdrawal', 'pgdz', 'CNY', owner.memberId),
    amount,
    currency: 'CNY',
    reason: 'withdrawal',
    pending: true,
    meta: { orderNo: `W${seq}` },
  });
}

describe('balance and assets', () => {
  it('starts at zero and follows deposits, holds and venue moves', async () => {
    const m = await member('assets01');
    expect(json(await get(t.app, BALANCE, m.as)).data).toEqual({
      central: '0.00',
      total: '0.00',
      locked: '0.00',
      currency: 'CNY',
    });
    await deposit(m.owner, 100_000n);
    await hold(m.owner, 30_000n);
    // Money on its way into a venue: pending from central to the venue wallet.
    await t.app.services.ledger.transfer({
      key: `test-venue:${m.owner.memberId}`,
      debit: memberCentral(m.owner),
      credit: memberVenue(m.owner, 'ag'),
      amount: 20_000n,
      currency: 'CNY',
      reason: 'transfer',
      pending: true,
    });
    expect(json(await get(t.app, BALANCE, m.as)).data).toEqual({
      central: '500.00',
      total: '1000.00',
      locked: '300.00',
      currency: 'CNY',
    });
    expect(json(await get(t.app, ASSETS, m.as)).data).toMatchObject({
      central: '500.00',
      locked: '300.00',
      inTransit: '200.00',
      total: '1000.00',
    });
  });

  it('asks for a session', async () => {
    expect(json(await get(t.app, BALANCE))).toEqual({ status: false, data: 'token' });
  });
});

describe('transaction records', () => {
  it('lists the member’s own movements, signed, filtered and paged', async () => {
    const a = await member('records01');
    const b = await member('records02');
    await deposit(a.owner, 50_000n, '扫码支付');
    await deposit(a.owner, 20_000n);
    const withdrawal = await hold(a.owner, 10_000n);
    await deposit(b.owner, 99_900n);

    const all = json(await post(t.app, RECORDS, { page: 1, size: 2 }, a.as)).data;
    expect(all.total).toBe(3);
    expect(all.list).toHaveLength(2);
    expect(all.list[0]).toMatchObject({
      id: String(withdrawal.id),
      kind: 'withdrawal',
      amount: '-100.00',
      state: 'pending',
      settledAt: null,
    });
    const second = json(await post(t.app, RECORDS, { page: 2, size: 2 }, a.as)).data;
    expect(second.list[0]).toMatchObject({
      kind: 'deposit',
      amount: '+500.00',
      state: 'posted',
      title: '扫码支付',
    });

    const deposits = json(await post(t.app, RECORDS, { kind: 'deposit', page: 1 }, a.as)).data;
    expect(deposits.list.map((r: { amount: string }) => r.amount)).toEqual(['+200.00', '+500.00']);

    // The withdrawal, once voided, says so and keeps its amount.
    await t.app.services.ledger.void(withdrawal.id, `test-void:${withdrawal.id}`, 'withdrawal');
    expect(json(await get(t.app, `${ONE}?id=${withdrawal.id}`, a.as)).data).toMatchObject({
      state: 'voided',
      amount: '-100.00',
    });
    // Another member's movement is not found, the same as one that does not exist.
    expect(json(await get(t.app, `${ONE}?id=${withdrawal.id}`, b.as))).toMatchObject({
      status: false,
      code: 'NOT_FOUND',
    });
    expect(json(await get(t.app, `${ONE}?id=abc`, a.as)).code).toBe('NOT_FOUND');
    // PostgreSQL text cannot hold NUL: refused as input, never a database error.
    expect(json(await get(t.app, `${ONE}?id=1%00`, a.as))).toMatchObject({
      status: false,
      code: 'VALIDATION',
    });
    // Only digits name a movement: "5e0" and "0x5" are not number 5.
    for (const id of [`${withdrawal.id}e0`, `0x${withdrawal.id.toString(16)}`])
      expect(json(await get(t.app, `${ONE}?id=${id}`, a.as)).code).toBe('NOT_FOUND');
  });

  it('filters by date range and refuses bounds that are not dates', async () => {
    const m = await member('records03');
    await deposit(m.owner, 1_000n);
    const future = { startTime: '2099-01-01T00:00:00+08:00', endTime: '2099-01-02T00:00:00+08:00' };
    expect(json(await post(t.app, RECORDS, { ...future, page: 1 }, m.as)).data.total).toBe(0);
    const now = new Date();
    const today = {
      startTime: new Date(now.getTime() - 3_600_000).toISOString(),
      endTime: new Date(now.getTime() + 3_600_000).toISOString(),
    };
    expect(json(await post(t.app, RECORDS, { ...today, page: 1 }, m.as)).data.total).toBe(1);
    const bad = json(await post(t.app, RECORDS, { startTime: 'yesterday' }, m.as));
    expect(bad).toMatchObject({ status: false, code: 'VALIDATION' });
    expect(bad.data.fields.startTime).toBeTruthy();
    // Year 0 is a date to JavaScript but not to PostgreSQL: a refusal, not a 500.
    const yearZero = await post(t.app, RECORDS, { startTime: '0000-01-01T00:00:00Z' }, m.as);
    expect(json(yearZero)).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { startTime: expect.any(String) } },
    });
    const wrongKind = json(await post(t.app, RECORDS, { kind: 'lottery' }, m.as));
    expect(wrongKind).toMatchObject({ status: false, code: 'VALIDATION' });
  });

  it('exports the range as CSV with a BOM, in the member’s language', async () => {
    const m = await member('records04');
    await deposit(m.owner, 12_345n, '网银', '=HYPERLINK("x")');
    const res = await get(t.app, `${RECORDS}.csv`, { ...m.as, lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="transactions-/);
    const text = res.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\n');
    expect(lines[0]).toBe('ID,Time (Beijing),Type,Amount,Currency,State,Description,Reference');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Deposit,+123.45,CNY,Completed,');
    // Beijing time, as the screen shows it, not UTC.
    const time = lines[1]!.split(',')[1]!;
    expect(time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const shown = Date.parse(`${time.replace(' ', 'T')}+08:00`);
    expect(Math.abs(shown - Date.now())).toBeLessThan(60_000);
    // A channel name that looks like a formula is neutralised for spreadsheets.
    expect(lines[1]).toContain(`,"'=HYPERLINK(""x"")"`);
  });
});
