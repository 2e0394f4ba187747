import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channelId, DEPOSIT } from '../../../testing/deposit-kit.ts';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import {
  ageCodes,
  encrypt,
  get,
  login,
  outboxCode,
  PASSWORD,
  post,
  query,
} from '../../../testing/members.ts';
import { createEvent, placeBet, selection } from '../../../testing/sportsbook-kit.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import {
  balance,
  fund,
  newMember,
  operator,
  withdraw,
  type TestMember,
} from '../../../testing/withdrawal-kit.ts';
import { COOLING_OFF_MS } from './protection.service.ts';

// Responsible gambling (API.md): limits with their cooling-off on a clock the test moves,
// time-outs and self-exclusions across brands, and every refused path moving nothing.

const LIMITS = '/api/findmed/v1/member/limits';
const CONFIRM = '/api/findmed/v1/member/limits/confirm';
const TIMEOUT = '/api/findmed/v1/member/timeout';
const EXCLUDE = '/api/findmed/v1/member/exclude';
const REGISTER = '/api/f/v1/member/register';

let t: TestApp;
let bank: number;
let trader: string;
let offsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  await t.app.services.deposits.seedChannels('pgdz', 'CNY');
  bank = await channelId(t, 'bank');
  trader = await operator(t, 'rgtrader', 'trader');
  // The protection module's clock: real time plus what a test has moved it on.
  t.app.services.protection.now = () => new Date(Date.now() + offsetMs);
});
afterEach(async () => {
  offsetMs = 0;
  await expectBooksBalance(t.database);
});
afterAll(() => t.close());

const limits = async (as: Record<string, string>) => json(await get(t.app, LIMITS, as));
const deposit = (m: TestMember, amount: string) =>
  post(t.app, DEPOSIT, { channelId: bank, amount, depositorName: '张三' }, m.as);
const ordersOf = async (memberId: number) =>
  (
    await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from deposit_orders where member_id = ${memberId}`,
    )
  )[0]!.n;

/** Registers on `site` with this phone (the code read from the outbox). */
async function registerWith(site: string, account: string, phone: string) {
  const headers = { site_code: site };
  await ageCodes(t.database);
  const sent = await post(
    t.app,
    '/api/service/sms',
    { type: 'phone', purpose: 'register', areaCode: '86', phone },
    headers,
  );
  expect(json(sent).status).toBe(true);
  const code = await outboxCode(t.app, `+86${phone}`);
  await ageCodes(t.database);
  return post(
    t.app,
    REGISTER,
    {
      account,
      password: await encrypt(t.app, PASSWORD),
      confirmPassword: await encrypt(t.app, PASSWORD),
      areaCode: '86',
      phone,
      code,
      captcha: 'any',
      adult: '1',
    },
    headers,
  );
}

const phoneOf = async (memberId: number) =>
  (
    await query<{ phone: string }>(
      t.database,
      sql`select phone from members where id = ${memberId}`,
    )
  )[0]!.phone;

describe('limits', () => {
  it('starts with none', async () => {
    const m = await newMember(t, 'rglimit0', { wpassword: false });
    expect(await limits(m.as)).toEqual({
      status: true,
      data: {
        deposit: { day: null, week: null, month: null },
        loss: { day: null, week: null, month: null },
        wager: { day: null, week: null, month: null },
        used: {
          deposit: { day: null, week: null, month: null },
          loss: { day: null, week: null, month: null },
          wager: { day: null, week: null, month: null },
        },
        sessionMinutes: null,
        realityCheckMinutes: null,
        pending: [],
        timeoutUntil: null,
        excludedUntil: null,
      },
    });
  });

  it('applies a lower limit at once; a higher one waits 24 hours and the confirmation', async () => {
    const m = await newMember(t, 'rglimit1', { wpassword: false });
    const set = (body: Record<string, unknown>) => post(t.app, LIMITS, body, m.as);
    const first = json(await set({ kind: 'deposit', period: 'day', amount: '1000' }));
    expect(first).toMatchObject({
      status: true,
      data: { deposit: { day: '1000.00' }, pending: [] },
    });
    expect(
      json(await set({ kind: 'deposit', period: 'day', amount: '800.50' })).data,
    ).toMatchObject({ deposit: { day: '800.50' }, pending: [] });

    // A raise: the old limit holds, the new one waits.
    const raised = json(await set({ kind: 'deposit', period: 'day', amount: '5000' })).data;
    expect(raised.deposit.day).toBe('800.50');
    expect(raised.pending).toEqual([
      {
        kind: 'deposit',
        period: 'day',
        amount: '5000.00',
        effectiveAt: expect.any(String),
        confirmable: false,
      },
    ]);
    const effectiveAt = new Date(raised.pending[0].effectiveAt).getTime();
    expect(effectiveAt - Date.now()).toBeGreaterThan(COOLING_OFF_MS - 60_000);
    const early = json(await post(t.app, CONFIRM, { kind: 'deposit', period: 'day' }, m.as));
    expect(early).toMatchObject({ status: false, code: 'LIMIT_NOT_CONFIRMABLE' });
    expect((await limits(m.as)).data.deposit.day).toBe('800.50');

    // 23 hours on: still waiting.
    offsetMs = COOLING_OFF_MS - 3_600_000;
    expect((await limits(m.as)).data.pending[0].confirmable).toBe(false);
    expect(
      json(await post(t.app, CONFIRM, { kind: 'deposit', period: 'day' }, m.as)),
    ).toMatchObject({ code: 'LIMIT_NOT_CONFIRMABLE' });
    // 24 hours on: the member may confirm; until they do, the old limit holds.
    offsetMs = COOLING_OFF_MS + 1_000;
    const ready = (await limits(m.as)).data;
    expect(ready.pending[0].confirmable).toBe(true);
    expect(ready.deposit.day).toBe('800.50');
    const confirmed = json(await post(t.app, CONFIRM, { kind: 'deposit', period: 'day' }, m.as));
    expect(confirmed).toMatchObject({
      status: true,
      data: { deposit: { day: '5000.00' }, pending: [] },
    });

    // A removal waits too.
    offsetMs = 0;
    const removing = json(await set({ kind: 'deposit', period: 'day', amount: null })).data;
    expect(removing.deposit.day).toBe('5000.00');
    expect(removing.pending).toMatchObject([{ kind: 'deposit', period: 'day', amount: null }]);
    offsetMs = COOLING_OFF_MS + 1_000;
    const removed = json(await post(t.app, CONFIRM, { kind: 'deposit', period: 'day' }, m.as));
    expect(removed.data).toMatchObject({ deposit: { day: null }, pending: [] });

    // Every change is kept, and that history cannot be rewritten.
    const history = await query<{ action: string }>(
      t.database,
      sql`select action from member_limit_changes where member_id = ${m.memberId} order by id`,
    );
    expect(history.map((h) => h.action)).toEqual([
      'lowered',
      'lowered',
      'requested',
      'confirmed',
      'requested',
      'confirmed',
    ]);
    await expect(
      t.database.db.execute(
        sql`update member_limit_changes set to_amount = 1 where member_id = ${m.memberId}`,
      ),
    ).rejects.toThrow();
  });

  it('keeps session and reality-check limits in minutes, with the same cooling-off', async () => {
    const m = await newMember(t, 'rglimit2', { wpassword: false });
    const set = (body: Record<string, unknown>) => post(t.app, LIMITS, body, m.as);
    expect(json(await set({ kind: 'session', amount: 120 })).data.sessionMinutes).toBe(120);
    expect(json(await set({ kind: 'realityCheck', amount: '30' })).data.realityCheckMinutes).toBe(
      30,
    );
    const longer = json(await set({ kind: 'session', amount: 240 })).data;
    expect(longer.sessionMinutes).toBe(120);
    expect(longer.pending).toMatchObject([{ kind: 'session', period: null, amount: 240 }]);
  });

  it('refuses bad input with VALIDATION, changing nothing', async () => {
    const m = await newMember(t, 'rglimit3', { wpassword: false });
    const cases: [string, Record<string, unknown>, string][] = [
      [LIMITS, { kind: 'bonus', period: 'day', amount: '10' }, 'kind'],
      [LIMITS, { kind: 'deposit', amount: '10' }, 'period'],
      [LIMITS, { kind: 'deposit', period: 'year', amount: '10' }, 'period'],
      [LIMITS, { kind: 'deposit', period: 'day', amount: 'ten' }, 'amount'],
      [LIMITS, { kind: 'deposit', period: 'day', amount: '-5' }, 'amount'],
      [LIMITS, { kind: 'deposit', period: 'day', amount: '0' }, 'amount'],
      [LIMITS, { kind: 'deposit', period: 'day', amount: '1.001' }, 'amount'],
      [LIMITS, { kind: 'session', period: 'day', amount: 60 }, 'period'],
      [LIMITS, { kind: 'session', amount: 0 }, 'amount'],
      [LIMITS, { kind: 'session', amount: 1.5 }, 'amount'],
      [LIMITS, { kind: 'session', amount: 100_000 }, 'amount'],
      [CONFIRM, { kind: 'deposit', period: 'fortnight' }, 'period'],
      [TIMEOUT, { days: 3 }, 'days'],
      [TIMEOUT, { days: '' }, 'days'],
      [EXCLUDE, { months: 2, password: 'x' }, 'months'],
    ];
    for (const [url, body, field] of cases) {
      const res = await post(t.app, url, body, m.as);
      expect(res.statusCode).toBe(200);
      expect({ url, body, answer: json(res) }).toMatchObject({
        answer: {
          status: false,
          code: 'VALIDATION',
          data: { fields: { [field]: expect.any(String) } },
        },
      });
    }
    for (const body of [{}, { kind: 5 }, { kind: 'deposit', period: 'day', amount: {} }]) {
      const res = await post(t.app, LIMITS, body, m.as);
      expect(res.statusCode).toBeLessThan(500);
      expect(json(res).status).toBe(false);
    }
    const nothing = await query(
      t.database,
      sql`select 1 from member_limits where member_id = ${m.memberId}`,
    );
    expect(nothing).toEqual([]);
    expect((await limits(m.as)).data.timeoutUntil).toBeNull();
  });
});

describe('deposit limits', () => {
  it('refuses an order above what is left of a limit, naming it and its reset, moving nothing', async () => {
    const m = await newMember(t, 'rgdepo01', { wpassword: false });
    await post(t.app, LIMITS, { kind: 'deposit', period: 'week', amount: '2000' }, m.as);
    await post(t.app, LIMITS, { kind: 'deposit', period: 'day', amount: '1000' }, m.as);
    expect(json(await deposit(m, '600'))).toMatchObject({ status: true });

    const before = await ordersOf(m.memberId);
    const refused = json(await deposit(m, '500'));
    expect(refused).toMatchObject({
      status: false,
      code: 'LIMIT_REACHED',
      msg: expect.stringContaining('每日存款限额'),
    });
    expect(refused.msg).toContain('400.00');
    expect(refused.msg).toMatch(/\d{4}-\d\d-\d\d 00:00:00/);
    expect(await ordersOf(m.memberId)).toBe(before);

    const en = await t.app.inject({
      method: 'POST',
      url: DEPOSIT,
      headers: { ...m.as, lang: 'en', device_no: 'h5_ios_abcdefgh12_ijklmnop34' },
      payload: { channelId: bank, amount: '500', depositorName: '张三' },
    });
    expect(json(en)).toMatchObject({
      code: 'LIMIT_REACHED',
      msg: expect.stringContaining('daily deposit limit'),
    });

    // The page shows what each limit has used: the open order counts.
    expect(await limits(m.as)).toMatchObject({
      data: { used: { deposit: { day: '600.00', week: '600.00', month: null } } },
    });

    // What is left still goes through; a rejected order stops counting.
    expect(json(await deposit(m, '400'))).toMatchObject({ status: true });
    expect(json(await deposit(m, '100'))).toMatchObject({ code: 'LIMIT_REACHED' });
    const [open] = await query<{ order_no: string }>(
      t.database,
      sql`select order_no from deposit_orders where member_id = ${m.memberId} and amount = 40000`,
    );
    await t.database.db.execute(
      sql`update deposit_orders set state = 'rejected' where order_no = ${open!.order_no}`,
    );
    expect(json(await deposit(m, '300'))).toMatchObject({ status: true });
    expect((await balance(t, m)).central).toBe('0.00');
  });
});

describe('time-out', () => {
  it('ends the sessions, refuses deposits and bets, lets the member log in, withdraw and read', async () => {
    const m = await newMember(t, 'rgtime01');
    await fund(t, m.owner, '500');
    const event = await createEvent(t, trader);
    const leg = [{ selectionId: selection(event, '1x2', 'home').id, odds: '1.950' }];

    const out = json(await post(t.app, TIMEOUT, { days: 7 }, m.as));
    expect(out).toMatchObject({ status: true, data: { until: expect.any(String) } });
    // The session that asked is over.
    expect(json(await get(t.app, LIMITS, m.as))).toMatchObject({ status: false });

    const again = await login(t.app, m.account);
    expect(json(again).status).toBe(true);
    const as = { t: again.headers['id'] as string };
    const back = { ...m, as };
    expect((await limits(as)).data.timeoutUntil).toBe(out.data.until);

    const orders = await ordersOf(m.memberId);
    expect(json(await deposit(back, '100'))).toMatchObject({
      status: false,
      code: 'TIMED_OUT',
      msg: expect.stringContaining('暂停'),
    });
    expect(await ordersOf(m.memberId)).toBe(orders);
    expect(await placeBet(t, as, { stake: '10', legs: leg })).toMatchObject({ code: 'TIMED_OUT' });
    expect(await balance(t, back)).toMatchObject({ central: '500.00', locked: '0.00' });

    // Reads and withdrawals still work.
    expect(json(await withdraw(t, back, { amount: '100' }))).toMatchObject({ status: true });
    expect((await balance(t, back)).central).toBe('400.00');

    // It cannot be shortened; it ends on its own.
    expect(json(await post(t.app, TIMEOUT, { days: 1 }, as))).toMatchObject({
      code: 'RESTRICTION_NOT_SHORTER',
    });
    // A longer one extends it.
    const longer = json(await post(t.app, TIMEOUT, { days: 30 }, as));
    expect(longer).toMatchObject({ status: true });
    const as2 = { t: (await login(t.app, m.account)).headers['id'] as string };
    expect((await limits(as2)).data.timeoutUntil).toBe(longer.data.until);
    offsetMs = 8 * 86_400_000;
    expect(await placeBet(t, as2, { stake: '10', legs: leg })).toMatchObject({ code: 'TIMED_OUT' });
    offsetMs = 31 * 86_400_000;
    expect((await limits(as2)).data.timeoutUntil).toBeNull();
    expect(await placeBet(t, as2, { stake: '10', legs: leg })).toMatchObject({ status: true });
  });
});

describe('self-exclusion', () => {
  it('needs the login password again', async () => {
    const m = await newMember(t, 'rgexcl00', { wpassword: false });
    const wrong = json(
      await post(t.app, EXCLUDE, { months: 6, password: await encrypt(t.app, 'Wrong1234') }, m.as),
    );
    expect(wrong).toMatchObject({ status: false, code: 'PASSWORD_WRONG' });
    const plain = json(await post(t.app, EXCLUDE, { months: 6, password: PASSWORD }, m.as));
    expect(plain).toMatchObject({ status: false, code: 'VALIDATION' });
    const none = await query(
      t.database,
      sql`select 1 from member_exclusions where member_id = ${m.memberId}`,
    );
    expect(none).toEqual([]);
    expect((await limits(m.as)).data.excludedUntil).toBeNull();
  });

  it('covers every brand with the same phone: sessions ended, play and sign-up refused', async () => {
    const m = await newMember(t, 'rgexcl01', { wpassword: false });
    const phone = await phoneOf(m.memberId);
    const other = await registerWith('hgty', 'rgexcl01b', phone);
    expect(json(other).status).toBe(true);
    const otherAs = { t: other.headers['id'] as string, site_code: 'hgty' };
    expect(json(await get(t.app, LIMITS, otherAs)).status).toBe(true);

    const excluded = json(
      await post(t.app, EXCLUDE, { months: 0, password: await encrypt(t.app, PASSWORD) }, m.as),
    );
    expect(excluded).toEqual({ status: true, data: { until: null } });
    // Both brands' sessions are over.
    expect(json(await get(t.app, LIMITS, m.as)).status).toBe(false);
    expect(json(await get(t.app, LIMITS, otherAs)).status).toBe(false);

    // The other brand's member logs in, reads, and may not play.
    const relog = await login(t.app, 'rgexcl01b', PASSWORD, { site_code: 'hgty' });
    expect(json(relog).status).toBe(true);
    const as = { t: relog.headers['id'] as string, site_code: 'hgty' };
    expect((await limits(as)).data.excludedUntil).toBe('permanent');
    const event = await createEvent(t, trader);
    const leg = [{ selectionId: selection(event, '1x2', 'home').id, odds: '1.950' }];
    expect(await placeBet(t, as, { stake: '10', legs: leg })).toMatchObject({
      status: false,
      code: 'SELF_EXCLUDED',
    });

    // A new sign-up with that phone, on any brand, is refused; a permanent one cannot be cut.
    const third = json(await registerWith('pgdz', 'rgexcl01c', phone));
    expect(third).toMatchObject({ status: false, code: 'SELF_EXCLUDED' });
    expect(await query(t.database, sql`select 1 from members where account = 'rgexcl01c'`)).toEqual(
      [],
    );
    expect(json(await post(t.app, TIMEOUT, { days: 42 }, as))).toMatchObject({
      code: 'RESTRICTION_NOT_SHORTER',
    });
    offsetMs = 100 * 365 * 86_400_000;
    expect((await limits(as)).data.excludedUntil).toBe('permanent');
  });

  it('covers a brand where only the email is the same', async () => {
    const m = await newMember(t, 'rgexcl02', { wpassword: false });
    await t.database.db.execute(
      sql`update members set email = 'Same.Person@example.com' where id = ${m.memberId}`,
    );
    const other = await post(
      t.app,
      REGISTER,
      {
        account: 'rgexcl02b',
        password: await encrypt(t.app, PASSWORD),
        confirmPassword: await encrypt(t.app, PASSWORD),
        email: 'same.person@example.com',
        captcha: 'any',
        adult: '1',
      },
      { site_code: 'hgty' },
    );
    expect(json(other).status).toBe(true);
    const otherId = Number(json(other).data.member.id);
    const as = { t: other.headers['id'] as string, site_code: 'hgty' };
    const out = json(
      await post(t.app, EXCLUDE, { months: 6, password: await encrypt(t.app, PASSWORD) }, m.as),
    );
    expect(out).toMatchObject({ status: true, data: { until: expect.any(String) } });
    expect(json(await get(t.app, LIMITS, as)).status).toBe(false);
    const fresh = await t.app.services.memberSessions.start(t.database.db, otherId, {});
    const event = await createEvent(t, trader);
    const leg = [{ selectionId: selection(event, '1x2', 'home').id, odds: '1.950' }];
    expect(
      await placeBet(t, { t: fresh, site_code: 'hgty' }, { stake: '1', legs: leg }),
    ).toMatchObject({
      code: 'SELF_EXCLUDED',
    });
  });
});
