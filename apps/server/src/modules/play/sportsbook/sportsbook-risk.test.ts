import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { get } from '../../../testing/members.ts';
import { SPORTS, createEvent, placeBet, selection } from '../../../testing/sportsbook-kit.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import {
  fund,
  newMember,
  operator,
  operatorGet,
  operatorPost,
} from '../../../testing/withdrawal-kit.ts';

let t: TestApp;
let trader: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  trader = await operator(t, 'trader4', 'trader');
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

describe('risk', () => {
  it("keeps each selection's liability and stops a market that passes its limit", async () => {
    const m = await newMember(t, 'sbrisk1', { wpassword: false });
    await fund(t, m.owner, '5000');
    const event = await createEvent(t, trader);
    const market = event.markets[0]!;
    const home = selection(event, '1x2', 'home');
    expect(
      await operatorPost(t, trader, `/sports/markets/${market.id}/limits`, {
        liabilityLimit: '3000',
        maxStake: '2000',
      }),
    ).toMatchObject({ status: true });
    const leg = [{ selectionId: home.id, odds: '1.950' }];
    expect(await placeBet(t, m.as, { stake: '2001', legs: leg })).toMatchObject({
      code: 'STAKE_LIMIT',
      msg: '投注金额须在1.00至2000.00之间',
    });
    await placeBet(t, m.as, { stake: '1000', legs: leg });
    let view = await operatorGet(t, trader, `/sports/events/${event.id}/liability`);
    expect(view.data.markets[0].selections[0]).toMatchObject({
      outcome: 'home',
      liability: [{ currency: 'CNY', stakes: '1000.00', liability: '1950.00' }],
    });
    expect(view.data.totals).toEqual([
      { currency: 'CNY', stakes: '1000.00', worstCase: '1950.00' },
    ]);
    // The second bet is taken and takes the selection past 3000: the market stops taking bets.
    expect(await placeBet(t, m.as, { stake: '1000', legs: leg })).toMatchObject({ status: true });
    const shown = json(await get(t.app, `${SPORTS}/events/${event.id}`));
    expect(shown.data.markets[0].state).toBe('suspended');
    expect(await placeBet(t, m.as, { stake: '10', legs: leg })).toMatchObject({
      code: 'MARKET_SUSPENDED',
    });
    view = await operatorGet(t, trader, `/sports/events/${event.id}/liability`);
    expect(view.data.totals[0].worstCase).toBe('3900.00');
  });

  it("limits a member's stakes to the factor a trader set", async () => {
    const m = await newMember(t, 'sbrisk2', { wpassword: false });
    await fund(t, m.owner, '10000');
    const event = await createEvent(t, trader);
    const over = selection(event, 'ou', 'over');
    const limited = await operatorPost(t, trader, '/sports/members/limit', {
      account: 'sbrisk2',
      factor: '0.1',
    });
    expect(limited).toMatchObject({ status: true, data: { factor: '0.1', site: 'pgdz' } });
    const leg = [{ selectionId: over.id, odds: '2.000' }];
    expect(await placeBet(t, m.as, { stake: '1000.01', legs: leg })).toMatchObject({
      code: 'STAKE_LIMIT',
    });
    expect(await placeBet(t, m.as, { stake: '1000', legs: leg })).toMatchObject({ status: true });
    expect(
      await operatorPost(t, trader, '/sports/members/limit', { account: 'sbrisk2', factor: '2' }),
    ).toMatchObject({ code: 'VALIDATION' });
    expect(
      await operatorPost(t, trader, '/sports/members/limit', { account: 'nobody', factor: '1' }),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });
});
