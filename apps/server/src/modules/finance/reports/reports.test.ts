import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RedemptionKind } from '@kirin/contract';
import { beijingDay } from '../../../lib/beijing-time.ts';
import { channelId, depositMember } from '../../../testing/deposit-kit.ts';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import {
  creditedDeposit,
  sessionMember,
  venueBet,
  type Member,
} from '../../../testing/member-records.ts';
import { post } from '../../../testing/members.ts';
import { operatorTokenOf } from '../../../testing/operator-sign-in.ts';
import {
  createTestApp,
  json,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../../testing/test-app.ts';
import {
  adminToken,
  fund,
  newMember,
  operator,
  operatorGet,
  operatorPost,
  withdraw,
} from '../../../testing/withdrawal-kit.ts';

// The operator console's dashboard (GET /api/admin/v1/reports/dashboard): money by currency over
// the Beijing day and 30 Beijing days, members, and the queues, of a site or of every site. Each
// test's figures are on sites of its own, so they hold in any order.

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await createTestApp({
    CAPTCHA: 'off',
    SMS_OUTBOX: 'on',
    WITHDRAW_FEE: '2.50',
    ADJUSTMENT_APPROVAL_THRESHOLD: '1000',
  });
  finance = await operator(t, 'rptfinance', 'finance');
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);

const dashboard = (token: string, site?: string) =>
  operatorGet(t, token, `/reports/dashboard${site === undefined ? '' : `?site=${site}`}`);

/** A reward credited through the ledger, as rebates, bonuses and commissions are. */
async function reward(who: Member, kind: RedemptionKind, amount: bigint, currency = 'CNY') {
  await t.database.db.transaction((tx) =>
    t.app.services.rewards.credit(tx, {
      siteCode: who.site,
      memberId: who.id,
      kind,
      period: `reports-test:${kind}:${amount}`,
      currency,
      amount,
    }),
  );
}

const NOTHING = {
  deposits: '0.00',
  depositCount: 0,
  withdrawals: '0.00',
  withdrawalCount: 0,
  netDeposits: '0.00',
  stakes: '0.00',
  payouts: '0.00',
  ggr: '0.00',
  bonuses: '0.00',
  ngr: '0.00',
  withdrawalFees: '0.00',
};

describe('money', () => {
  it('counts deposits, paid withdrawals, settled play and bonuses by Beijing day', async () => {
    const m = await newMember(t, 'rptmoney1');
    const who: Member = { id: m.memberId, account: m.account, site: 'pgdz', headers: m.as };
    await creditedDeposit(t, who, 100_000n); // 1000.00 today
    await creditedDeposit(t, who, 20_000n, { at: daysAgo(3) });
    await creditedDeposit(t, who, 5_000n, { at: daysAgo(29) }); // the oldest day shown
    await creditedDeposit(t, who, 7_000n, { at: daysAgo(30) }); // a day too old
    const asked = json(await withdraw(t, m, { amount: '300' }));
    expect(asked.data).toMatchObject({ amount: '300.00', fee: '2.50' });
    const paid = await operatorPost(t, finance, `/finance/withdrawals/${asked.data.id}/pay`);
    expect(paid.data.state).toBe('paid');
    await venueBet(t, who, { stake: 10_000n, payout: 3_000n }); // the house wins 70.00
    await venueBet(t, who, { stake: 2_000n, payout: 5_000n }); // the member wins 30.00
    await venueBet(t, who, { stake: 9_900n, state: 'open' }); // not settled: not counted
    await reward(who, 'activity', 1_500n);
    await reward(who, 'commission', 800n); // the agent's share: not a bonus

    const readFrom = Date.now();
    const answer = await dashboard(finance, 'pgdz');
    const answered = Date.now();
    expect(answer.status).toBe(true);
    const data = answer.data;
    expect(data).toMatchObject({ site: 'pgdz', today: beijingDay(new Date()) });
    // The reading is of this request, not an older one kept somewhere.
    expect(Date.parse(data.asOf)).toBeGreaterThanOrEqual(readFrom);
    expect(Date.parse(data.asOf)).toBeLessThanOrEqual(answered);
    expect(data.money).toHaveLength(1);
    const cny = data.money[0];
    const today = {
      deposits: '1000.00',
      depositCount: 1,
      withdrawals: '300.00',
      withdrawalCount: 1,
      netDeposits: '700.00',
      stakes: '120.00',
      payouts: '80.00',
      ggr: '40.00',
      bonuses: '15.00',
      ngr: '25.00',
      withdrawalFees: '2.50',
    };
    expect(cny).toMatchObject({ currency: 'CNY', today });
    expect(cny.last30).toEqual({
      ...today,
      deposits: '1250.00',
      depositCount: 3,
      netDeposits: '950.00',
    });
    expect(cny.days).toHaveLength(30);
    expect(cny.days[29]).toEqual({ day: data.today, ...today });
    expect(cny.days[26]).toEqual({
      ...NOTHING,
      day: beijingDay(daysAgo(3)),
      deposits: '200.00',
      depositCount: 1,
      netDeposits: '200.00',
    });
    expect(cny.days[0]).toMatchObject({ day: beijingDay(daysAgo(29)), deposits: '50.00' });
    const quiet = cny.days.filter((_: unknown, i: number) => ![0, 26, 29].includes(i));
    expect(quiet).toEqual(quiet.map((d: { day: string }) => ({ ...NOTHING, day: d.day })));
    // Days are consecutive, oldest first.
    const days = cny.days.map((d: { day: string }) => Date.parse(`${d.day}T00:00:00+08:00`));
    expect(days.slice(1).map((d: number, i: number) => d - days[i]!)).toEqual(
      new Array(29).fill(DAY_MS),
    );
  });

  it('gives a USDT site its own currency entry; every site sums each currency apart', async () => {
    const usdt = await sessionMember(t, { site: 'hgty' });
    await creditedDeposit(t, usdt, 100_000_000n, { currency: 'USDT' }); // ₮100
    await venueBet(t, usdt, { stake: 5_000_000n, payout: 0n, currency: 'USDT' });
    await reward(usdt, 'rebate', 1_000_000n, 'USDT');

    const site = (await dashboard(finance, 'hgty')).data;
    expect(site.money.map((e: { currency: string }) => e.currency)).toEqual(['USDT']);
    expect(site.money[0].today).toEqual({
      deposits: '100.000000',
      depositCount: 1,
      withdrawals: '0.000000',
      withdrawalCount: 0,
      netDeposits: '100.000000',
      stakes: '5.000000',
      payouts: '0.000000',
      ggr: '5.000000',
      bonuses: '1.000000',
      ngr: '4.000000',
      withdrawalFees: '0.000000',
    });

    const all = (await dashboard(finance)).data;
    expect(all.site).toBeNull();
    const currencies = all.money.map((e: { currency: string }) => e.currency);
    expect(currencies).toEqual([...currencies].sort());
    expect(currencies).toEqual(expect.arrayContaining(['CNY', 'USDT']));
    const allUsdt = all.money.find((e: { currency: string }) => e.currency === 'USDT');
    expect(BigInt(allUsdt.today.deposits.replace('.', ''))).toBeGreaterThanOrEqual(100_000_000n);
  });

  it('keeps an operator of one site to it: filled in when left out, another site refused', async () => {
    const ky = await sessionMember(t, { site: 'ky' });
    const ld = await sessionMember(t, { site: 'ld' });
    await creditedDeposit(t, ky, 12_300n);
    await creditedDeposit(t, ld, 45_600n);
    const account = 'rptkyfinance';
    const password = TEST_ADMIN_PASSWORD;
    await t.app.services.operators.create(
      { kind: 'system', name: 'test' },
      { account, password, role: 'finance', sites: ['ky'] },
      {},
    );
    const kyFinance = await operatorTokenOf(t.app, account, password);

    const own = await dashboard(kyFinance);
    expect(own).toMatchObject({ status: true, data: { site: 'ky' } });
    expect(own.data.money).toHaveLength(1);
    expect(own.data.money[0].today).toMatchObject({ deposits: '123.00', depositCount: 1 });
    expect(await dashboard(kyFinance, 'ky')).toMatchObject({ status: true, data: { site: 'ky' } });
    expect(await dashboard(kyFinance, 'ld')).toMatchObject({ status: false, code: 'FORBIDDEN' });
    // A platform operator reads either, and both together.
    expect((await dashboard(finance, 'ld')).data.money[0].today.deposits).toBe('456.00');
    const all = (await dashboard(finance)).data;
    const cny = all.money.find((e: { currency: string }) => e.currency === 'CNY');
    expect(BigInt(cny.today.deposits.replace('.', ''))).toBeGreaterThanOrEqual(12_300n + 45_600n);
  });
});

describe('members', () => {
  it('counts sign-ups and active members by day, and who is online now', async () => {
    const site = 'ny';
    const a = await sessionMember(t, { site });
    const b = await sessionMember(t, { site });
    const c = await sessionMember(t, { site, registeredAt: daysAgo(3) });
    const d = await sessionMember(t, { site, registeredAt: daysAgo(40) });
    await venueBet(t, a, { stake: 1_000n, payout: 0n });
    await venueBet(t, a, { stake: 1_000n, payout: 2_000n });
    await venueBet(t, c, { stake: 500n, at: daysAgo(3) });
    await venueBet(t, d, { stake: 500n, at: daysAgo(31) });
    await venueBet(t, b, { stake: 500n, state: 'open' });
    // d's session was last used ten minutes ago; c's ended: neither is online.
    await t.database.db.execute(
      sql`update member_sessions set last_seen_at = now() - interval '10 minutes'
          where member_id = ${d.id}`,
    );
    await t.database.db.execute(
      sql`update member_sessions set ended_at = now(), end_reason = 'logout'
          where member_id = ${c.id}`,
    );

    const { members } = (await dashboard(finance, site)).data;
    expect(members).toMatchObject({
      signUpsToday: 2,
      signUps30: 3,
      activeToday: 1,
      active30: 2,
      online: 2,
    });
    expect(members.days).toHaveLength(30);
    expect(members.days[29]).toEqual({ day: beijingDay(new Date()), signUps: 2, active: 1 });
    expect(members.days[26]).toEqual({ day: beijingDay(daysAgo(3)), signUps: 1, active: 1 });
    const others = members.days.filter((_: unknown, i: number) => i !== 26 && i !== 29);
    expect(others.every((x: { signUps: number; active: number }) => !x.signUps && !x.active)).toBe(
      true,
    );
  });
});

describe('queues', () => {
  it('count what waits: pending deposits, withdrawals in review, adjustments, feedback', async () => {
    const before = (await dashboard(finance, 'pgdz')).data.queues;

    await t.app.services.deposits.seedChannels('pgdz', 'CNY');
    const depositor = await depositMember(t, 'rptqueue1');
    const ordered = json(
      await depositor.deposit({ channelId: await channelId(t, 'bank'), amount: '500' }),
    );
    expect(ordered).toMatchObject({ status: true });

    const m = await newMember(t, 'rptqueue2');
    await fund(t, m.owner, '800');
    expect(json(await withdraw(t, m, { amount: '100' }))).toMatchObject({ status: true });
    const big = await operatorPost(t, finance, '/finance/adjustments', {
      account: m.account,
      amount: '2000',
      reason: '活动补发',
    });
    expect(big).toMatchObject({ status: true, data: { state: 'awaiting_approval' } });

    const writer = await sessionMember(t);
    const thread = json(
      await post(
        t.app,
        '/api/findmed/v1/feedback/create',
        { type: 'other', content: '提款很快，谢谢' },
        writer.headers,
      ),
    );
    expect(thread).toMatchObject({ status: true });

    const after = (await dashboard(finance, 'pgdz')).data.queues;
    expect(after).toEqual({
      deposits: before.deposits + 1,
      withdrawals: before.withdrawals + 1,
      adjustments: before.adjustments + 1,
      feedback: before.feedback + 1,
    });
    // Every site's queues hold them too; another site's do not.
    const all = (await dashboard(finance)).data.queues;
    for (const key of ['deposits', 'withdrawals', 'adjustments', 'feedback'] as const)
      expect(all[key]).toBeGreaterThanOrEqual(after[key]);
    expect((await dashboard(finance, 'jinb')).data.queues).toEqual({
      deposits: 0,
      withdrawals: 0,
      adjustments: 0,
      feedback: 0,
    });
  });
});

describe('who may read it', () => {
  it('admin and finance; another role is FORBIDDEN, a site that is none a VALIDATION refusal', async () => {
    const admin = await adminToken(t);
    expect(await dashboard(admin)).toMatchObject({ status: true, data: { site: null } });
    for (const role of ['support', 'trader'] as const) {
      const token = await operator(t, `rpt${role}`, role);
      expect(await dashboard(token, 'pgdz'), role).toMatchObject({ code: 'FORBIDDEN' });
    }
    for (const site of ['nope', 'PGDZ', ''])
      expect(await dashboard(finance, site), site).toMatchObject({ code: 'VALIDATION' });
    // An empty site answers in full: zeros, 30 days, no currency.
    const empty = (await dashboard(finance, 'ylhg')).data;
    expect(empty.money).toEqual([]);
    expect(empty.members).toMatchObject({ signUpsToday: 0, signUps30: 0, online: 0 });
    expect(empty.members.days).toHaveLength(30);
  });
});
