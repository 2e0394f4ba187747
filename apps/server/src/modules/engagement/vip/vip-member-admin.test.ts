import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { minorOf } from '../../../lib/finance-policy.ts';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { query } from '../../../testing/members.ts';
import { operatorTokenOf } from '../../../testing/operator-sign-in.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { deposited, member, type Member } from '../../../testing/vip-kit.ts';
import {
  adminToken,
  operator,
  operatorGet,
  operatorPost,
} from '../../../testing/withdrawal-kit.ts';

// A member's VIP standing on their page in the console (GET /api/admin/v1/members/:id/vip) and
// their level set there by id (POST /members/:id/vip-level): kept to the operator's sites, the
// read and the change audited.

let t: TestApp;
let admin: string;
let finance: string;
let who: Member;

const names = (n: number) => ({ 'zh-CN': `等级${n}`, 'zh-HK': `等級${n}`, en: `Level ${n}` });
const levelInput = (n: number) => ({
  level: n,
  name: names(n),
  minDeposits: String(n * 100),
  minTurnover: '0',
  dailyWithdrawCount: n + 1,
  dailyWithdrawLimit: String((n + 1) * 1000),
  rebateRate: '0',
  upgradeBonus: '0',
  birthdayBonus: '0',
  bonusTurnoverMultiple: '0',
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  finance = await operator(t, 'vipmfinance', 'finance');
  const ladder = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/v1/vip/levels',
    headers: { t: admin },
    payload: { site: 'pgdz', levels: [0, 1, 2].map(levelInput) },
  });
  expect(ladder.json()).toMatchObject({ status: true });
  who = await member(t);
  await deposited(t, who, minorOf('150', 'CNY'));
});
afterEach(() => expectBooksBalance(t.database));
afterAll(() => t.close());

const vipOf = (token: string, id: number | string) => operatorGet(t, token, `/members/${id}/vip`);
const setLevel = (token: string, id: number | string, body: Record<string, unknown>) =>
  operatorPost(t, token, `/members/${id}/vip-level`, body);

describe("a member's VIP standing for operators", () => {
  it('answers their level, totals and progress, with the ladder by name', async () => {
    const answer = await vipOf(finance, who.id);
    expect(answer).toMatchObject({
      status: true,
      data: {
        siteCode: 'pgdz',
        currency: 'CNY',
        level: 0,
        name: '等级0',
        deposits: '150.00',
        next: { level: 1, name: '等级1', deposits: { required: '100.00', percent: 100 } },
        levels: [
          { level: 0, name: '等级0' },
          { level: 1, name: '等级1' },
          { level: 2, name: '等级2' },
        ],
      },
    });
  });

  it('sets the level by id, audited with the note, and reads it back', async () => {
    expect(await setLevel(finance, who.id, { level: 2, note: '大客户' })).toEqual({
      status: true,
      data: { memberId: who.id, account: who.account, from: 0, to: 2 },
    });
    expect((await vipOf(finance, who.id)).data).toMatchObject({ level: 2, next: null });
    const audit = await query<{ actor_name: string; before: unknown; after: unknown }>(
      t.database,
      sql`select actor_name, before, after from audit_log
          where action = 'vip.level.set' and target_id = ${String(who.id)}`,
    );
    expect(audit).toEqual([
      { actor_name: 'vipmfinance', before: { level: 0 }, after: { level: 2, note: '大客户' } },
    ]);
    const reads = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from audit_log where action = 'personal_data.read'
          and target_kind = 'member_vip' and target_id = ${String(who.id)}`,
    );
    expect(reads[0]?.n).toBeGreaterThanOrEqual(2);
  });

  it('refuses a level above the ladder, bad ids, roles without the right, another site', async () => {
    for (const body of [
      { level: 3 },
      { level: -1 },
      { level: 'x' },
      {},
      { level: 1, note: 'x'.repeat(201) },
    ])
      expect(await setLevel(finance, who.id, body), JSON.stringify(body)).toMatchObject({
        code: 'VALIDATION',
      });
    for (const id of ['x', '0', '1e2', '12345678901234567890']) {
      expect(await vipOf(finance, id), id).toMatchObject({ code: 'VALIDATION' });
      expect(await setLevel(finance, id, { level: 1 }), id).toMatchObject({ code: 'VALIDATION' });
    }
    expect(await vipOf(finance, 99999999)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await setLevel(finance, 99999999, { level: 1 })).toMatchObject({ code: 'NOT_FOUND' });
    const support = await operator(t, 'vipmsupport', 'support');
    expect(await vipOf(support, who.id)).toMatchObject({ status: true });
    expect(await setLevel(support, who.id, { level: 1 })).toMatchObject({ code: 'FORBIDDEN' });
    const trader = await operator(t, 'vipmtrader', 'trader');
    expect(await vipOf(trader, who.id)).toMatchObject({ code: 'FORBIDDEN' });

    const made = await operatorPost(t, admin, '/operators', {
      account: 'vipmky',
      password: 'vipmky-password-1',
      role: 'finance',
      sites: ['ky'],
    });
    expect(made).toMatchObject({ status: true });
    const ky = await operatorTokenOf(t.app, 'vipmky', 'vipmky-password-1');
    expect(await vipOf(ky, who.id)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await setLevel(ky, who.id, { level: 0 })).toMatchObject({ code: 'NOT_FOUND' });
    expect((await vipOf(finance, who.id)).data.level).toBe(2);
  });
});
