import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { operatorToken, query } from '../../../testing/members.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { minorOf } from '../../../lib/finance-policy.ts';
import {
  ADMIN_VIP,
  balance,
  bet,
  deposited,
  getJson,
  level,
  member,
  operatorOf,
  postJson,
} from '../../../testing/vip-kit.ts';

let t: TestApp;
let admin: { t: string };
const cny = (major: string) => minorOf(major, 'CNY');

beforeAll(async () => {
  t = await createTestApp();
  admin = { t: await operatorToken(t.app) };
});
afterEach(() => expectBooksBalance(t.database));
afterAll(() => t.close());

const names = (n: number) => ({ 'zh-CN': `等级${n}`, 'zh-HK': `等級${n}`, en: `Level ${n}` });
const levelInput = (n: number, over: Record<string, unknown> = {}) => ({
  level: n,
  name: names(n),
  minDeposits: String(n * 100),
  minTurnover: String(n * 500),
  dailyWithdrawCount: n + 1,
  dailyWithdrawLimit: String((n + 1) * 1000),
  rebateRate: '0.005',
  upgradeBonus: n === 0 ? '0' : String(n * 10),
  birthdayBonus: '5',
  bonusTurnoverMultiple: '2',
  ...over,
});
const put = (site: string, levels: unknown[], as = admin) =>
  postJson(t, `${ADMIN_VIP}/levels`, as, { site, levels }, 'PUT');

async function auditOf(action: string) {
  return query<{ actor_name: string; site_code: string; before: unknown; after: unknown }>(
    t.database,
    sql`select actor_name, site_code, before, after from audit_log where action = ${action}
        order by id`,
  );
}

describe('the ladder', () => {
  it('is replaced whole, audited, and read back', async () => {
    expect((await getJson(t, `${ADMIN_VIP}/levels?site=blty`, admin)).data).toEqual({
      site: 'blty',
      currency: 'CNY',
      list: [],
    });
    const saved = await put(
      'blty',
      [0, 1, 2, 3].map((n) => levelInput(n)),
    );
    expect(saved.status).toBe(true);
    expect(saved.data.list).toHaveLength(4);
    expect(saved.data.list[2]).toMatchObject({
      level: 2,
      name: names(2),
      minDeposits: '200.00',
      upgradeBonus: '20.00',
      bonusTurnoverMultiple: '2',
      updatedBy: expect.any(Number),
    });
    // Shortened: the levels above the new top go.
    const shorter = await put(
      'blty',
      [0, 1].map((n) => levelInput(n)),
    );
    expect(shorter.data.list.map((l: { level: number }) => l.level)).toEqual([0, 1]);
    expect((await getJson(t, `${ADMIN_VIP}/levels?site=blty`, admin)).data.list).toHaveLength(2);
    const audits = await auditOf('vip.ladder.update');
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({ actor_name: 'admin', site_code: 'blty' });
    expect((audits[1]?.before as unknown[]).length).toBe(4);
    expect((audits[1]?.after as unknown[]).length).toBe(2);
  });

  it('refuses gaps, thresholds on level 0, falling thresholds and bad values', async () => {
    const refused = async (levels: unknown[], field: string) => {
      const res = await put('hx', levels);
      expect(res, field).toMatchObject({ status: false, code: 'VALIDATION' });
      expect(Object.keys(res.data.fields), field).toEqual([field]);
    };
    await refused([], 'levels');
    await refused([levelInput(0), levelInput(2)], 'levels.1.level');
    await refused([levelInput(0, { minDeposits: '1' })], 'levels.0.minDeposits');
    await refused(
      [levelInput(0), levelInput(1), levelInput(2, { minTurnover: '1' })],
      'levels.2.minTurnover',
    );
    await refused([levelInput(0, { rebateRate: '1.5' })], 'levels.0.rebateRate');
    await refused([levelInput(0, { rebateRate: '0.0000001' })], 'levels.0.rebateRate');
    await refused([levelInput(0, { upgradeBonus: '-1' })], 'levels.0.upgradeBonus');
    await refused([levelInput(0, { birthdayBonus: '1.234' })], 'levels.0.birthdayBonus');
    await refused([levelInput(0, { name: { 'zh-CN': 'x' } })], 'levels.0.name.zh-HK');
    await refused(
      [levelInput(0, { bonusTurnoverMultiple: '101' })],
      'levels.0.bonusTurnoverMultiple',
    );
    expect((await put('nosuch', [levelInput(0)])).data.fields).toEqual({
      site: expect.any(String),
    });
    expect((await getJson(t, `${ADMIN_VIP}/levels?site=hx`, admin)).data.list).toEqual([]);
  });

  it('is changed by admin and finance only; support may read it', async () => {
    const support = await operatorOf(t, 'support');
    const finance = await operatorOf(t, 'finance');
    expect(await put('jinb', [levelInput(0)], support)).toMatchObject({ code: 'FORBIDDEN' });
    expect((await put('jinb', [levelInput(0)], finance)).status).toBe(true);
    expect((await getJson(t, `${ADMIN_VIP}/levels?site=jinb`, support)).data.list).toHaveLength(1);
    expect(await getJson(t, `${ADMIN_VIP}/levels`, {})).toMatchObject({ status: false });
  });

  it('sets the withdrawal count and daily total of its levels', async () => {
    await put(
      'jins',
      [0, 1].map((n) => levelInput(n)),
    );
    const m = await member(t, 'jins');
    const info = await getJson(t, '/api/findmed/v1/finance/withdraw/info', m.headers);
    expect(info.data).toMatchObject({
      countPerDay: 1,
      maxPerDay: '1000.00',
      // Per-request bounds are not the ladder's: the static table keeps them.
      minPerRequest: '100.00',
      maxPerRequest: '50000.00',
    });
    // A site without a ladder keeps the static table.
    const plain = await member(t, 'ylhg');
    const fixed = await getJson(t, '/api/findmed/v1/finance/withdraw/info', plain.headers);
    expect(fixed.data).toMatchObject({ countPerDay: 5, maxPerDay: '200000.00' });
  });
});

describe("a member's level", () => {
  it('is set by an operator, audited, appended as an operator change', async () => {
    await put(
      'yhgj',
      [0, 1, 2].map((n) => levelInput(n)),
    );
    const m = await member(t, 'yhgj');
    const set = (body: Record<string, unknown>) =>
      postJson(t, `${ADMIN_VIP}/members/level`, admin, { site: 'yhgj', ...body });
    expect(await set({ account: 'nobody-here', level: 1 })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await set({ account: m.account, level: 3 })).toMatchObject({ code: 'VALIDATION' });
    expect(await set({ account: m.account, level: 2, note: '活动补偿' })).toEqual({
      status: true,
      data: { memberId: m.id, account: m.account, from: 0, to: 2 },
    });
    expect(await set({ account: m.account.toUpperCase(), level: 1 })).toMatchObject({
      data: { from: 2, to: 1 },
    });
    expect(await level(t, m)).toBe(1);
    const changes = await query<Record<string, unknown>>(
      t.database,
      sql`select from_level, to_level, cause, note, operator_id is not null as by_operator
          from vip_changes where member_id = ${m.id} order by id`,
    );
    expect(changes).toEqual([
      { from_level: 0, to_level: 2, cause: 'operator', note: '活动补偿', by_operator: true },
      { from_level: 2, to_level: 1, cause: 'operator', note: '', by_operator: true },
    ]);
    expect((await auditOf('vip.level.set')).at(-1)).toMatchObject({
      site_code: 'yhgj',
      before: { level: 2 },
      after: { level: 1 },
    });
    // Setting no money moves; the bonuses of levels reached are paid by evaluation or claim.
    expect(await balance(t, m)).toBe('0.00');
  });

  it('is evaluated now on request: once per level however often', async () => {
    await put(
      'blhg',
      [0, 1, 2].map((n) => levelInput(n)),
    );
    const m = await member(t, 'blhg');
    await deposited(t, m, cny('150'));
    await bet(t, m, cny('700'));
    const run = () => postJson(t, `${ADMIN_VIP}/evaluate`, admin, { site: 'blhg' });
    expect(await run()).toEqual({ status: true, data: { members: 1, promoted: 1, bonuses: 1 } });
    expect(await run()).toEqual({ status: true, data: { members: 0, promoted: 0, bonuses: 0 } });
    expect(await level(t, m)).toBe(1);
    // The deposit of 150 and the level's bonus of 10.
    expect(await balance(t, m)).toBe('160.00');
    expect((await auditOf('vip.evaluate')).at(-1)).toMatchObject({
      site_code: 'blhg',
      after: { members: 0 },
    });
    const support = await operatorOf(t, 'support');
    expect(await postJson(t, `${ADMIN_VIP}/evaluate`, support, {})).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
