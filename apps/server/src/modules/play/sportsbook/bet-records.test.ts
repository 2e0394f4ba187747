import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { createEvent, placeBet, selection } from '../../../testing/sportsbook-kit.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import {
  fund,
  newMember,
  operator,
  operatorPost,
  type TestMember,
} from '../../../testing/withdrawal-kit.ts';

const BETS = '/api/findmed/v1/records/bets';
let t: TestApp;
let trader: string;
let m: TestMember;
let single: number;
let parlay: number;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  trader = await operator(t, 'trader-records', 'trader');
  m = await newMember(t, 'sbbetrec1', { wpassword: false });
  await fund(t, m.owner, '500');
  const first = await createEvent(t, trader, { league: '英超', home: '阿森纳', away: '切尔西' });
  const second = await createEvent(t, trader);
  const third = await createEvent(t, trader);
  single = (
    await placeBet(t, m.as, {
      stake: '100',
      legs: [{ selectionId: selection(first, 'ah', 'home').id, odds: '1.9' }],
    })
  ).data.id;
  parlay = (
    await placeBet(t, m.as, {
      stake: '20',
      legs: [
        { selectionId: selection(second, '1x2', 'home').id, odds: '1.95' },
        { selectionId: selection(third, 'ou', 'over').id, odds: '2' },
      ],
    })
  ).data.id;
  // -0.25 on a draw: half lost, 50.00 back.
  await operatorPost(t, trader, `/sports/events/${first.id}/result`, { home: 1, away: 1 });
  // A venue's bet of the same member, as a pull from the venue writes it.
  await t.database.db.execute(
    sql`insert into venue_bets (site_code, member_id, venue_code, bet_id, game_code, round,
          currency, stake, valid_stake, payout, state, placed_at, settled_at, booked)
        values ('pgdz', ${m.memberId}, 'kgame', 'v-rec-1', 'dragon-tiger', 'R1', 'CNY', 1000,
          1000, 1950, 'settled', now() - interval '1 hour', now() - interval '1 hour', 'outside')`,
  );
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

const records = async (body: object, as = m.as, lang = 'zh-CN') =>
  json(
    await t.app.inject({
      method: 'POST',
      url: BETS,
      headers: { ...as, lang, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    }),
  );

describe('betting records', () => {
  it("list the book's bets with their legs beside the venues', newest first, summed", async () => {
    const page = await records({});
    expect(page.data.list.map((b: { id: string }) => b.id)).toEqual([
      String(parlay),
      String(single),
      'v-rec-1',
    ]);
    const [open, settled, venue] = page.data.list;
    expect(open).toMatchObject({
      venue: 'sportsbook',
      venueName: '体育投注',
      game: '串关 2串1',
      stake: '20.00',
      validStake: '0.00',
      state: 'open',
      winLoss: '0.00',
      sports: { id: parlay, state: 'open', odds: '3.900', legs: [{ type: '1x2' }, { type: 'ou' }] },
    });
    expect(settled).toMatchObject({
      venue: 'sportsbook',
      game: '阿森纳 vs 切尔西',
      stake: '100.00',
      validStake: '50.00',
      payout: '50.00',
      winLoss: '-50.00',
      state: 'settled',
      settledAt: expect.any(String),
      sports: {
        state: 'half_lost',
        legs: [
          {
            league: '英超',
            home: '阿森纳',
            away: '切尔西',
            type: 'ah',
            line: '-0.25',
            outcome: 'home',
            odds: '1.900',
            result: 'half_lost',
          },
        ],
      },
    });
    expect(venue).toMatchObject({ venue: 'kgame', round: 'R1', payout: '19.50', sports: null });
    expect(page.data.total).toBe(3);
    expect(page.data.sums).toEqual({ stake: '130.00', validStake: '60.00', winLoss: '-40.50' });
  });

  it('filter by the book, by state, and in the member’s language', async () => {
    const book = await records({ venue: 'sportsbook' });
    expect(book.data.total).toBe(2);
    const open = await records({ venue: 'sportsbook', state: 'open' });
    expect(open.data.list.map((b: { id: string }) => b.id)).toEqual([String(parlay)]);
    const venueOnly = await records({ venue: 'kgame' });
    expect(venueOnly.data.list.map((b: { id: string }) => b.id)).toEqual(['v-rec-1']);
    const en = await records({ venue: 'sportsbook', state: 'open' }, m.as, 'en');
    expect(en.data.list[0]).toMatchObject({ venueName: 'Sportsbook', game: 'Parlay, 2 legs' });
    const hk = await records({ venue: 'sportsbook', state: 'open' }, m.as, 'zh-HK');
    expect(hk.data.list[0]).toMatchObject({ venueName: '體育投注', game: '過關 2串1' });
  });

  it('take page numbers in decimal digits only (issue 20)', async () => {
    expect((await records({ page: 1 })).status).toBe(true);
    for (const page of ['0x10', '1e1', true])
      expect(await records({ page })).toMatchObject({ status: false, code: 'VALIDATION' });
    const query = await t.app.inject({ url: '/api/sports/v1/bets?page=0x10', headers: m.as });
    expect(json(query)).toMatchObject({ status: false, code: 'VALIDATION' });
  });

  it("show a member none of another member's bets", async () => {
    const other = await newMember(t, 'sbbetrec2', { wpassword: false });
    expect((await records({}, other.as)).data).toMatchObject({ total: 0, list: [] });
  });
});
