import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { query } from '../../../testing/members.ts';
import { createEvent, placeBet, selection } from '../../../testing/sportsbook-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  adminToken,
  fund,
  newMember,
  operator,
  operatorGet,
  operatorPost,
  type TestMember,
} from '../../../testing/withdrawal-kit.ts';

// A member's bets (GET /api/admin/v1/members/:id/bets: the book's and the venues') and their
// stake factor on the book (GET/POST /members/:id/sports-limit) on their page in the console:
// kept to the operator's sites, reads and writes audited.

let t: TestApp;
let trader: string;
let support: string;
let ky: string;
let m: TestMember;
let single: number;
let parlay: number;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  trader = await operator(t, 'mbtrader', 'trader');
  support = await operator(t, 'mbsupport', 'support');
  ky = await operator(t, 'mbkyadmin', 'admin', ['ky']);
  m = await newMember(t, 'mbbets01', { wpassword: false });
  await fund(t, m.owner, '500');
  const first = await createEvent(t, trader, { home: '阿森纳', away: '切尔西' });
  const second = await createEvent(t, trader);
  single = (
    await placeBet(t, m.as, {
      stake: '100',
      legs: [{ selectionId: selection(first, '1x2', 'home').id, odds: '1.95' }],
    })
  ).data.id;
  parlay = (
    await placeBet(t, m.as, {
      stake: '20',
      legs: [
        { selectionId: selection(second, '1x2', 'home').id, odds: '1.95' },
        { selectionId: selection(first, 'ou', 'over').id, odds: '2' },
      ],
    })
  ).data.id;
  expect(single).toBeGreaterThan(0);
  expect(parlay).toBeGreaterThan(0);
  await operatorPost(t, trader, `/sports/events/${second.id}/result`, { home: 2, away: 0 });
  // A venue's bet of the same member, as a pull from the venue writes it.
  await t.database.db.execute(
    sql`insert into venue_bets (site_code, member_id, venue_code, bet_id, game_code, round,
          currency, stake, valid_stake, payout, state, placed_at, settled_at, booked)
        values ('pgdz', ${m.memberId}, 'kgame', 'v-mb-1', 'dragon-tiger', 'R1', 'CNY', 1000,
          1000, 1950, 'settled', now() - interval '1 hour', now() - interval '1 hour', 'outside')`,
  );
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

const betsOf = (token: string, id: number | string, params = '') =>
  operatorGet(t, token, `/members/${id}/bets${params}`);
const ids = (answer: { data: { list: { id: string }[] } }) => answer.data.list.map((b) => b.id);

describe('GET /api/admin/v1/members/:id/bets', () => {
  it("lists the book's bets with their legs and the venues', newest first, summed", async () => {
    const all = await betsOf(support, m.memberId);
    expect(all).toMatchObject({ status: true, data: { total: 3, page: 1, size: 20 } });
    expect(ids(all)).toEqual([String(parlay), String(single), 'v-mb-1']);
    expect(all.data.list[1]).toMatchObject({
      venue: 'sportsbook',
      venueName: '体育投注',
      game: '阿森纳 vs 切尔西',
      stake: '100.00',
      state: 'open',
      sports: { id: single, state: 'open', legs: [{ outcome: 'home' }] },
    });
    expect(all.data.list[2]).toMatchObject({ venue: 'kgame', stake: '10.00', sports: null });
    expect(all.data.sums).toEqual({ stake: '130.00', validStake: '10.00', winLoss: '9.50' });

    const sports = await betsOf(support, m.memberId, '?source=sports');
    expect(ids(sports)).toEqual([String(parlay), String(single)]);
    expect(ids(await betsOf(support, m.memberId, '?source=venue'))).toEqual(['v-mb-1']);
    expect(ids(await betsOf(support, m.memberId, '?source=sports&state=open'))).toEqual([
      String(parlay),
      String(single),
    ]);
    expect(ids(await betsOf(support, m.memberId, '?state=settled'))).toEqual(['v-mb-1']);
    const later = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await betsOf(support, m.memberId, `?from=${later}`)).data.total).toBe(0);
    const second = await betsOf(support, m.memberId, '?page=2&size=2');
    expect(second.data).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(ids(second)).toEqual(['v-mb-1']);
    // In the operator's language.
    const english = await t.app.inject({
      url: `/api/admin/v1/members/${m.memberId}/bets?source=sports`,
      headers: { t: support, lang: 'en' },
    });
    expect(english.json().data.list[0]).toMatchObject({ venueName: 'Sportsbook' });
  });

  it('refuses bad ids and filters, a member that does not exist, the trader, another site', async () => {
    for (const id of ['x', '0', '-3', '1e2', '12345678901234567890'])
      expect(await betsOf(support, id), id).toMatchObject({ code: 'VALIDATION' });
    for (const params of ['?source=casino', '?state=won', '?from=today', '?size=101'])
      expect(await betsOf(support, m.memberId, params), params).toMatchObject({
        code: 'VALIDATION',
      });
    expect(await betsOf(support, 99999999)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await betsOf(trader, m.memberId)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await betsOf(ky, m.memberId)).toMatchObject({ code: 'NOT_FOUND' });
    const reads = await query<{ target_id: string }>(
      t.database,
      sql`select target_id from audit_log where action = 'personal_data.read'
          and target_kind = 'member_bets' and actor_name = 'mbsupport'`,
    );
    expect(reads.map((r) => r.target_id)).toContain(String(m.memberId));
  });
});

describe('/api/admin/v1/members/:id/sports-limit', () => {
  const limitOf = (token: string, id: number | string) =>
    operatorGet(t, token, `/members/${id}/sports-limit`);
  const limit = (token: string, id: number | string, factor: unknown) =>
    operatorPost(t, token, `/members/${id}/sports-limit`, { factor });

  it('reads 1 for a member not limited, and sets a factor, audited', async () => {
    const admin = await adminToken(t);
    expect(await limitOf(admin, m.memberId)).toEqual({
      status: true,
      data: { memberId: m.memberId, factor: '1' },
    });
    expect(await limit(trader, m.memberId, '0.5')).toEqual({
      status: true,
      data: { memberId: m.memberId, factor: '0.5' },
    });
    expect((await limitOf(trader, m.memberId)).data.factor).toBe('0.5');
    const audit = await query<{ before: unknown; after: unknown }>(
      t.database,
      sql`select before, after from audit_log where action = 'sports.member.limit'
          and target_id = ${String(m.memberId)}`,
    );
    expect(audit).toEqual([{ before: { factor: '1' }, after: { factor: '0.5' } }]);
    expect(await limit(admin, m.memberId, '1')).toMatchObject({ data: { factor: '1' } });
  });

  it('refuses a factor out of range, bad ids, support, and another site', async () => {
    for (const factor of ['2', '-0.1', '0.555', 'abc', '', 1])
      expect(await limit(trader, m.memberId, factor), String(factor)).toMatchObject({
        code: 'VALIDATION',
      });
    for (const id of ['x', '0', '1e2'])
      expect(await limitOf(trader, id), id).toMatchObject({ code: 'VALIDATION' });
    expect(await limitOf(trader, 99999999)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await limit(trader, 99999999, '0.5')).toMatchObject({ code: 'NOT_FOUND' });
    expect(await limitOf(support, m.memberId)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await limit(support, m.memberId, '0.5')).toMatchObject({ code: 'FORBIDDEN' });
    expect(await limitOf(ky, m.memberId)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await limit(ky, m.memberId, '0.1')).toMatchObject({ code: 'NOT_FOUND' });
    expect((await limitOf(trader, m.memberId)).data.factor).toBe('1');
  });
});
