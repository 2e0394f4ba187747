import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { get } from '../../../testing/members.ts';
import {
  SPORTS,
  createEvent,
  memberBet,
  placeBet,
  selection,
} from '../../../testing/sportsbook-kit.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import {
  balance,
  fund,
  newMember,
  operator,
  operatorPost,
} from '../../../testing/withdrawal-kit.ts';

let t: TestApp;
let trader: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  trader = await operator(t, 'trader1', 'trader');
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

const result = (id: number, home: number, away: number) =>
  operatorPost(t, trader, `/sports/events/${id}/result`, { home, away });

describe('the book', () => {
  it('lists events taking bets to anyone, with markets, decimal odds and lines in quarters', async () => {
    const event = await createEvent(t, trader);
    const list = json(await get(t.app, `${SPORTS}/events`));
    const shown = list.data.list.find((e: { id: number }) => e.id === event.id);
    expect(shown).toMatchObject({ state: 'prematch', score: null, sport: 'football' });
    expect(
      shown.markets.map((m: { type: string; line: string | null }) => [m.type, m.line]),
    ).toEqual([
      ['1x2', null],
      ['ah', '-0.25'],
      ['ou', '2.5'],
      ['cs', null],
    ]);
    const one = json(await get(t.app, `${SPORTS}/events/${event.id}`));
    expect(one.data.markets[0].selections[0]).toMatchObject({ outcome: 'home', odds: '1.950' });
    expect(json(await get(t.app, `${SPORTS}/events/999999`))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends the list compressed to a client that takes it, the same list', async () => {
    for (let i = 0; i < 3; i += 1) await createEvent(t, trader);
    const plain = await t.app.inject(`${SPORTS}/events`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding, open] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const packed = await t.app.inject({
        url: `${SPORTS}/events`,
        headers: { 'accept-encoding': accept },
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toContain('accept-encoding');
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(open(packed.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    }
  });

  it("is the traders' and admins': others are refused, and bad markets are refused", async () => {
    const support = await operator(t, 'sbsupport1', 'support');
    const refused = await operatorPost(t, support, '/sports/events', {});
    expect(refused.status).toBe(false);
    const bad = await operatorPost(t, trader, '/sports/events', {
      sport: 'football',
      league: 'L',
      home: 'A',
      away: 'B',
      startsAt: new Date().toISOString(),
      markets: [{ type: 'ah', selections: [{ outcome: 'home', odds: '1.9' }] }],
    });
    expect(bad).toMatchObject({ status: false, code: 'VALIDATION' });
  });
});

describe('a single', () => {
  it('holds the stake, pays the result, resettles a corrected one, and replays nothing', async () => {
    const m = await newMember(t, 'sbsingle1', { wpassword: false });
    await fund(t, m.owner, '1000');
    const event = await createEvent(t, trader);
    const home = selection(event, '1x2', 'home');
    const body = { stake: '100', legs: [{ selectionId: home.id, odds: '1.950' }] };
    const placed = await placeBet(t, m.as, body, 'sb-single-key-1');
    expect(placed).toMatchObject({
      status: true,
      data: {
        state: 'open',
        stake: '100.00',
        odds: '1.950',
        potentialPayout: '195.00',
        payout: null,
      },
    });
    expect(await balance(t, m)).toMatchObject({ central: '900.00', locked: '100.00' });
    expect(await placeBet(t, m.as, body, 'sb-single-key-1')).toEqual(placed);
    expect(await balance(t, m)).toMatchObject({ central: '900.00', locked: '100.00' });

    const settled = await result(event.id, 2, 1);
    expect(settled).toMatchObject({
      status: true,
      data: { settled: 1, event: { state: 'ended' } },
    });
    expect(await memberBet(t, m.as, placed.data.id)).toMatchObject({
      data: { state: 'won', payout: '195.00', legs: [{ result: 'won' }] },
    });
    expect(await balance(t, m)).toMatchObject({ central: '1095.00', locked: '0.00' });

    // The same result again changes nothing; a corrected one takes back, another pays again.
    expect(await result(event.id, 2, 1)).toMatchObject({ data: { settled: 0 } });
    await result(event.id, 0, 1);
    expect(await memberBet(t, m.as, placed.data.id)).toMatchObject({
      data: { state: 'lost', payout: '0.00' },
    });
    expect(await balance(t, m)).toMatchObject({ central: '900.00', locked: '0.00' });
    await result(event.id, 3, 0);
    expect(await balance(t, m)).toMatchObject({ central: '1095.00' });
  });

  it('refuses what the contract names, moving nothing', async () => {
    const m = await newMember(t, 'sbrefuse1', { wpassword: false });
    await fund(t, m.owner, '50');
    const event = await createEvent(t, trader);
    const other = await createEvent(t, trader);
    const home = selection(event, '1x2', 'home');
    const leg = (odds = '1.950') => [{ selectionId: home.id, odds }];
    expect(await placeBet(t, m.as, { stake: '0.50', legs: leg() })).toMatchObject({
      code: 'STAKE_LIMIT',
    });
    expect(await placeBet(t, m.as, { stake: '10001', legs: leg() })).toMatchObject({
      code: 'STAKE_LIMIT',
    });
    expect(await placeBet(t, m.as, { stake: '60', legs: leg() })).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await placeBet(t, m.as, { stake: '10', legs: leg('abc') })).toMatchObject({
      code: 'VALIDATION',
    });
    expect(
      await placeBet(t, m.as, { stake: '10', legs: [{ selectionId: 99999999, odds: '2' }] }),
    ).toMatchObject({ code: 'NOT_FOUND' });
    const draw = selection(event, '1x2', 'draw');
    expect(
      await placeBet(t, m.as, {
        stake: '10',
        legs: [...leg(), { selectionId: draw.id, odds: '3.400' }],
      }),
    ).toMatchObject({ code: 'PARLAY_SAME_EVENT' });

    // Odds moved: refused with today's odds unless the member takes better or any odds.
    const market = event.markets[0]!;
    await operatorPost(t, trader, `/sports/markets/${market.id}/odds`, {
      selections: [{ id: home.id, odds: '2.050' }],
    });
    const changed = await placeBet(t, m.as, { stake: '10', legs: leg() });
    expect(changed).toMatchObject({
      status: false,
      code: 'ODDS_CHANGED',
      data: { legs: [{ selectionId: home.id, odds: '2.050' }] },
    });
    expect(changed.msg).toBe('赔率已变化，请确认新的赔率后再投注');
    const higher = await placeBet(t, m.as, { stake: '10', legs: leg(), acceptOdds: 'higher' });
    expect(higher).toMatchObject({ status: true, data: { odds: '2.050' } });

    await operatorPost(t, trader, `/sports/markets/${market.id}/suspend`);
    expect(await placeBet(t, m.as, { stake: '10', legs: leg('2.050') })).toMatchObject({
      code: 'MARKET_SUSPENDED',
    });
    await operatorPost(t, trader, `/sports/markets/${market.id}/open`);
    await result(other.id, 1, 1);
    const ended = selection(other, '1x2', 'draw');
    expect(
      await placeBet(t, m.as, { stake: '10', legs: [{ selectionId: ended.id, odds: '3.400' }] }),
    ).toMatchObject({ code: 'MARKET_SUSPENDED' });
    expect(await balance(t, m)).toMatchObject({ central: '40.00', locked: '10.00' });
  });

  it('shows a member only their own bets', async () => {
    const a = await newMember(t, 'sbowner1', { wpassword: false });
    const b = await newMember(t, 'sbother1', { wpassword: false });
    await fund(t, a.owner, '100');
    const event = await createEvent(t, trader);
    const under = selection(event, 'ou', 'under');
    const bet = await placeBet(t, a.as, {
      stake: '5',
      legs: [{ selectionId: under.id, odds: '1.8' }],
    });
    expect(await memberBet(t, b.as, bet.data.id)).toMatchObject({ code: 'NOT_FOUND' });
    const mine = json(await get(t.app, `${SPORTS}/bets?state=open`, a.as));
    expect(mine.data).toMatchObject({ total: 1, list: [{ id: bet.data.id }] });
    expect(json(await get(t.app, `${SPORTS}/bets`, b.as)).data.total).toBe(0);
    expect(json(await get(t.app, `${SPORTS}/bets`))).toMatchObject({ data: 'token' });
  });
});

describe('a parlay', () => {
  it('settles when every event has a result; a cancelled event voids its leg', async () => {
    const m = await newMember(t, 'sbparlay1', { wpassword: false });
    await fund(t, m.owner, '500');
    const first = await createEvent(t, trader);
    const second = await createEvent(t, trader);
    const third = await createEvent(t, trader);
    const legs = [
      { selectionId: selection(first, 'ah', 'home').id, odds: '1.900' },
      { selectionId: selection(second, 'ou', 'over').id, odds: '2.000' },
      { selectionId: selection(third, '1x2', 'away').id, odds: '4.100' },
    ];
    const bet = await placeBet(t, m.as, { stake: '100', legs });
    expect(bet).toMatchObject({ data: { odds: '15.580', potentialPayout: '1558.00' } });

    await result(first.id, 0, 0); // home -0.25 on a draw: half lost
    await operatorPost(t, trader, `/sports/events/${second.id}/state`, { state: 'cancelled' });
    expect(await memberBet(t, m.as, bet.data.id)).toMatchObject({ data: { state: 'open' } });
    await result(third.id, 0, 2);
    expect(await memberBet(t, m.as, bet.data.id)).toMatchObject({
      data: {
        state: 'won',
        payout: '205.00', // 100 × 0.5 × 1 × 4.1
        legs: [{ result: 'half_lost' }, { result: 'void' }, { result: 'won' }],
      },
    });
    expect(await balance(t, m)).toMatchObject({ central: '605.00', locked: '0.00' });
  });
});

describe('everywhere else', () => {
  it('shows stakes and payouts in transaction records and counts settled bets as turnover', async () => {
    const m = await newMember(t, 'sbrecords1', { wpassword: false });
    await fund(t, m.owner, '300');
    const event = await createEvent(t, trader);
    const home = selection(event, 'ah', 'home');
    const bet = await placeBet(t, m.as, {
      stake: '100',
      legs: [{ selectionId: home.id, odds: '1.9' }],
    });
    await result(event.id, 0, 0); // -0.25 on a draw: half lost, 50.00 back
    const records = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/findmed/v1/records/transactions',
        headers: m.as,
        payload: { kind: 'bet' },
      }),
    );
    expect(records.data.list).toMatchObject([
      { kind: 'bet', amount: '+50.00', title: '体育派彩', reference: String(bet.data.id) },
      { kind: 'bet', amount: '-100.00', title: '体育投注', reference: String(bet.data.id) },
    ]);
    expect(records.data.total).toBe(2);
    // Half a result is half the stake of turnover, toward VIP, rebates and the agent's reports.
    const { settledTurnover } = await import('./bet-totals.ts');
    expect(await settledTurnover(t.database.db, m.memberId, 'CNY')).toBe(5_000n);
  });
});
