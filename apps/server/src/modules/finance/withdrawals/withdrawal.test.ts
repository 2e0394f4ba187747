import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { encrypt, get, post, query } from '../../../testing/members.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { minorOf } from '../../../lib/finance-policy.ts';
import { beijingDayStart } from '../../../lib/beijing-time.ts';
import {
  adminToken,
  balance,
  FINANCE,
  fund,
  newMember,
  operator,
  operatorGet,
  operatorPost,
  withdraw,
  WP,
} from '../../../testing/withdrawal-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on', WITHDRAW_FEE: '2.50' });
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

describe('withdraw info', () => {
  it('lists limits by VIP level, the fee, turnover and the accounts with masked labels', async () => {
    const m = await newMember(t, 'wdinfo01');
    const wp = await encrypt(t.app, WP);
    await post(
      t.app,
      '/api/findmed/v1/member/cards/virtual',
      { network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', wpassword: wp },
      m.as,
    );
    await post(
      t.app,
      '/api/findmed/v1/member/cards/alipay',
      { account: '13800138000', holder: '张三', wpassword: await encrypt(t.app, WP) },
      m.as,
    );
    await fund(t, m.owner, '1234.56');
    await t.app.services.turnover.require(m.memberId, minorOf('300', 'CNY'), 'deposit:D1');
    await t.app.services.turnover.require(m.memberId, minorOf('200', 'CNY'), 'redemption:7');
    const info = json(await get(t.app, `${FINANCE}/withdraw/info`, m.as));
    expect(info.data).toEqual({
      currency: 'CNY',
      available: '1234.56',
      minPerRequest: '100.00',
      maxPerRequest: '50000.00',
      maxPerDay: '200000.00',
      countPerDay: 5,
      usedToday: '0.00',
      countToday: 0,
      fee: '2.50',
      turnoverRemaining: '500.00',
      turnoverRequired: '500.00',
      turnoverSources: { deposit: '300.00', bonus: '200.00', adjustment: '0.00' },
      accounts: [
        { id: m.accountId, kind: 'bank', label: '中国工商银行 ****0128' },
        { id: expect.any(Number), kind: 'virtual', label: 'USDT-TRC20 TR7NHq…gjLj6t' },
        { id: expect.any(Number), kind: 'alipay', label: '支付宝 138****8000' },
      ],
    });
    await t.database.db.execute(sql`update members set vip_level = 3 where id = ${m.memberId}`);
    const vip = json(await get(t.app, `${FINANCE}/withdraw/info`, { ...m.as, lang: 'en' })).data;
    expect(vip).toMatchObject({ maxPerRequest: '100000.00', maxPerDay: '500000.00' });
    expect(vip.accounts[2].label).toBe('Alipay 138****8000');
  });

  it('counts the Beijing calendar day', () => {
    // 23:59:59 in Beijing on 1 January, then the first second of 2 January.
    expect(beijingDayStart(new Date('2024-01-01T15:59:59Z')).toISOString()).toBe(
      '2023-12-31T16:00:00.000Z',
    );
    expect(beijingDayStart(new Date('2024-01-01T16:00:00Z')).toISOString()).toBe(
      '2024-01-01T16:00:00.000Z',
    );
  });
});

describe('a withdrawal', () => {
  it('holds the funds, is paid by an operator once, and the books balance', async () => {
    const m = await newMember(t, 'wdpay01');
    await fund(t, m.owner, '1000');
    const res = json(await withdraw(t, m, { amount: '300' }));
    expect(res).toMatchObject({
      status: true,
      data: {
        amount: '300.00',
        fee: '2.50',
        currency: 'CNY',
        state: 'reviewing',
        reason: null,
        account: { id: m.accountId, kind: 'bank', label: '中国工商银行 ****0128' },
      },
    });
    const w = res.data;
    expect(w.id).toMatch(/^W\d{16}$/);
    // Under review: the review has no time yet (it is not over).
    expect(w.timeline.map((s: { step: string }) => s.step)).toEqual(['requested']);
    expect(await balance(t, m)).toMatchObject({
      central: '700.00',
      locked: '300.00',
      total: '1000.00',
    });
    const info = json(await get(t.app, `${FINANCE}/withdraw/info`, m.as)).data;
    expect(info).toMatchObject({ available: '700.00', usedToday: '300.00', countToday: 1 });

    const finance = await operator(t, 'fin01', 'finance');
    const paid = await operatorPost(t, finance, `/finance/withdrawals/${w.id}/pay`);
    expect(paid).toMatchObject({ status: true, data: { id: w.id, state: 'paid' } });
    expect(paid.data.timeline.map((s: { step: string }) => s.step)).toEqual([
      'requested',
      'reviewing',
      'paid',
    ]);
    expect(await balance(t, m)).toMatchObject({
      central: '700.00',
      locked: '0.00',
      total: '700.00',
    });
    expect((await operatorPost(t, finance, `/finance/withdrawals/${w.id}/pay`)).code).toBe(
      'ORDER_NOT_PENDING',
    );
    const late = await operatorPost(t, finance, `/finance/withdrawals/${w.id}/reject`, {
      reason: 'too late',
    });
    expect(late.code).toBe('ORDER_NOT_PENDING');
    expect(await balance(t, m)).toMatchObject({ central: '700.00', total: '700.00' });

    const one = json(await get(t.app, `${FINANCE}/withdrawals?id=${w.id}`, m.as));
    expect(one.data).toMatchObject({ id: w.id, state: 'paid' });
    const list = json(await get(t.app, `${FINANCE}/withdrawals`, m.as));
    expect(list.data.list.map((x: { id: string }) => x.id)).toEqual([w.id]);

    const audit = await operatorGet(t, await adminToken(t), `/audit?action=withdrawal.pay`);
    expect(audit.data.list[0]).toMatchObject({
      actorName: 'fin01',
      targetId: w.id,
      before: { state: 'reviewing' },
      after: { state: 'paid' },
    });
  });

  it('is rejected with a reason: the money returns and the member sees why', async () => {
    const m = await newMember(t, 'wdrej01');
    await fund(t, m.owner, '500');
    const w = json(await withdraw(t, m, { amount: '500' })).data;
    expect(await balance(t, m)).toMatchObject({ central: '0.00', locked: '500.00' });
    const admin = await adminToken(t);
    const url = `/finance/withdrawals/${w.id}/reject`;
    expect(await operatorPost(t, admin, url, { reason: '  ' })).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { reason: expect.any(String) } },
    });
    expect((await operatorPost(t, admin, url, { reason: 'x'.repeat(201) })).code).toBe(
      'VALIDATION',
    );
    const rejected = await operatorPost(t, admin, url, { reason: '银行卡信息有误' });
    expect(rejected).toMatchObject({ status: true, data: { state: 'rejected' } });
    expect(await balance(t, m)).toMatchObject({ central: '500.00', locked: '0.00' });
    const seen = json(await get(t.app, `${FINANCE}/withdrawals?id=${w.id}`, m.as)).data;
    expect(seen).toMatchObject({ state: 'rejected', reason: '银行卡信息有误' });
    expect(seen.timeline.map((s: { step: string }) => s.step)).toEqual([
      'requested',
      'reviewing',
      'rejected',
    ]);
    // A rejected request neither uses the day's allowance nor its count.
    const info = json(await get(t.app, `${FINANCE}/withdraw/info`, m.as)).data;
    expect(info).toMatchObject({ usedToday: '0.00', countToday: 0, available: '500.00' });
  });

  it("answers NOT_FOUND for another member's withdrawal or account, and unknown orders", async () => {
    const a = await newMember(t, 'wdown01');
    const b = await newMember(t, 'wdown02');
    await fund(t, a.owner, '200');
    await fund(t, b.owner, '200');
    const w = json(await withdraw(t, a, { amount: '100' })).data;
    expect(json(await get(t.app, `${FINANCE}/withdrawals?id=${w.id}`, b.as)).code).toBe(
      'NOT_FOUND',
    );
    expect(json(await withdraw(t, b, { amount: '100', accountId: a.accountId })).code).toBe(
      'NOT_FOUND',
    );
    await post(t.app, '/api/findmed/v1/member/cards/delete', { id: b.accountId }, b.as);
    expect(json(await withdraw(t, b, { amount: '100' })).code).toBe('NOT_FOUND');
    const admin = await adminToken(t);
    expect((await operatorPost(t, admin, '/finance/withdrawals/W0/pay')).code).toBe('NOT_FOUND');
    expect(await balance(t, b)).toMatchObject({ central: '200.00' });
  });
});

describe('refusals', () => {
  it('applies the per-request minimum and maximum, and the fee', async () => {
    const m = await newMember(t, 'wdlim01');
    await fund(t, m.owner, '60000');
    expect(json(await withdraw(t, m, { amount: '99.99' }))).toMatchObject({
      code: 'AMOUNT_BELOW_MIN',
      msg: '金额不能低于100.00',
    });
    expect(json(await withdraw(t, m, { amount: '50000.01' }))).toMatchObject({
      code: 'AMOUNT_ABOVE_MAX',
      msg: '金额不能高于50000.00',
    });
    expect(json(await withdraw(t, m, { amount: '100.001' }))).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { amount: '小数位数过多' } },
    });
    expect(json(await withdraw(t, m, { amount: 'abc' })).code).toBe('VALIDATION');
    expect(json(await withdraw(t, m, { amount: '-100' })).code).toBe('VALIDATION');
    expect(json(await withdraw(t, m, { amount: 50000 })).status).toBe(true);
  });

  it('applies the daily total and the daily count; yesterday does not count', async () => {
    const m = await newMember(t, 'wdday01');
    await fund(t, m.owner, '250000');
    for (const amount of ['50000', '50000', '50000', '49000'])
      expect(json(await withdraw(t, m, { amount })).status).toBe(true);
    expect(json(await withdraw(t, m, { amount: '1000.01' }))).toMatchObject({
      code: 'WITHDRAW_DAILY_LIMIT',
      msg: '超出今日提现额度，今日还可提现1000.00',
    });
    expect(json(await withdraw(t, m, { amount: '1000' })).status).toBe(true);
    expect(json(await withdraw(t, m, { amount: '100' }))).toMatchObject({
      code: 'WITHDRAW_COUNT_LIMIT',
      msg: '今日提现次数已用完（每日5次）',
    });
    // Moved to yesterday (Beijing), they leave today's allowance whole.
    await t.database.db.execute(
      sql`update withdrawals set created_at = ${beijingDayStart(new Date())}::timestamptz - interval '1 second'
          where member_id = ${m.memberId}`,
    );
    expect(json(await withdraw(t, m, { amount: '100' })).status).toBe(true);
  });

  it('refuses until the turnover is met, earlier wagers counting', async () => {
    const m = await newMember(t, 'wdturn01');
    await fund(t, m.owner, '1000');
    await t.app.services.turnover.require(m.memberId, minorOf('800', 'CNY'), 'deposit:test-1');
    await t.app.services.turnover.wager(m.memberId, minorOf('300', 'CNY'), 'bet:test-1');
    expect(json(await withdraw(t, m, { amount: '100' }))).toMatchObject({
      code: 'TURNOVER_NOT_MET',
      msg: '还需完成流水500.00才可提现',
    });
    expect(json(await get(t.app, `${FINANCE}/withdraw/info`, m.as)).data).toMatchObject({
      turnoverRemaining: '500.00',
      turnoverRequired: '800.00',
    });
    await t.app.services.turnover.wager(m.memberId, minorOf('500', 'CNY'), 'bet:test-2');
    expect(json(await withdraw(t, m, { amount: '100' })).status).toBe(true);
  });

  it('refuses what the member does not have', async () => {
    const m = await newMember(t, 'wdfunds1');
    await fund(t, m.owner, '150');
    expect(json(await withdraw(t, m, { amount: '150.01' })).code).toBe('INSUFFICIENT_FUNDS');
    const other = await newMember(t, 'wdfunds2');
    expect(json(await withdraw(t, other, { amount: '100' })).code).toBe('INSUFFICIENT_FUNDS');
    expect(await balance(t, m)).toMatchObject({ central: '150.00', locked: '0.00' });
  });

  it('asks for the withdrawal password: not set, missing, wrong', async () => {
    const none = await newMember(t, 'wdwp01', { wpassword: false });
    expect(json(await withdraw(t, none, { amount: '100', accountId: 1 })).code).toBe(
      'WITHDRAW_PASSWORD_NOT_SET',
    );
    const m = await newMember(t, 'wdwp02');
    await fund(t, m.owner, '300');
    const bare = await post(
      t.app,
      `${FINANCE}/withdraw`,
      { amount: '100', accountId: m.accountId },
      { ...m.as, 'idempotency-key': 'wp-missing-1' },
    );
    expect(json(bare)).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { wpassword: expect.any(String) } },
    });
    const wrong = await withdraw(t, m, {
      amount: '100',
      wpassword: await encrypt(t.app, '999999'),
    });
    expect(json(wrong).code).toBe('WITHDRAW_PASSWORD_WRONG');
    expect(await balance(t, m)).toMatchObject({ central: '300.00' });
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and refuses a different body', async () => {
    const m = await newMember(t, 'wdidem01');
    await fund(t, m.owner, '1000');
    const first = json(await withdraw(t, m, { amount: '200' }, 'same-key-0001'));
    // The password is encrypted afresh: the replay still matches.
    const again = json(await withdraw(t, m, { amount: '200.00' }, 'same-key-0001'));
    expect(again).toEqual(first);
    expect(await balance(t, m)).toMatchObject({ central: '800.00', locked: '200.00' });
    const conflict = json(await withdraw(t, m, { amount: '300' }, 'same-key-0001'));
    expect(conflict.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(json(await get(t.app, `${FINANCE}/withdrawals`, m.as)).data.list).toHaveLength(1);
  });
});

describe('operators', () => {
  it('lets finance and admin review, refuses support, and filters the list', async () => {
    const m = await newMember(t, 'wdops01');
    await fund(t, m.owner, '1000');
    const w = json(await withdraw(t, m, { amount: '100' })).data;
    const support = await operator(t, 'sup01', 'support');
    for (const url of [`/finance/withdrawals/${w.id}/pay`, `/finance/withdrawals/${w.id}/reject`])
      expect((await operatorPost(t, support, url, { reason: 'x' })).code).toBe('FORBIDDEN');
    expect((await operatorGet(t, support, '/finance/withdrawals')).code).toBe('FORBIDDEN');
    expect(json(await post(t.app, `/api/admin/v1/finance/withdrawals/${w.id}/pay`, {}))).toEqual({
      status: false,
      data: 'token',
    });

    const finance = await operator(t, 'fin02', 'finance');
    const listed = await operatorGet(
      t,
      finance,
      '/finance/withdrawals?state=reviewing&site=pgdz&member=WDOPS01',
    );
    expect(listed.data).toMatchObject({ total: 1, page: 1 });
    expect(listed.data.list[0]).toMatchObject({
      id: w.id,
      memberAccount: 'wdops01',
      siteCode: 'pgdz',
      state: 'reviewing',
    });
    expect(
      (await operatorGet(t, finance, '/finance/withdrawals?state=paid&member=wdops01')).data.total,
    ).toBe(0);
    expect(await balance(t, m)).toMatchObject({ locked: '100.00' });
  });

  it('shows the operator who pays where to pay, in full, and audits the read', async () => {
    const m = await newMember(t, 'wdpayto1');
    await fund(t, m.owner, '1000');
    const w = json(await withdraw(t, m, { amount: '100' })).data;
    const finance = await operator(t, 'fin03', 'finance');
    const payee = await operatorGet(t, finance, `/finance/withdrawals/${w.id}/payee`);
    expect(payee.data).toMatchObject({
      orderNo: w.id,
      state: 'reviewing',
      kind: 'bank',
      number: '6222021234567890128',
      holder: '张三',
      bankName: '中国工商银行',
      removed: false,
    });
    const audited = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from audit_log where action = 'personal_data.read'
          and target_kind = 'withdrawal-payee' and target_id = ${w.id}`,
    );
    expect(audited[0]?.n).toBe(1);
    const support = await operator(t, 'sup03', 'support');
    expect((await operatorGet(t, support, `/finance/withdrawals/${w.id}/payee`)).code).toBe(
      'FORBIDDEN',
    );
    expect((await operatorGet(t, finance, '/finance/withdrawals/W000000000/payee')).code).toBe(
      'NOT_FOUND',
    );
  });

  it('decides a withdrawal once when pay and reject race', async () => {
    const m = await newMember(t, 'wdrace01');
    await fund(t, m.owner, '1000');
    const w = json(await withdraw(t, m, { amount: '400' })).data;
    const admin = await adminToken(t);
    const finance = await operator(t, 'fin03', 'finance');
    const results = await Promise.all([
      operatorPost(t, admin, `/finance/withdrawals/${w.id}/pay`),
      operatorPost(t, finance, `/finance/withdrawals/${w.id}/reject`, { reason: 'dup' }),
      operatorPost(t, finance, `/finance/withdrawals/${w.id}/pay`),
    ]);
    expect(results.filter((r) => r.status === true)).toHaveLength(1);
    expect(results.filter((r) => r.code === 'ORDER_NOT_PENDING')).toHaveLength(2);
    const state = json(await get(t.app, `${FINANCE}/withdrawals?id=${w.id}`, m.as)).data.state;
    expect(await balance(t, m)).toMatchObject(
      state === 'paid' ? { central: '600.00', total: '600.00' } : { central: '1000.00' },
    );
  });
});
