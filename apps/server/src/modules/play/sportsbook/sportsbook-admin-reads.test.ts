import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSportsEvent, AdminSportsEventDetail } from '@kirin/contract';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { createEvent, placeBet, selection } from '../../../testing/sportsbook-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  adminToken,
  fund,
  newMember,
  operator,
  operatorGet,
  operatorPost,
} from '../../../testing/withdrawal-kit.ts';

// The traders' reads of the book: GET /api/admin/v1/sports/events and /sports/events/:id.

let t: TestApp;
let trader: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  trader = await operator(t, 'readtrader1', 'trader');
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

type Page = { list: AdminSportsEvent[]; total: number; page: number; size: number };

async function list(query: string): Promise<Page> {
  const res = await operatorGet(t, trader, `/sports/events?${query}`);
  expect(res).toMatchObject({ status: true });
  return res.data as Page;
}

async function detail(id: number): Promise<AdminSportsEventDetail> {
  const res = await operatorGet(t, trader, `/sports/events/${id}`);
  expect(res).toMatchObject({ status: true });
  return res.data as AdminSportsEventDetail;
}

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const ids = (page: Page) => page.list.map((e) => e.id);
const post = (url: string, body: Record<string, unknown> = {}) =>
  operatorPost(t, trader, url, body);

describe('the list and one event', () => {
  it('shows an event created through the operator API with every market', async () => {
    const event = await createEvent(t, trader, { sport: 'reads-shape', league: 'Shape League' });
    const page = await list('sport=reads-shape');
    expect(page).toMatchObject({ total: 1, page: 1, size: 50 });
    expect(page.list[0]).toEqual({
      id: event.id,
      sport: 'reads-shape',
      league: 'Shape League',
      home: expect.any(String),
      away: expect.any(String),
      startsAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      state: 'prematch',
      score: null,
      result: null,
      resultVersion: 0,
      marketCount: 4,
      openMarkets: 4,
      suspendedMarkets: 0,
      betCount: 0,
      openBetCount: 0,
      openStakes: [],
    });

    const one = await detail(event.id);
    expect(one).toMatchObject({ ...page.list[0], markets: expect.any(Array) });
    expect(one.markets.map((m) => [m.type, m.line, m.state])).toEqual([
      ['1x2', null, 'open'],
      ['ah', '-0.25', 'open'],
      ['ou', '2.5', 'open'],
      ['cs', null, 'open'],
    ]);
    expect(one.markets[0]).toEqual({
      id: event.markets[0]!.id,
      type: '1x2',
      line: null,
      state: 'open',
      maxStake: '10000',
      liabilityLimit: '500000',
      selections: [
        { id: selection(event, '1x2', 'home').id, outcome: 'home', odds: '1.950', result: null },
        { id: selection(event, '1x2', 'draw').id, outcome: 'draw', odds: '3.400', result: null },
        { id: selection(event, '1x2', 'away').id, outcome: 'away', odds: '4.100', result: null },
      ],
    });

    // Limits a trader set show on the market.
    await post(`/sports/markets/${event.markets[1]!.id}/limits`, {
      maxStake: '500',
      liabilityLimit: '2000',
    });
    expect((await detail(event.id)).markets[1]).toMatchObject({
      maxStake: '500',
      liabilityLimit: '2000',
    });
  });

  it('shows a suspended market, a live score, and a cancelled event as they are', async () => {
    const live = await createEvent(t, trader, { sport: 'reads-states' });
    const [, ah] = live.markets;
    expect(await post(`/sports/markets/${ah!.id}/suspend`)).toMatchObject({ status: true });
    expect(await post(`/sports/events/${live.id}/state`, { state: 'live' })).toMatchObject({
      status: true,
    });
    expect(await post(`/sports/events/${live.id}/score`, { home: 1, away: 0 })).toMatchObject({
      status: true,
    });
    const shown = (await list('sport=reads-states&state=live')).list;
    expect(shown).toEqual([
      expect.objectContaining({
        id: live.id,
        state: 'live',
        score: { home: 1, away: 0 },
        result: null,
        marketCount: 4,
        openMarkets: 3,
        suspendedMarkets: 1,
      }),
    ]);
    const markets = (await detail(live.id)).markets;
    expect(markets.map((m) => m.state)).toEqual(['open', 'suspended', 'open', 'open']);

    const cancelled = await createEvent(t, trader, { sport: 'reads-states' });
    await post(`/sports/events/${cancelled.id}/state`, { state: 'cancelled' });
    const found = await list('sport=reads-states&state=cancelled');
    expect(found.list).toEqual([
      expect.objectContaining({
        id: cancelled.id,
        state: 'cancelled',
        openMarkets: 0,
        suspendedMarkets: 0,
        marketCount: 4,
      }),
    ]);
    const voided = await detail(cancelled.id);
    expect(voided.markets.every((m) => m.state === 'void')).toBe(true);
    expect(voided.markets.flatMap((m) => m.selections.map((s) => s.result))).toEqual(
      Array(9).fill('void'),
    );
    // Without a state the list has both, the live one first.
    expect(ids(await list('sport=reads-states'))).toEqual([live.id, cancelled.id]);
  });

  it('counts bets and open stakes until the event settles them, and shows the result', async () => {
    const m = await newMember(t, 'sbreads1', { wpassword: false });
    await fund(t, m.owner, '1000');
    const event = await createEvent(t, trader, { sport: 'reads-bets' });
    const other = await createEvent(t, trader, { sport: 'reads-bets' });
    const home = selection(event, '1x2', 'home');
    expect(
      await placeBet(t, m.as, { stake: '100', legs: [{ selectionId: home.id, odds: '1.950' }] }),
    ).toMatchObject({ status: true });
    expect(
      await placeBet(t, m.as, {
        stake: '20.50',
        legs: [
          { selectionId: selection(event, 'ou', 'over').id, odds: '2.000' },
          { selectionId: selection(other, 'ou', 'under').id, odds: '1.800' },
        ],
      }),
    ).toMatchObject({ status: true });

    expect(await detail(event.id)).toMatchObject({
      betCount: 2,
      openBetCount: 2,
      openStakes: [{ currency: 'CNY', amount: '120.50' }],
    });
    const parlayOnly = (await list('sport=reads-bets')).list.find((e) => e.id === other.id);
    expect(parlayOnly).toMatchObject({
      betCount: 1,
      openBetCount: 1,
      openStakes: [{ currency: 'CNY', amount: '20.50' }],
    });

    // 2-1: the single wins and is settled; the parlay waits for the other event.
    expect(await post(`/sports/events/${event.id}/result`, { home: 2, away: 1 })).toMatchObject({
      status: true,
    });
    const after = await detail(event.id);
    expect(after).toMatchObject({
      state: 'ended',
      score: { home: 2, away: 1 },
      result: { home: 2, away: 1 },
      resultVersion: 1,
      openMarkets: 0,
      betCount: 2,
      openBetCount: 1,
      openStakes: [{ currency: 'CNY', amount: '20.50' }],
    });
    expect(after.markets.every((m) => m.state === 'settled')).toBe(true);
    expect(after.markets[0]!.selections.map((s) => [s.outcome, s.result])).toEqual([
      ['home', 'won'],
      ['draw', 'lost'],
      ['away', 'lost'],
    ]);
    expect(after.markets[1]!.selections.map((s) => s.result)).toEqual(['won', 'lost']);

    await post(`/sports/events/${other.id}/result`, { home: 0, away: 0 });
    expect(await detail(event.id)).toMatchObject({
      betCount: 2,
      openBetCount: 0,
      openStakes: [],
    });
    // A corrected result counts as a second.
    await post(`/sports/events/${event.id}/result`, { home: 0, away: 1 });
    expect(await detail(event.id)).toMatchObject({
      result: { home: 0, away: 1 },
      resultVersion: 2,
    });
  });
});

describe('filters, order and pages', () => {
  it('filters by state, sport, q and start time, and orders live, upcoming, then past', async () => {
    const sport = 'reads-filter';
    const later = await createEvent(t, trader, {
      sport,
      league: 'Premier League',
      home: 'Arsenal',
      away: 'Chelsea',
      startsAt: hours(48),
    });
    const sooner = await createEvent(t, trader, {
      sport,
      league: 'La Liga',
      home: 'Real Madrid',
      away: 'Sevilla',
      startsAt: hours(2),
    });
    const live = await createEvent(t, trader, {
      sport,
      league: 'Serie A',
      home: 'Inter',
      away: 'Arsenal Women',
      startsAt: hours(-1),
    });
    await post(`/sports/events/${live.id}/state`, { state: 'live' });
    const endedEarly = await createEvent(t, trader, {
      sport,
      league: 'Bundesliga',
      home: 'Bayern',
      away: 'Dortmund',
      startsAt: hours(-72),
    });
    const endedLate = await createEvent(t, trader, {
      sport,
      league: 'Premier League',
      home: 'Liverpool',
      away: 'Everton',
      startsAt: hours(-24),
    });
    await post(`/sports/events/${endedEarly.id}/result`, { home: 1, away: 1 });
    await post(`/sports/events/${endedLate.id}/result`, { home: 2, away: 0 });
    const elsewhere = await createEvent(t, trader, {
      sport: 'reads-other',
      league: 'Premier League',
    });

    const all = await list(`sport=${sport}`);
    expect(all.total).toBe(5);
    expect(ids(all)).toEqual([live.id, sooner.id, later.id, endedLate.id, endedEarly.id]);

    expect(ids(await list(`sport=${sport}&state=prematch`))).toEqual([sooner.id, later.id]);
    expect(ids(await list(`sport=${sport}&state=ended`))).toEqual([endedLate.id, endedEarly.id]);
    expect(ids(await list(`sport=${sport}&state=live`))).toEqual([live.id]);
    expect((await list(`sport=${sport}&state=cancelled`)).total).toBe(0);

    // q: in the league or either team, any letter case, trimmed.
    const q = (text: string) => list(`sport=${sport}&q=${encodeURIComponent(text)}`);
    expect(ids(await q('  premier LEAGUE '))).toEqual([later.id, endedLate.id]);
    expect(ids(await q('arsenal'))).toEqual([live.id, later.id]);
    expect(ids(await q('SEVILLA'))).toEqual([sooner.id]);
    expect((await q('nobody plays here')).total).toBe(0);
    expect((await q('%')).total).toBe(0);
    expect((await q('   ')).total).toBe(5);
    // Every sport when none is named.
    const everywhere = await list(`q=premier%20league`);
    expect(ids(everywhere)).toEqual(expect.arrayContaining([elsewhere.id, later.id]));

    // from (at or after) and to (before), on the start time.
    const from = encodeURIComponent(hours(-30));
    const to = encodeURIComponent(hours(3));
    expect(ids(await list(`sport=${sport}&from=${from}&to=${to}`))).toEqual([
      live.id,
      sooner.id,
      endedLate.id,
    ]);
    expect(ids(await list(`sport=${sport}&from=${from}`))).toEqual([
      live.id,
      sooner.id,
      later.id,
      endedLate.id,
    ]);
    expect(ids(await list(`sport=${sport}&to=${from}`))).toEqual([endedEarly.id]);
    // An offset other than Z is the same instant.
    const startsAt = new Date(Date.parse(hours(2)) - 3_600_000);
    const beijing = new Date(startsAt.getTime() + 8 * 3_600_000)
      .toISOString()
      .replace('Z', '+08:00');
    expect(
      ids(await list(`sport=${sport}&state=prematch&from=${encodeURIComponent(beijing)}`)),
    ).toEqual([sooner.id, later.id]);

    // Pages.
    const second = await list(`sport=${sport}&size=2&page=2`);
    expect(second).toMatchObject({ total: 5, page: 2, size: 2 });
    expect(ids(second)).toEqual([later.id, endedLate.id]);
    expect((await list(`sport=${sport}&size=2&page=4`)).list).toEqual([]);
  });

  it('refuses bad filters and ids as VALIDATION, an unknown event as NOT_FOUND', async () => {
    const bad = [
      'state=open',
      'state=LIVE',
      'from=yesterday',
      'from=2025-13-01T00:00:00Z',
      'to=2025-01-01',
      // JavaScript reads these, PostgreSQL does not: refused, never a 500.
      'from=0000-01-01T00:00:00Z',
      `to=${encodeURIComponent('9999-12-31T23:59:59-23:59')}`,
      `from=${encodeURIComponent(hours(1))}&to=${encodeURIComponent(hours(-1))}`,
      `q=${'x'.repeat(101)}`,
      `sport=${'x'.repeat(33)}`,
      'page=0',
      'page=abc',
      'page=1e2',
      'size=0',
      'size=201',
      'size=-5',
    ];
    for (const query of bad) {
      const res = await operatorGet(t, trader, `/sports/events?${query}`);
      expect({ query, res }).toMatchObject({ query, res: { status: false, code: 'VALIDATION' } });
    }
    expect(await operatorGet(t, trader, `/sports/events?q=${'x'.repeat(100)}`)).toMatchObject({
      status: true,
      data: { total: 0 },
    });
    for (const id of ['abc', '0', '-1', '1.5', String(2 ** 53)])
      expect(await operatorGet(t, trader, `/sports/events/${id}`)).toMatchObject({
        status: false,
        code: 'VALIDATION',
      });
    expect(await operatorGet(t, trader, '/sports/events/99999999')).toMatchObject({
      status: false,
      code: 'NOT_FOUND',
    });
  });
});

describe('who may read', () => {
  it("is the traders' and admins': support and finance are refused", async () => {
    const event = await createEvent(t, trader, { sport: 'reads-roles' });
    const support = await operator(t, 'readsupport1', 'support');
    const finance = await operator(t, 'readfinance1', 'finance');
    for (const token of [support, finance])
      for (const url of ['/sports/events', `/sports/events/${event.id}`])
        expect(await operatorGet(t, token, url)).toMatchObject({
          status: false,
          code: 'FORBIDDEN',
        });
    const admin = await adminToken(t);
    expect(await operatorGet(t, admin, '/sports/events?sport=reads-roles')).toMatchObject({
      status: true,
      data: { total: 1, list: [{ id: event.id }] },
    });
    expect(await operatorGet(t, admin, `/sports/events/${event.id}`)).toMatchObject({
      status: true,
      data: { id: event.id },
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/v1/sports/events' });
    expect(anonymous.json()).toMatchObject({ status: false });
  });
});
