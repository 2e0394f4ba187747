import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { minorOf } from '../../../lib/finance-policy.ts';
import { getJson, member, postJson, RECORDS, type Member } from '../../../testing/vip-kit.ts';

let t: TestApp;
let alice: Member;
let bob: Member;
const ids: string[] = [];

/** A reward credited through RewardCredit, dated `daysAgo` days back. */
async function credited(
  who: Member,
  kind: 'rebate' | 'activity' | 'upgrade',
  period: string,
  daysAgo: number,
  major: string,
) {
  const { redemption } = await t.database.db.transaction((tx) =>
    t.app.services.rewards.credit(tx, {
      siteCode: who.site,
      memberId: who.id,
      kind,
      period,
      currency: 'CNY',
      amount: minorOf(major, 'CNY'),
    }),
  );
  await t.database.db.execute(
    sql`update redemptions set created_at = now() - make_interval(days => ${daysAgo})
        where id = ${redemption.id}`,
  );
  return String(redemption.id);
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await member(t);
  bob = await member(t);
  ids.push(await credited(alice, 'rebate', '2026-01-01', 40, '1.00'));
  ids.push(await credited(alice, 'activity', 'promo:1', 10, '2.00'));
  ids.push(await credited(alice, 'upgrade', 'level:1', 0, '3.00'));
  ids.push(await credited(alice, 'rebate', '2026-01-02', 0, '4.00'));
  await credited(bob, 'rebate', '2026-01-01', 0, '9.00');
});
afterEach(() => expectBooksBalance(t.database));
afterAll(() => t.close());

const list = (who: Member, body: Record<string, unknown> = {}) =>
  postJson(t, `${RECORDS}/redemptions`, who.headers, body);
const amounts = (res: { data: { list: { amount: string }[] } }) =>
  res.data.list.map((r) => r.amount);

describe('POST /records/redemptions', () => {
  it("lists only the member's own, newest first, paged", async () => {
    const all = await list(alice);
    expect(all.data).toMatchObject({ total: 4, page: 1, size: 20 });
    expect(amounts(all)).toEqual(['4.00', '3.00', '2.00', '1.00']);
    expect(all.data.list[0]).toEqual({
      id: ids[3],
      kind: 'rebate',
      period: '2026-01-02',
      amount: '4.00',
      currency: 'CNY',
      basis: '0.00',
      rate: '',
      turnoverMultiple: '0',
      transactionId: expect.any(String),
      createdAt: expect.any(String),
    });
    const second = await list(alice, { page: 2, size: 3 });
    expect(second.data).toMatchObject({ total: 4, page: 2, size: 3 });
    expect(amounts(second)).toEqual(['1.00']);
    expect(amounts(await list(bob))).toEqual(['9.00']);
  });

  it('filters by kind and by date range', async () => {
    expect(amounts(await list(alice, { kind: 'rebate' }))).toEqual(['4.00', '1.00']);
    expect(amounts(await list(alice, { kind: '' }))).toHaveLength(4);
    const since = new Date(Date.now() - 20 * 86_400_000).toISOString();
    expect(amounts(await list(alice, { startTime: since }))).toEqual(['4.00', '3.00', '2.00']);
    const until = new Date(Date.now() - 5 * 86_400_000).toISOString();
    expect(amounts(await list(alice, { startTime: since, endTime: until }))).toEqual(['2.00']);
    expect(await list(alice, { startTime: until, endTime: since })).toMatchObject({
      code: 'VALIDATION',
    });
    expect(await list(alice, { startTime: 'yesterday' })).toMatchObject({ code: 'VALIDATION' });
    expect(await list(alice, { kind: 'lottery' })).toMatchObject({ code: 'VALIDATION' });
  });

  it('needs a session', async () => {
    expect(await postJson(t, `${RECORDS}/redemptions`, {}, {})).toEqual({
      status: false,
      data: 'token',
    });
  });
});

describe('GET /records/redemption', () => {
  it("answers the member's own, and NOT_FOUND for another's or a bad id", async () => {
    const one = await getJson(t, `${RECORDS}/redemption?id=${ids[1]}`, alice.headers);
    expect(one.data).toMatchObject({ id: ids[1], kind: 'activity', amount: '2.00' });
    for (const id of [ids[1], 'x', '0', '99999999999', '-1']) {
      expect(await getJson(t, `${RECORDS}/redemption?id=${id}`, bob.headers), id).toMatchObject({
        status: false,
        code: 'NOT_FOUND',
      });
    }
  });
});
