import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { post, query } from '../../../testing/members.ts';
import { createEvent, placeBet, selection, SPORTS } from '../../../testing/sportsbook-kit.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import {
  balance,
  fund,
  newMember,
  operator,
  operatorPost,
  type TestMember,
} from '../../../testing/withdrawal-kit.ts';
import { memberCentral, memberVenue } from '../../../ledger/wallet-accounts.ts';
import { COOLING_OFF_MS } from './protection.service.ts';

// Wager and loss limits on the book's bets (docs/decisions/limits.md): a bet that would pass one
// is refused with LIMIT_REACHED and moves nothing; two bets at once cannot both pass.

const LIMITS = '/api/findmed/v1/member/limits';
const CONFIRM = '/api/findmed/v1/member/limits/confirm';

let t: TestApp;
let trader: string;
let offsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off' });
  trader = await operator(t, 'rgbtrader', 'trader');
  t.app.services.protection.now = () => new Date(Date.now() + offsetMs);
});
afterEach(async () => {
  offsetMs = 0;
  await expectBooksBalance(t.database);
});
afterAll(() => t.close());

const setLimit = (m: TestMember, kind: string, period: string, amount: string | null) =>
  post(t.app, LIMITS, { kind, period, amount }, m.as).then(json);
const betsOf = async (memberId: number) =>
  (
    await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sports_bets where member_id = ${memberId}`,
    )
  )[0]!.n;

async function homeLeg() {
  const event = await createEvent(t, trader);
  return { event, legs: [{ selectionId: selection(event, '1x2', 'home').id, odds: '1.950' }] };
}

/** A refused bet: LIMIT_REACHED, and neither a bet nor a movement of money. */
async function expectRefused(m: TestMember, stake: string, legs: unknown[], text: string[]) {
  const before = await balance(t, m);
  const bets = await betsOf(m.memberId);
  const refused = await placeBet(t, m.as, { stake, legs });
  expect(refused).toMatchObject({ status: false, code: 'LIMIT_REACHED' });
  for (const part of text) expect(refused.msg).toContain(part);
  expect(refused.msg).toMatch(/\d{4}-\d\d-\d\d 00:00:00/);
  expect(await balance(t, m)).toEqual(before);
  expect(await betsOf(m.memberId)).toBe(bets);
}

describe('wager limit', () => {
  it('refuses the bet that would pass it and takes the one that fits', async () => {
    const m = await newMember(t, 'rgwager01');
    await fund(t, m.owner, '500');
    const { legs } = await homeLeg();
    expect(await setLimit(m, 'wager', 'day', '100')).toMatchObject({ status: true });

    expect(await placeBet(t, m.as, { stake: '60', legs })).toMatchObject({ status: true });
    await expectRefused(m, '50', legs, ['每日投注限额', '100.00', '40.00']);
    const en = await t.app.inject({
      method: 'POST',
      url: `${SPORTS}/bets`,
      headers: { ...m.as, lang: 'en', 'idempotency-key': 'rg-wager-en' },
      payload: { stake: '50', legs },
    });
    expect(json(en)).toMatchObject({
      code: 'LIMIT_REACHED',
      msg: expect.stringContaining('daily wager limit'),
    });
    expect(await placeBet(t, m.as, { stake: '40', legs })).toMatchObject({ status: true });
    await expectRefused(m, '1', legs, ['100.00', '0.00']);
    expect(await balance(t, m)).toMatchObject({ central: '400.00', locked: '100.00' });
  });

  it('lets two bets at once pass together only when both fit', async () => {
    const m = await newMember(t, 'rgwager02');
    await fund(t, m.owner, '500');
    const { legs } = await homeLeg();
    await setLimit(m, 'wager', 'week', '100');
    const answers = await Promise.all([
      placeBet(t, m.as, { stake: '60', legs }),
      placeBet(t, m.as, { stake: '60', legs }),
    ]);
    expect(answers.filter((a) => a.status === true)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 'LIMIT_REACHED')).toHaveLength(1);
    expect(await betsOf(m.memberId)).toBe(1);
    expect(await balance(t, m)).toMatchObject({ central: '440.00', locked: '60.00' });
  });

  it('waits 24 hours and the confirmation before a raise applies', async () => {
    const m = await newMember(t, 'rgwager03');
    await fund(t, m.owner, '500');
    const { legs } = await homeLeg();
    await setLimit(m, 'wager', 'day', '50');
    expect(await placeBet(t, m.as, { stake: '50', legs })).toMatchObject({ status: true });
    const raised = await setLimit(m, 'wager', 'day', '200');
    expect(raised.data.wager.day).toBe('50.00');
    await expectRefused(m, '60', legs, ['每日投注限额']);

    // A day on (a new Beijing day, so the earlier stake no longer counts): a stake above the old
    // limit on its own is still refused until the member confirms.
    offsetMs = COOLING_OFF_MS + 60_000;
    await expectRefused(m, '60', legs, ['50.00']);
    expect(json(await post(t.app, CONFIRM, { kind: 'wager', period: 'day' }, m.as))).toMatchObject({
      status: true,
      data: { wager: { day: '200.00' } },
    });
    expect(await placeBet(t, m.as, { stake: '60', legs })).toMatchObject({ status: true });
  });
});

describe('loss limit', () => {
  it('counts settled losses and open stakes, and refuses what would pass it', async () => {
    const m = await newMember(t, 'rgloss001');
    await fund(t, m.owner, '500');
    const { event, legs } = await homeLeg();
    await setLimit(m, 'loss', 'month', '100');
    expect(await placeBet(t, m.as, { stake: '80', legs })).toMatchObject({ status: true });
    // The away side wins: the 80.00 is lost.
    expect(
      await operatorPost(t, trader, `/sports/events/${event.id}/result`, { home: 0, away: 1 }),
    ).toMatchObject({ status: true, data: { settled: 1 } });
    expect(await balance(t, m)).toMatchObject({ central: '420.00', locked: '0.00' });

    const next = await homeLeg();
    await expectRefused(m, '30', next.legs, ['每月亏损限额', '100.00', '20.00']);
    expect(await placeBet(t, m.as, { stake: '20', legs: next.legs })).toMatchObject({
      status: true,
    });
    // The open 20.00 counts as a possible loss.
    await expectRefused(m, '1', next.legs, ['每月亏损限额', '0.00']);

    // A win brings the period's loss down: 20.00 at 1.950 pays 39.00, a net loss of 61.00.
    expect(
      await operatorPost(t, trader, `/sports/events/${next.event.id}/result`, {
        home: 2,
        away: 0,
      }),
    ).toMatchObject({ data: { settled: 1 } });
    const third = await homeLeg();
    await expectRefused(m, '40', third.legs, ['39.00']);
    expect(await placeBet(t, m.as, { stake: '39', legs: third.legs })).toMatchObject({
      status: true,
    });
    expect(await balance(t, m)).toMatchObject({ central: '400.00', locked: '39.00' });
  });
});

describe('venue play', () => {
  /** A settled venue bet of the member, as a pull from the venue writes it. */
  const venueBet = (m: TestMember, betId: string, stake: number, payout: number) =>
    t.database.db.execute(
      sql`insert into venue_bets (site_code, member_id, venue_code, bet_id, game_code, round,
            currency, stake, valid_stake, payout, state, placed_at, settled_at, booked)
          values ('pgdz', ${m.memberId}, 'kgame', ${betId}, 'dragon-tiger', 'R1', 'CNY', ${stake},
            ${stake}, ${payout}, 'settled', now(), now(), 'outside')`,
    );

  it('counts pulled venue bets toward the wager and loss limits of a bet', async () => {
    const { legs } = await homeLeg();
    const w = await newMember(t, 'rgvenue01');
    await fund(t, w.owner, '500');
    await setLimit(w, 'wager', 'day', '100');
    await venueBet(w, 'rg-v-1', 7_000, 14_000);
    await expectRefused(w, '40', legs, ['每日投注限额', '30.00']);
    expect(await placeBet(t, w.as, { stake: '30', legs })).toMatchObject({ status: true });

    const l = await newMember(t, 'rgvenue02');
    await fund(t, l.owner, '500');
    await setLimit(l, 'loss', 'week', '100');
    await venueBet(l, 'rg-v-2', 9_000, 2_000);
    await expectRefused(l, '40', legs, ['每周亏损限额', '30.00']);
    expect(await placeBet(t, l.as, { stake: '30', legs })).toMatchObject({ status: true });
  });

  it('counts the money in venue wallets toward a loss limit: it may yet be lost', async () => {
    const { legs } = await homeLeg();
    const m = await newMember(t, 'rgvenue03');
    await fund(t, m.owner, '500');
    await setLimit(m, 'loss', 'day', '100');
    // 70.00 moved into a venue wallet (as a transfer in posts it).
    await t.app.services.ledger.transfer({
      key: `rg-venue-move:${m.memberId}`,
      debit: memberCentral(m.owner),
      credit: memberVenue(m.owner, 'kgame'),
      amount: 7_000n,
      currency: 'CNY',
      reason: 'transfer',
    });
    await expectRefused(m, '40', legs, ['每日亏损限额', '30.00']);
    expect(await placeBet(t, m.as, { stake: '30', legs })).toMatchObject({ status: true });
  });
});
