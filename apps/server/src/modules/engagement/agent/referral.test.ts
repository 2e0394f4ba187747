import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditedDeposit, sessionMember, type Member } from '../../../testing/member-records.ts';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { channelId, operator as depositOperator } from '../../../testing/deposit-kit.ts';
import { get, post } from '../../../testing/members.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { adminToken, operator } from '../../../testing/withdrawal-kit.ts';

// Share and earn (issue 26): the inviter is paid the site's reward once per invitee, through the
// ledger, after the invitee's first deposit of at least the rule's minimum is credited.

const REFERRAL = '/api/findmed/v1/referral';
const RULE = '/api/admin/v1/referral/rule';
let t: TestApp;
let admin: string;
let bank: number;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off' });
  admin = await adminToken(t);
  await t.app.services.deposits.seedChannels('pgdz', 'CNY');
  bank = await channelId(t, 'bank');
});
afterEach(() => expectBooksBalance(t.database));
afterAll(() => t.close());

const setRule = (body: Record<string, unknown>, token = admin) =>
  t.app
    .inject({ method: 'PUT', url: RULE, headers: { t: token }, payload: { site: 'pgdz', ...body } })
    .then(json);
const summary = async (m: Member) => json(await get(t.app, REFERRAL, m.headers)).data;
const centralOf = async (m: Member) =>
  json(await get(t.app, '/api/findmed/v1/member/balance', m.headers)).data.central as string;

/** A bank deposit the invitee makes and an operator confirms (the real path, hook included). */
async function deposit(m: Member, amount: string) {
  const made = json(
    await post(
      t.app,
      '/api/findmed/v1/finance/deposit',
      { channelId: bank, amount, depositorName: '张三' },
      m.headers,
    ),
  );
  expect(made.code, made.msg).toBeUndefined();
  const ops = await depositOperator(t);
  expect(json(await ops.confirm(made.data.id))).toMatchObject({ status: true });
}

describe('share and earn', () => {
  it('pays the inviter once, after the invitee’s first qualifying deposit', async () => {
    expect(
      await setRule({ reward: '18.00', minDeposit: '200.00', turnoverMultiple: '2' }),
    ).toMatchObject({
      status: true,
      data: { reward: '18.00', minDeposit: '200.00', enabled: true },
    });
    const a = await sessionMember(t);
    const b = await sessionMember(t, { inviterId: a.id });
    expect(await summary(a)).toMatchObject({
      inviteCode: expect.any(String),
      invitePath: expect.stringContaining('/register?invite_code='),
      rule: { reward: '18.00', minDeposit: '200.00', turnoverMultiple: '2' },
      totals: { invited: 1, rewarded: 0, paid: '0.00' },
      list: [{ state: 'waiting', reward: null }],
    });
    // Below the minimum: nothing yet.
    await deposit(b, '100');
    expect(await centralOf(a)).toBe('0.00');
    // The first qualifying deposit pays 18.00 into the inviter's wallet, with its turnover.
    await deposit(b, '250');
    expect(await centralOf(a)).toBe('18.00');
    const after = await summary(a);
    expect(after.totals).toEqual({ invited: 1, rewarded: 1, paid: '18.00' });
    expect(after.list[0]).toMatchObject({ state: 'rewarded', reward: '18.00' });
    expect(after.list[0].account).toContain('***');
    // Another deposit, and a sweep, pay nothing more.
    await deposit(b, '300');
    expect(await t.app.services.referrals.sweep(['pgdz'])).toBe(0);
    expect(await centralOf(a)).toBe('18.00');
  });

  it('pays what a deposit’s own follow-up missed in the sweep, once, and none while the rule is off', async () => {
    await setRule({ reward: '5.00', minDeposit: '10.00', enabled: false });
    const a = await sessionMember(t);
    const b = await sessionMember(t, { inviterId: a.id });
    // Credited without the follow-up (as if the node stopped right after the deposit).
    await creditedDeposit(t, b, 20_00n);
    expect(await t.app.services.referrals.sweep(['pgdz'])).toBe(0);
    expect((await summary(a)).rule).toBeNull();
    await setRule({ reward: '5.00', minDeposit: '10.00', enabled: true });
    expect(await t.app.services.referrals.sweep(['pgdz'])).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.referrals.sweep(['pgdz'])).toBe(0);
    expect(await centralOf(a)).toBe('5.00');
  });

  it('lets only the site’s admins set the rule, refusing bad input with VALIDATION', async () => {
    expect(await setRule({ reward: '0', minDeposit: '10' })).toMatchObject({ code: 'VALIDATION' });
    expect(await setRule({ reward: '5', minDeposit: '-1' })).toMatchObject({ code: 'VALIDATION' });
    expect(await setRule({ reward: '5', minDeposit: '1', turnoverMultiple: 'x' })).toMatchObject({
      code: 'VALIDATION',
    });
    const other = await operator(t, 'rfother01', 'admin', ['jinb']);
    expect(await setRule({ reward: '5', minDeposit: '1' }, other)).toMatchObject({
      status: false,
    });
    const support = await operator(t, 'rfsupport', 'support');
    expect(await setRule({ reward: '5', minDeposit: '1' }, support)).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
