import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { query } from '../../../testing/members.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { minorOf } from '../../../lib/finance-policy.ts';
import {
  balance,
  beijingNoon,
  bet,
  birthDate,
  dayOf,
  getJson,
  member,
  postJson,
  redemptionsOf,
  required,
  REWARDS,
  VIP,
  type Member,
} from '../../../testing/vip-kit.ts';

let t: TestApp;
const cny = (major: string) => minorOf(major, 'CNY');

beforeAll(async () => {
  t = await createTestApp();
  const site = (await t.app.services.sites.all()).get('pgdz');
  await t.app.services.vip.seedDemo(site!);
});
afterEach(() => expectBooksBalance(t.database));
afterAll(() => t.close());

const claimable = async (who: Member) =>
  (await getJson(t, `${REWARDS}/claimable`, who.headers)).data;
const claim = (who: Member, kind: string, period: string) =>
  postJson(t, `${REWARDS}/claim`, who.headers, { kind, period });
const setLevel = (who: Member, n: number) =>
  t.database.db.execute(sql`update members set vip_level = ${n} where id = ${who.id}`);

describe('GET /rewards/claimable', () => {
  it("lists each of the last 7 days' rebate at the member's rate, floored, and nothing else due", async () => {
    const m = await member(t);
    await bet(t, m, cny('10000'), beijingNoon(1));
    await bet(t, m, cny('333.33'), beijingNoon(2));
    await bet(t, m, cny('100'), beijingNoon(7));
    // Today is not over, the 8th day back is closed, a day of 0.30 turnover rebates nothing.
    await bet(t, m, cny('5000'), beijingNoon(0));
    await bet(t, m, cny('5000'), beijingNoon(8));
    await bet(t, m, cny('0.30'), beijingNoon(3));
    expect(await claimable(m)).toEqual({
      currency: 'CNY',
      list: [
        {
          kind: 'rebate',
          period: dayOf(1),
          amount: '30.00',
          basis: '10000.00',
          rate: '0.003',
          turnoverRequired: '30.00',
        },
        // 333.33 × 0.3% = 0.99999, floored.
        expect.objectContaining({ period: dayOf(2), amount: '0.99', basis: '333.33' }),
        expect.objectContaining({ period: dayOf(7), amount: '0.30' }),
      ],
    });
  });

  it('adds the birthday bonus in the birthday month and upgrade bonuses not yet paid', async () => {
    const m = await member(t);
    await postJson(t, `${VIP}/birthday`, m.headers, { birthDate: birthDate(25) });
    // Level 0 has no birthday or upgrade bonus.
    expect((await claimable(m)).list).toEqual([]);
    await setLevel(m, 2);
    const year = String(new Date(Date.now() + 8 * 3_600_000).getUTCFullYear());
    expect((await claimable(m)).list).toEqual([
      {
        kind: 'birthday',
        period: year,
        amount: '58.00',
        basis: '58.00',
        rate: '',
        turnoverRequired: '58.00',
      },
      expect.objectContaining({ kind: 'upgrade', period: 'level:1', amount: '18.00' }),
      expect.objectContaining({ kind: 'upgrade', period: 'level:2', amount: '88.00' }),
    ]);
    // Another month's birthday is not due.
    const other = await member(t);
    const month = ((new Date(Date.now() + 8 * 3_600_000).getUTCMonth() + 1) % 12) + 1;
    await postJson(t, `${VIP}/birthday`, other.headers, { birthDate: birthDate(25, month) });
    await setLevel(other, 1);
    expect((await claimable(other)).list.map((r: { kind: string }) => r.kind)).toEqual(['upgrade']);
  });
});

describe('POST /rewards/claim', () => {
  it('credits a rebate once: a second claim answers the first redemption', async () => {
    const m = await member(t);
    await bet(t, m, cny('10000'), beijingNoon(1));
    const first = await claim(m, 'rebate', dayOf(1));
    expect(first).toEqual({
      status: true,
      data: {
        id: expect.any(String),
        kind: 'rebate',
        period: dayOf(1),
        amount: '30.00',
        currency: 'CNY',
        basis: '10000.00',
        rate: '0.003',
        turnoverMultiple: '1',
        transactionId: expect.any(String),
        createdAt: expect.any(String),
      },
    });
    expect(await balance(t, m)).toBe('30.00');
    expect(await required(t, m)).toBe(cny('30'));
    // More turnover of that day afterwards changes nothing: the day is claimed.
    await bet(t, m, cny('10000'), beijingNoon(1));
    expect(await claim(m, 'rebate', dayOf(1))).toEqual(first);
    expect(await balance(t, m)).toBe('30.00');
    expect((await claimable(m)).list).toEqual([]);
    // The credit is a bonus in the member's transaction records.
    const record = await getJson(
      t,
      `/api/findmed/v1/records/transaction?id=${first.data.transactionId}`,
      m.headers,
    );
    expect(record.data).toMatchObject({ kind: 'bonus', amount: '+30.00', state: 'posted' });
  });

  it('pays once when claims race', async () => {
    const m = await member(t);
    await bet(t, m, cny('2000'), beijingNoon(2));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => claim(m, 'rebate', dayOf(2))),
    );
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(await redemptionsOf(t, m)).toHaveLength(1);
    expect(await balance(t, m)).toBe('6.00');
  });

  it('pays birthday and upgrade bonuses, each once', async () => {
    const m = await member(t);
    await postJson(t, `${VIP}/birthday`, m.headers, { birthDate: birthDate(30) });
    await setLevel(m, 1);
    const year = String(new Date(Date.now() + 8 * 3_600_000).getUTCFullYear());
    expect((await claim(m, 'birthday', year)).data).toMatchObject({ amount: '18.00' });
    expect((await claim(m, 'upgrade', 'level:1')).data).toMatchObject({ amount: '18.00' });
    expect((await claim(m, 'upgrade', 'level:1')).data).toMatchObject({ amount: '18.00' });
    expect((await claim(m, 'birthday', year)).data).toMatchObject({ amount: '18.00' });
    expect(await balance(t, m)).toBe('36.00');
    // The evaluation sees the level's bonus paid already.
    expect(await t.app.services.vip.evaluateMember('pgdz', m.id, 'CNY')).toEqual({
      from: 1,
      to: 1,
      bonuses: 0,
    });
    expect(await balance(t, m)).toBe('36.00');
  });

  it('refuses what is not the member’s to claim now', async () => {
    const m = await member(t);
    await bet(t, m, cny('1000'), beijingNoon(0));
    await bet(t, m, cny('1000'), beijingNoon(8));
    const refused = async (kind: string, period: string, code: string) =>
      expect(await claim(m, kind, period), `${kind} ${period}`).toMatchObject({
        status: false,
        code,
        msg: expect.any(String),
      });
    await refused('rebate', dayOf(0), 'REWARD_NOT_ELIGIBLE');
    await refused('rebate', dayOf(8), 'REWARD_NOT_ELIGIBLE');
    await refused('rebate', '2026-02-30', 'REWARD_NOT_ELIGIBLE');
    await refused('rebate', 'yesterday', 'REWARD_NOT_ELIGIBLE');
    await refused('rebate', dayOf(1), 'REWARD_NOTHING_TO_CLAIM');
    await refused('birthday', '2026', 'REWARD_NOT_ELIGIBLE');
    await refused('upgrade', 'level:1', 'REWARD_NOT_ELIGIBLE');
    await refused('upgrade', 'level:0', 'REWARD_NOT_ELIGIBLE');
    await refused('upgrade', 'nonsense', 'REWARD_NOT_ELIGIBLE');
    await refused('activity', 'promo:1', 'VALIDATION');
    await refused('rebate', '', 'VALIDATION');
    await setLevel(m, 1);
    await postJson(t, `${VIP}/birthday`, m.headers, { birthDate: birthDate(30) });
    await refused('birthday', '1999', 'REWARD_NOT_ELIGIBLE');
    // A site without a ladder has no rewards.
    const bare = await member(t, 'ld');
    await bet(t, bare, cny('1000'), beijingNoon(1));
    expect((await claimable(bare)).list).toEqual([]);
    expect(await claim(bare, 'rebate', dayOf(1))).toMatchObject({ code: 'REWARD_NOT_ELIGIBLE' });
    expect(await redemptionsOf(t, m)).toEqual([]);
    expect(await balance(t, m)).toBe('0.00');
    const [row] = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from redemptions where member_id = ${bare.id}`,
    );
    expect(row?.n).toBe(0);
  });

  it('needs a session', async () => {
    expect(await postJson(t, `${REWARDS}/claim`, {}, { kind: 'rebate', period: dayOf(1) })).toEqual(
      { status: false, data: 'token' },
    );
    expect(await getJson(t, `${REWARDS}/claimable`, {})).toEqual({ status: false, data: 'token' });
  });
});
