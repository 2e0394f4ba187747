import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { operatorTokenOf } from '../../../testing/operator-sign-in.ts';
import {
  adminToken,
  balance,
  fund,
  newMember,
  withdraw,
  type TestMember,
} from '../../../testing/withdrawal-kit.ts';
import { customer, desk } from '../../../testing/support-kit.ts';

// Operators scoped to sites (issue 20): an operator of brand A sees and touches nothing of brand
// B; a platform operator (no sites) sees all; routes not made for a site's operator are refused.

const ADMIN = '/api/admin/v1';
let t: TestApp;
let alice: TestMember; // a member of pgdz
let admin: string;

const as = (token: string, lang = 'zh-CN') => ({ t: token, lang });
const call = async (token: string, url: string, payload?: object, key?: string) =>
  json(
    await t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `${ADMIN}${url}`,
      headers: { ...as(token), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    }),
  );

async function operatorOf(account: string, role: string, sites?: string[]) {
  const password = `${account}-password-1`;
  const made = await call(admin, '/operators', { account, password, role, sites });
  expect(made).toMatchObject({ status: true, data: { sites: sites ?? null } });
  return operatorTokenOf(t.app, account, password);
}

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off' });
  admin = await adminToken(t);
  alice = await newMember(t, 'scopealice');
  await fund(t, alice.owner, '500.00');
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

describe('operators scoped to sites', () => {
  it('keeps an operator of another brand off a member’s withdrawal: unseen, unpaid', async () => {
    const made = json(await withdraw(t, alice, { amount: '100.00' }));
    expect(made.status).toBe(true);
    const orderNo = made.data.id as string;
    expect(orderNo).toMatch(/^W/);
    const kyFinance = await operatorOf('kyfinance', 'finance', ['ky']);

    const list = await call(kyFinance, '/finance/withdrawals');
    expect(list.status).toBe(true);
    expect(list.data.list.map((w: { id: string }) => w.id)).not.toContain(orderNo);
    expect(await call(kyFinance, '/finance/withdrawals?site=pgdz')).toMatchObject({
      code: 'FORBIDDEN',
    });
    for (const action of ['approve', 'pay', 'reject'])
      expect(
        await call(kyFinance, `/finance/withdrawals/${orderNo}/${action}`, {}, `ky-${action}`),
      ).toMatchObject({ status: false, code: 'NOT_FOUND' });
    expect(await call(kyFinance, `/finance/withdrawals/${orderNo}/payee`)).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await balance(t, alice)).toMatchObject({ central: '400.00', locked: '100.00' });

    // pgdz's own finance operator sees it and pays it.
    const pgdzFinance = await operatorOf('pgdzfinance', 'finance', ['pgdz']);
    const own = await call(pgdzFinance, '/finance/withdrawals');
    expect(own.data.list.map((w: { id: string }) => w.id)).toContain(orderNo);
    const paid = await call(pgdzFinance, `/finance/withdrawals/${orderNo}/pay`, {}, 'pgdz-pay');
    expect(paid, JSON.stringify(paid)).toMatchObject({ status: true });
    expect(await balance(t, alice)).toMatchObject({ central: '400.00', locked: '0.00' });
  });

  it('refuses another brand’s member to adjustments and to disabling', async () => {
    const kyFinance = await operatorTokenOf(t.app, 'kyfinance', 'kyfinance-password-1');
    for (const body of [
      { site: 'pgdz', account: alice.account, amount: '50.00', reason: 'goodwill' },
      { account: alice.account, amount: '50.00', reason: 'goodwill' }, // the request's site, pgdz
    ])
      expect(
        await call(kyFinance, '/finance/adjustments', body, `ky-adj-${body.site}`),
      ).toMatchObject({ code: 'NOT_FOUND' });
    expect(await balance(t, alice)).toMatchObject({ central: '400.00' });
    const kySupport = await operatorOf('kysupport', 'support', ['ky']);
    expect(
      await call(kySupport, `/members/${alice.memberId}/disable`, { reason: 'test' }),
    ).toMatchObject({ code: 'NOT_FOUND' });
    // The platform's support can.
    const support = await operatorOf('allsupport', 'support');
    expect(
      await call(support, `/members/${alice.memberId}/disable`, { reason: 'scope test' }),
    ).toMatchObject({ status: true });
    await call(support, `/members/${alice.memberId}/enable`, { reason: 'scope test' });
  });

  it('keeps another brand’s support off a member’s chat and messages', async () => {
    // A new member: alice's sessions ended when she was disabled above.
    const bea = await newMember(t, 'scopebea', { wpassword: false });
    const sent = json(
      await customer(t.app, { t: bea.as.t }).send({ content: '提现什么时候到账？' }),
    );
    expect(sent, JSON.stringify(sent)).toMatchObject({ status: true });
    const threadId = sent.data.threadId as number;
    const kySupport = await operatorTokenOf(t.app, 'kysupport', 'kysupport-password-1');
    const ky = desk(t.app, kySupport);
    const queue = json(await ky.threads());
    expect(queue.status).toBe(true);
    expect(queue.data.list.map((x: { id: number }) => x.id)).not.toContain(threadId);
    expect(json(await ky.thread(threadId))).toMatchObject({ code: 'NOT_FOUND' });
    expect(json(await ky.reply(threadId, { content: '您好' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const message = { audience: 'member', account: bea.account, title: '通知', body: '内容' };
    expect(await call(kySupport, '/messages', { ...message, site: 'pgdz' })).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await call(kySupport, '/messages?site=pgdz')).toMatchObject({ code: 'FORBIDDEN' });

    const pgdzSupport = await operatorOf('pgdzsupport', 'support', ['pgdz']);
    const own = desk(t.app, pgdzSupport);
    expect(json(await own.reply(threadId, { content: '您好，正在处理' }))).toMatchObject({
      status: true,
    });
    const delivered = await call(pgdzSupport, '/messages', message);
    expect(delivered).toMatchObject({ status: true });
    expect(await call(kySupport, `/messages/${delivered.data.id}/withdraw`, {})).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('serves a site’s operator only the routes made for sites', async () => {
    const kyFinance = await operatorTokenOf(t.app, 'kyfinance', 'kyfinance-password-1');
    expect(await call(kyFinance, '/auth/me')).toMatchObject({
      status: true,
      data: { account: 'kyfinance', sites: ['ky'] },
    });
    // The invariant check spans every brand's books: a platform operator's.
    expect(
      json(
        await t.app.inject({ url: `${ADMIN}/finance/invariants`, headers: as(kyFinance, 'en') }),
      ),
    ).toEqual({
      status: false,
      data: null,
      code: 'FORBIDDEN',
      msg: 'You are not allowed to do this.',
    });
    const twoSites = await operatorOf('twofinance', 'finance', ['ky', 'pgdz']);
    expect(await call(twoSites, '/finance/deposits')).toMatchObject({ code: 'SITE_REQUIRED' });
    expect(await call(twoSites, '/finance/deposits?site=pgdz')).toMatchObject({ status: true });
    const badSite = await call(admin, '/operators', {
      account: 'nosite',
      password: 'nosite-password-1',
      role: 'finance',
      sites: ['nowhere'],
    });
    expect(badSite).toMatchObject({ code: 'VALIDATION' });
  });
});
