import { oddsText, toWireAmount } from '@kirin/contract';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import {
  createEvent,
  memberBet,
  placeBet,
  selection,
  type TestEvent,
} from '../../../testing/sportsbook-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  balance,
  fund,
  newMember,
  operator,
  operatorPost,
} from '../../../testing/withdrawal-kit.ts';
import { combinedOdds, payoutOf } from './settlement.ts';

// Placing is one database function (sql/sportsbook-place.sql); these pin what it must agree on
// with the rest of the book: the key it claims, and the arithmetic of settlement.ts.

let t: TestApp;
let trader: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  trader = await operator(t, 'placetrader', 'trader');
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

const home = (event: TestEvent) => selection(event, '1x2', 'home');

describe('placing a bet', () => {
  it('answers a replay with the first answer even after the bet was settled', async () => {
    const m = await newMember(t, 'sbplace1', { wpassword: false });
    await fund(t, m.owner, '100');
    const event = await createEvent(t, trader);
    const body = { stake: '10', legs: [{ selectionId: home(event).id, odds: '1.950' }] };
    const first = await placeBet(t, m.as, body, 'sb-place-replay-1');
    expect(first).toMatchObject({ status: true, data: { state: 'open', payout: null } });
    expect(await memberBet(t, m.as, first.data.id)).toEqual(first);

    await operatorPost(t, trader, `/sports/events/${event.id}/result`, { home: 1, away: 0 });
    expect(await memberBet(t, m.as, first.data.id)).toMatchObject({ data: { state: 'won' } });
    expect(await placeBet(t, m.as, body, 'sb-place-replay-1')).toEqual(first);
    expect(await balance(t, m)).toMatchObject({ central: '109.50', locked: '0.00' });
  });

  it('leaves the key free after a refusal, so the member may try again with it', async () => {
    const m = await newMember(t, 'sbplace2', { wpassword: false });
    await fund(t, m.owner, '20');
    const event = await createEvent(t, trader);
    const leg = (odds: string) => [{ selectionId: home(event).id, odds }];
    const key = 'sb-place-refused-1';
    expect(await placeBet(t, m.as, { stake: '10', legs: leg('1.800') }, key)).toMatchObject({
      code: 'ODDS_CHANGED',
      data: { legs: [{ selectionId: home(event).id, odds: '1.950' }] },
    });
    expect(await placeBet(t, m.as, { stake: '30', legs: leg('1.950') }, key)).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await balance(t, m)).toMatchObject({ central: '20.00', locked: '0.00' });
    const taken = { stake: '10', legs: leg('1.800'), acceptOdds: 'higher' };
    expect(await placeBet(t, m.as, taken, key)).toMatchObject({
      status: true,
      data: { odds: '1.950', potentialPayout: '19.50' },
    });
    expect(await balance(t, m)).toMatchObject({ central: '10.00', locked: '10.00' });
  });

  it("takes a parlay's odds and potential payout as settlement computes them, within the largest payout", async () => {
    const m = await newMember(t, 'sbplace3', { wpassword: false });
    await fund(t, m.owner, '10000000');
    const events: TestEvent[] = [];
    for (let n = 0; n < 10; n += 1) {
      const event = await createEvent(t, trader);
      const market = event.markets.find((mk) => mk.type === '1x2')!;
      await operatorPost(t, trader, `/sports/markets/${market.id}/limits`, {
        liabilityLimit: '1000000000',
      });
      events.push(event);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1001, max: 30_000 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 100, max: 1_000_000 }),
        async (odds, stakeMinor) => {
          const legs = odds.map((o, i) => ({
            selectionId: home(events[i]!).id,
            odds: oddsText(o),
          }));
          for (const [i, o] of odds.entries()) {
            const market = events[i]!.markets.find((mk) => mk.type === '1x2')!;
            const moved = await operatorPost(t, trader, `/sports/markets/${market.id}/odds`, {
              selections: [{ id: home(events[i]!).id, odds: oddsText(o) }],
            });
            expect(moved).toMatchObject({ status: true });
          }
          const placed = await placeBet(t, m.as, {
            stake: toWireAmount(BigInt(stakeMinor), 'CNY'),
            legs,
          });
          const payout = payoutOf(
            BigInt(stakeMinor),
            odds.map((o) => ({ result: 'won' as const, odds: o })),
          );
          // The largest payout is 1,000,000.00: the largest stake is what keeps the payout within it.
          const den = 1000n ** BigInt(odds.length);
          const product = odds.reduce((p, o) => p * BigInt(o), 1n);
          const byPayout = (100_000_000n * den) / product;
          const max = byPayout < 1_000_000n ? byPayout : 1_000_000n;
          if (BigInt(stakeMinor) > max) {
            expect(placed).toMatchObject({
              code: 'STAKE_LIMIT',
              msg: `投注金额须在1.00至${toWireAmount(max, 'CNY')}之间`,
            });
            return;
          }
          expect(payout <= 100_000_000n).toBe(true);
          expect(placed).toMatchObject({
            status: true,
            data: {
              odds: oddsText(combinedOdds(odds)),
              potentialPayout: toWireAmount(payout, 'CNY'),
              legs: legs.map((l) => ({ selectionId: l.selectionId, odds: l.odds })),
            },
          });
        },
      ),
      { numRuns: 16 },
    );
  });
});
