import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { query } from '../../../testing/members.ts';
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
  type TestMember,
} from '../../../testing/withdrawal-kit.ts';

let t: TestApp;
let trader: string;
let m: TestMember;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on', SPORTS_BET_DELAY_MS: '1000' });
  trader = await operator(t, 'trader3', 'trader');
  m = await newMember(t, 'sbcash1', { wpassword: false });
  await fund(t, m.owner, '1000');
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

const post = async (url: string, as: Record<string, string>, body: object = {}, key?: string) =>
  json(
    await t.app.inject({
      method: 'POST',
      url,
      headers: {
        ...as,
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: JSON.stringify(body),
    }),
  );

describe('cash-out', () => {
  it('offers the bet moved by the odds less 5%, pays it once and ends the bet', async () => {
    const event = await createEvent(t, trader);
    const home = selection(event, '1x2', 'home');
    const bet = await placeBet(t, m.as, {
      stake: '100',
      legs: [{ selectionId: home.id, odds: '1.950' }],
    });
    await operatorPost(t, trader, `/sports/markets/${event.markets[0]!.id}/odds`, {
      selections: [{ id: home.id, odds: '1.500' }],
    });
    const quote = await post(`${SPORTS}/bets/${bet.data.id}/cashout/quote`, m.as);
    // 100 × 1.95 / 1.50 × 0.95
    expect(quote).toMatchObject({
      status: true,
      data: { amount: '123.50', quoteId: expect.any(String) },
    });
    const body = { quoteId: quote.data.quoteId };
    const paid = await post(`${SPORTS}/bets/${bet.data.id}/cashout`, m.as, body, 'sb-cash-key-1');
    expect(paid).toMatchObject({ status: true, data: { state: 'cashed_out', payout: '123.50' } });
    expect(
      await post(`${SPORTS}/bets/${bet.data.id}/cashout`, m.as, body, 'sb-cash-key-1'),
    ).toEqual(paid);
    expect(await balance(t, m)).toMatchObject({ central: '1023.50', locked: '0.00' });
    // Ended: no second offer, and the result later moves nothing.
    expect(await post(`${SPORTS}/bets/${bet.data.id}/cashout/quote`, m.as)).toMatchObject({
      code: 'CASHOUT_UNAVAILABLE',
    });
    await operatorPost(t, trader, `/sports/events/${event.id}/result`, { home: 1, away: 0 });
    expect(await memberBet(t, m.as, bet.data.id)).toMatchObject({
      data: { state: 'cashed_out', payout: '123.50' },
    });
    expect(await balance(t, m)).toMatchObject({ central: '1023.50' });
  });

  it('is refused on a suspended market, after the offer expired or when the bet is worth less', async () => {
    const event = await createEvent(t, trader);
    const under = selection(event, 'ou', 'under');
    const market = event.markets.find((x) => x.type === 'ou')!;
    const bet = await placeBet(t, m.as, {
      stake: '10',
      legs: [{ selectionId: under.id, odds: '1.8' }],
    });
    const url = `${SPORTS}/bets/${bet.data.id}/cashout`;
    await operatorPost(t, trader, `/sports/markets/${market.id}/suspend`);
    expect(await post(`${url}/quote`, m.as)).toMatchObject({ code: 'CASHOUT_UNAVAILABLE' });
    await operatorPost(t, trader, `/sports/markets/${market.id}/open`);

    const stale = await post(`${url}/quote`, m.as);
    await query(
      t.database,
      sql`update sports_cashout_quotes set expires_at = now() - interval '1 second'
           where id = ${stale.data.quoteId}`,
    );
    expect(await post(url, m.as, { quoteId: stale.data.quoteId })).toMatchObject({
      code: 'QUOTE_EXPIRED',
    });
    // 10 × 1.8 / 1.8 × 0.95; the odds lengthen and the bet is worth less than offered.
    const moved = await post(`${url}/quote`, m.as);
    expect(moved.data.amount).toBe('9.50');
    await operatorPost(t, trader, `/sports/markets/${market.id}/odds`, {
      selections: [{ id: under.id, odds: '2.000' }],
    });
    expect(await post(url, m.as, { quoteId: moved.data.quoteId })).toMatchObject({
      code: 'QUOTE_EXPIRED',
    });
    const other = await newMember(t, 'sbcash2', { wpassword: false });
    const fresh = await post(`${url}/quote`, m.as);
    expect(await post(url, other.as, { quoteId: fresh.data.quoteId })).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await memberBet(t, m.as, bet.data.id)).toMatchObject({ data: { state: 'open' } });

    // Odds that shorten make the bet worth more (10 × 1.8 / 1.7 × 0.95 = 10.05): the offer of
    // 8.55 made at 2.000 still stands, and is what is paid.
    expect(fresh.data.amount).toBe('8.55');
    await operatorPost(t, trader, `/sports/markets/${market.id}/odds`, {
      selections: [{ id: under.id, odds: '1.700' }],
    });
    expect(await post(url, m.as, { quoteId: fresh.data.quoteId })).toMatchObject({
      status: true,
      data: { state: 'cashed_out', payout: '8.55' },
    });
  });
});

describe('a bet on a live event', () => {
  it('waits, then checks the odds again: a change meanwhile refuses it', async () => {
    const event = await createEvent(t, trader);
    await operatorPost(t, trader, `/sports/events/${event.id}/state`, { state: 'live' });
    const away = selection(event, '1x2', 'away');
    const pending = placeBet(t, m.as, {
      stake: '10',
      legs: [{ selectionId: away.id, odds: '4.100' }],
    });
    await operatorPost(t, trader, `/sports/markets/${event.markets[0]!.id}/odds`, {
      selections: [{ id: away.id, odds: '5.000' }],
    });
    expect(await pending).toMatchObject({
      code: 'ODDS_CHANGED',
      data: { legs: [{ selectionId: away.id, odds: '5.000' }] },
    });
    const taken = await placeBet(t, m.as, {
      stake: '10',
      legs: [{ selectionId: away.id, odds: '5.000' }],
    });
    expect(taken).toMatchObject({ status: true, data: { odds: '5.000' } });
  });
});
