import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { query } from '../../../testing/members.ts';
import { adminToken, operatorGet } from '../../../testing/withdrawal-kit.ts';
import { SITE, setUpVenueTest, type VenueTest } from '../../../testing/venue-kit.ts';

// Play at a venue is booked bet by bet from the venue's bet records, under keys made from the bet
// ids; what the venue's balance says beyond the records is flagged to operators, never booked.

const TRANSFER = '/api/findmed/v1/finance/transfer';
let t: VenueTest;
let admin: string;

beforeAll(async () => {
  t = await setUpVenueTest({ CAPTCHA: 'off' });
  admin = await adminToken(t);
});
afterAll(async () => {
  await t.closeAll();
});
afterEach(async () => {
  await setFaults({});
  await expectBooksBalance(t.database);
});

const sim = (path: string, body: unknown) =>
  fetch(`${t.sim.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const setFaults = (faults: Record<string, number>) =>
  sim('/__faults', { timeoutRate: 0, errorRate: 0, lostResponseRate: 0, latencyMs: 0, ...faults });
const play = (memberId: number, stake: string, payout: string) =>
  sim(`/__players/${SITE}_${memberId}/play`, { stake, payout });
/** Money at the venue that no bet explains (the simulator's adjust switch). */
const unexplained = (memberId: number, amount: string) =>
  sim(`/__players/${SITE}_${memberId}/adjust`, { amount });
const move = (token: string, from: string, to: string, amount: string) =>
  t.call(token, 'POST', TRANSFER, { from, to, amount });
const kgame = async (token: string) =>
  (await t.call(token, 'GET', '/api/findmed/v1/finance/assets')).data.venues.find(
    (v: { code: string }) => v.code === 'kgame',
  ).balance as string;
const kgameVenue = () => t.app.services.venueTransfers.usableVenue(SITE, 'kgame');

/** The member's bets with how far their money is booked, and the bookings' keys. */
async function booked(memberId: number) {
  const bets = await query<{ bet_id: string; state: string; booked: string }>(
    t.database,
    sql`select bet_id, state, booked from venue_bets where member_id = ${memberId} order by id`,
  );
  const keys = await query<{ transfer_key: string; amount: string }>(
    t.database,
    sql`select t.transfer_key, t.amount::text as amount from ledger_transfers t
        join ledger_accounts a on a.id = t.debit_account_id or a.id = t.credit_account_id
        where t.reason = 'venue_bet' and a.member_id = ${memberId} order by t.id`,
  );
  return { bets, keys };
}

describe('booking venue play', () => {
  it('books each pulled bet’s stake and payout once, under keys made from the bet', async () => {
    const m = await t.member(50_000n);
    await move(m.token, 'central', 'kgame', '100.00');
    await play(m.id, '30.00', '0');
    await play(m.id, '20.00', '45.00');
    const venue = await kgameVenue();
    // One change at a time: the first bet open, then settled, then the second.
    await t.app.services.bets.pull(SITE, venue, { maxPages: 1, pageSize: 1 });
    const afterOpen = await booked(m.id);
    expect(afterOpen.bets.map((b) => [b.state, b.booked])).toEqual([['open', 'stake']]);
    expect(afterOpen.keys).toEqual([
      { transfer_key: expect.stringMatching(/^venue-bet:pgdz:kgame:vb_.*:stake$/), amount: '3000' },
    ]);
    await t.app.services.bets.pull(SITE, venue);
    const all = await booked(m.id);
    expect(all.bets.map((b) => [b.state, b.booked])).toEqual([
      ['settled', 'done'],
      ['settled', 'done'],
    ]);
    expect(all.keys.map((k) => k.amount)).toEqual(['3000', '2000', '4500']);
    expect(await kgame(m.token)).toBe('95.00');
    // The feed read again from the start books nothing twice.
    await query(
      t.database,
      sql`update venue_bet_cursors set cursor = '' where venue_code = 'kgame'`,
    );
    await t.app.services.bets.pull(SITE, venue);
    expect((await booked(m.id)).keys).toHaveLength(3);
    expect(await kgame(m.token)).toBe('95.00');
  });

  it('waits while a move with the venue is in transit, and books once it settles', async () => {
    const m = await t.member(50_000n);
    await move(m.token, 'central', 'kgame', '100.00');
    // The venue answers nothing in time: the next move stays in transit.
    await setFaults({ latencyMs: 1_000 });
    const stuck = (await move(m.token, 'central', 'kgame', '50.00')).data;
    expect(stuck.state).toBe('pending');
    await setFaults({});
    await play(m.id, '40.00', '0');
    await t.app.services.bets.pull(SITE, await kgameVenue());
    expect((await booked(m.id)).bets.map((b) => b.booked)).toEqual(['none']);
    // Settled (the venue applied it late), then the next look books the bet.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await t.app.services.venueReconciler.runOnce();
    // The late move was refused at the venue (past its deadline), so it was voided here.
    expect(await kgame(m.token)).toBe('60.00');
    expect((await booked(m.id)).bets.map((b) => b.booked)).toEqual(['done']);
  });
});

describe('money the bet records do not explain', () => {
  it('is flagged to operators, never booked by itself, and an operator may book it', async () => {
    const m = await t.member(50_000n);
    await move(m.token, 'central', 'kgame', '100.00');
    await unexplained(m.id, '20.00');
    // The member's look sees the venue's 120.00 against 100.00 booked: flagged, not booked.
    expect(await kgame(m.token)).toBe('100.00');
    const open = await operatorGet(t, admin, `/venues/discrepancies?state=open&site=${SITE}`);
    const flagged = open.data.list.find((d: { memberId: number }) => d.memberId === m.id);
    expect(flagged).toMatchObject({
      venue: 'kgame',
      venueBalance: '120.00',
      bookedBalance: '100.00',
      difference: '20.00',
      state: 'open',
    });
    // Bringing everything back brings what both sides agree on; the 20.00 stays at the venue.
    const recall = await t.call(m.token, 'POST', `${TRANSFER}/recall`, {});
    expect(recall.data.list).toMatchObject([{ amount: '100.00', state: 'posted' }]);

    // Found by the member's account in any case and by the venue; not by another venue.
    const byMember = await operatorGet(
      t,
      admin,
      `/venues/discrepancies?venue=kgame&member=${String(flagged.account).toUpperCase()}`,
    );
    expect(byMember.data).toMatchObject({ total: 1, list: [{ id: flagged.id }] });
    const elsewhere = await operatorGet(
      t,
      admin,
      `/venues/discrepancies?venue=other&member=${flagged.account}`,
    );
    expect(elsewhere.data).toMatchObject({ total: 0, list: [] });

    const book = (reason?: string, key = `disc-book-${flagged.id}`) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/v1/venues/discrepancies/${flagged.id}/book`,
        headers: { t: admin, 'idempotency-key': key, lang: 'en' },
        payload: reason === undefined ? {} : { reason },
      });
    // Money moves on the operator's word: they say why.
    const unexplainedBook = (await book(undefined, `disc-book-${flagged.id}-none`)).json();
    expect(unexplainedBook).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { reason: expect.any(String) } },
    });
    expect((await book('  ', `disc-book-${flagged.id}-blank`)).json().code).toBe('VALIDATION');
    const booked = (await book('会员在场馆获得的补偿')).json();
    expect(booked).toMatchObject({ status: true, data: { state: 'booked', difference: '20.00' } });
    expect((await book('会员在场馆获得的补偿')).json()).toEqual(booked);
    // The same key with another reason is another request.
    expect((await book('another reason')).json().code).toBe('IDEMPOTENCY_CONFLICT');
    const second = await book('again', `disc-book-${flagged.id}-again`);
    expect(second.json().code).toBe('ORDER_NOT_PENDING');
    const again = await t.call(m.token, 'POST', `${TRANSFER}/recall`, {});
    expect(again.data.list).toMatchObject([{ amount: '20.00', state: 'posted' }]);
    const audit = await operatorGet(t, admin, '/audit?action=venue.discrepancy.book');
    expect(audit.data.list[0]).toMatchObject({
      after: { state: 'booked', difference: '20.00', reason: '会员在场馆获得的补偿' },
    });
  });

  it('closes by itself when the venue and the books agree again', async () => {
    const m = await t.member(50_000n);
    await move(m.token, 'central', 'kgame', '100.00');
    await unexplained(m.id, '-10.00');
    expect(await kgame(m.token)).toBe('100.00');
    await unexplained(m.id, '10.00');
    expect(await kgame(m.token)).toBe('100.00');
    const mine = await query<{ state: string }>(
      t.database,
      sql`select state from venue_discrepancies where member_id = ${m.id}`,
    );
    expect(mine).toEqual([{ state: 'cleared' }]);
  });

  it('shows in the books check when a bet is marked booked without its transfers', async () => {
    const m = await t.member(50_000n);
    await move(m.token, 'central', 'kgame', '100.00');
    await play(m.id, '10.00', '0');
    await kgame(m.token);
    await query(
      t.database,
      sql`update venue_bets set booked = 'done', stake = stake + 1 where member_id = ${m.id}`,
    );
    const report = await t.app.services.reconciliation.checkAll();
    expect(report.violations).toEqual([expect.objectContaining({ kind: 'venue_bet' })]);
    await query(t.database, sql`update venue_bets set stake = stake - 1 where member_id = ${m.id}`);
  });
});
