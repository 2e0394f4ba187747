import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { operatorToken, query } from '../../../testing/members.ts';
import { ledgerRefusal } from '../../../ledger/ledger.service.ts';
import { memberCentral, memberVenue } from '../../../ledger/wallet-accounts.ts';
import type { TransferCall } from '../../../ledger/ledger.repository.ts';
import { fileMoves, settleMoves, type NewMove } from './venue-transfer.repository.ts';
import { setUpVenueTest, SITE, type VenueTest } from '../../../testing/venue-kit.ts';

const TRANSFER = '/api/findmed/v1/finance/transfer';
let t: VenueTest;

beforeAll(async () => {
  t = await setUpVenueTest();
});
afterAll(async () => {
  await t.closeAll();
});

const move = (token: string, from: string, to: string, amount: string) =>
  t.call(token, 'POST', TRANSFER, { from, to, amount });
const assets = async (token: string) =>
  (await t.call(token, 'GET', '/api/findmed/v1/finance/assets')).data;
const simBalance = async (memberId: number) => {
  const books = (await (await fetch(`${t.sim.url}/__books`)).json()) as {
    players: { player: string; balance: string }[];
  };
  return books.players.find((p) => p.player === `${SITE}_${memberId}`)?.balance ?? '0.00';
};
/**
 * A round the member won (or, below zero, lost) at the venue, through the simulator's play switch:
 * the balance moves and the bet is in the feed, as a real round's would be.
 */
const playAtVenue = (memberId: number, amount: string) => {
  const net = Number(amount);
  const body =
    net >= 0
      ? { stake: '10.00', payout: (10 + net).toFixed(2) }
      : { stake: amount.slice(1), payout: '0' };
  return fetch(`${t.sim.url}/__players/${SITE}_${memberId}/play`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
};
const setFaults = (faults: Record<string, number>) =>
  fetch(`${t.sim.url}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      timeoutRate: 0,
      errorRate: 0,
      lostResponseRate: 0,
      latencyMs: 0,
      ...faults,
    }),
  });

describe('moving money between the central wallet and a venue', () => {
  // A failing test must not leave the venue slow or faulty for the next one.
  afterEach(async () => {
    await setFaults({});
  });

  it('moves in and out, on our books and the venue’s, and lists it as transfers', async () => {
    const m = await t.member(100_000n);
    const into = await move(m.token, 'central', 'kgame', '300.00');
    expect(into).toMatchObject({
      status: true,
      data: { from: 'central', to: 'kgame', amount: '300.00', state: 'posted' },
    });
    expect(await simBalance(m.id)).toBe('300.00');
    expect(await assets(m.token)).toMatchObject({
      central: '700.00',
      inTransit: '0.00',
      total: '1000.00',
      venues: expect.arrayContaining([
        { code: 'kgame', name: '场馆kgame', balance: '300.00', state: 'on' },
      ]),
    });
    const out = await move(m.token, 'kgame', 'central', '100.50');
    expect(out.data).toMatchObject({ from: 'kgame', to: 'central', state: 'posted' });
    expect(await simBalance(m.id)).toBe('199.50');
    const records = await t.call(m.token, 'POST', '/api/findmed/v1/records/transactions', {
      kind: 'transfer',
    });
    expect(records.data.list.map((r: { amount: string }) => r.amount)).toEqual([
      '+100.50',
      '-300.00',
    ]);
    // Both moves are in the audit trail, filed by the member and closed by the system (issue 20).
    const trail = await query<{ actor_kind: string; action: string; direction: string }>(
      t.database,
      sql`select actor_kind, action, after->>'direction' as direction from audit_log
           where target_kind = 'venue-transfer' and after->>'memberId' = ${String(m.id)} order by id`,
    );
    expect(trail).toEqual([
      { actor_kind: 'member', action: 'venue.transfer.file', direction: 'in' },
      { actor_kind: 'system', action: 'venue.transfer.posted', direction: 'in' },
      { actor_kind: 'member', action: 'venue.transfer.file', direction: 'out' },
      { actor_kind: 'system', action: 'venue.transfer.posted', direction: 'out' },
    ]);
    await expectBooksBalance(t.database);
  });

  it('books the member’s play at the venue before bringing money back', async () => {
    const m = await t.member(50_000n);
    await move(m.token, 'central', 'kgame', '200.00');
    // The member won 55.00 at the venue.
    await playAtVenue(m.id, '55.00');
    const wallets = await t.call(m.token, 'GET', '/api/game/walletlist?show=1');
    expect(wallets.data.list).toEqual([
      { code: 'kgame', name: '场馆kgame', balance: '255.00', state: 'on' },
      { code: 'kslots', name: '场馆kslots', balance: '0.00', state: 'maintenance' },
    ]);
    const recall = await t.call(m.token, 'POST', `${TRANSFER}/recall`, {});
    expect(recall.data.list).toMatchObject([{ from: 'kgame', amount: '255.00', state: 'posted' }]);
    expect(await assets(m.token)).toMatchObject({ central: '555.00', total: '555.00' });
    // The win is not a movement the member made: it stays out of transaction records.
    const records = await t.call(m.token, 'POST', '/api/findmed/v1/records/transactions', {});
    expect(records.data.total).toBe(3);
    await expectBooksBalance(t.database);
  });

  it('refuses a recall from an unknown venue; two at once bring the money back once (issue 20)', async () => {
    const m = await t.member(50_000n);
    expect(await t.call(m.token, 'POST', `${TRANSFER}/recall`, { code: 'nope' })).toMatchObject({
      status: false,
      code: 'NOT_FOUND',
    });
    await move(m.token, 'central', 'kgame', '200.00');
    const both = await Promise.all([
      t.call(m.token, 'POST', `${TRANSFER}/recall`, {}),
      t.call(m.token, 'POST', `${TRANSFER}/recall`, { code: 'kgame' }),
    ]);
    // Each answers as a recall made alone would: one moved it, the other found nothing left.
    for (const answer of both) expect(answer.status).toBe(true);
    const moved = both.flatMap((answer) => answer.data.list as { amount: string }[]);
    expect(moved).toMatchObject([{ amount: '200.00', state: 'posted' }]);
    expect(await assets(m.token)).toMatchObject({ central: '500.00', total: '500.00' });
    await expectBooksBalance(t.database);
  });

  it('shows the play at the venue in the member’s assets at once', async () => {
    const m = await t.member(50_000n);
    await move(m.token, 'central', 'kgame', '200.00');
    await playAtVenue(m.id, '-30.00');
    // No wallet list read in between: the assets page asks the venue itself.
    expect(await assets(m.token)).toMatchObject({
      central: '300.00',
      total: '470.00',
      venues: expect.arrayContaining([
        expect.objectContaining({ code: 'kgame', balance: '170.00' }),
      ]),
    });
    // A venue too slow to answer (past the 300 ms deadline) leaves the last known balance
    // standing, and the page still loads.
    await setFaults({ latencyMs: 1_000 });
    await playAtVenue(m.id, '10.00');
    expect(await assets(m.token)).toMatchObject({ total: '470.00' });
    await setFaults({});
    expect(await assets(m.token)).toMatchObject({ total: '480.00' });
    await expectBooksBalance(t.database);
  });

  it('asks the venue once when the transfer page reads the assets and the wallets at once', async () => {
    const m = await t.member(50_000n);
    await move(m.token, 'central', 'kgame', '200.00');
    await playAtVenue(m.id, '25.00');
    const kgame = await t.app.services.venueTransfers.usableVenue(SITE, 'kgame');
    const balance = vi.spyOn(t.app.services.venueTransfers.adapter(kgame), 'balance');
    try {
      // Slow enough that the second read arrives while the first look is under way.
      await setFaults({ latencyMs: 100 });
      const [page, wallets] = await Promise.all([
        assets(m.token),
        t.call(m.token, 'GET', '/api/game/walletlist?show=1'),
      ]);
      expect(page).toMatchObject({ total: '525.00' });
      expect(wallets.data.list).toEqual(
        expect.arrayContaining([expect.objectContaining({ code: 'kgame', balance: '225.00' })]),
      );
      expect(balance).toHaveBeenCalledTimes(1);
      // A look that has ended is not reused: the next read asks again.
      await playAtVenue(m.id, '-5.00');
      expect(await assets(m.token)).toMatchObject({ total: '520.00' });
      expect(balance).toHaveBeenCalledTimes(2);
    } finally {
      balance.mockRestore();
      await setFaults({});
    }
    await expectBooksBalance(t.database);
  });

  it('brings money back from what the mirror holds, and books play first only when short', async () => {
    const m = await t.member(50_000n);
    const adjust = (amount: string) => playAtVenue(m.id, amount);
    // Play is booked bet by bet: a stake, and a payout when there is one.
    const bookings = async () =>
      (
        await query<{ n: number }>(
          t.database,
          sql`select count(*)::int as n from ledger_transfers t
              join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id)
              where t.reason = 'venue_bet' and a.member_id = ${m.id}`,
        )
      )[0]?.n;
    const kgame = async () =>
      (await assets(m.token)).venues.find((v: { code: string }) => v.code === 'kgame');
    await move(m.token, 'central', 'kgame', '200.00');
    // Lost 150.00 at the venue since the last look: the venue refuses 100.00, nothing moves, and
    // the loss is booked at once so that the wallet shows what is left.
    await adjust('-150.00');
    expect((await move(m.token, 'kgame', 'central', '100.00')).data.state).toBe('voided');
    expect(await simBalance(m.id)).toBe('50.00');
    expect(await bookings()).toBe(1);
    expect(await kgame()).toMatchObject({ balance: '50.00' });
    // What is there comes back with no booking: our mirror already agrees.
    expect((await move(m.token, 'kgame', 'central', '50.00')).data.state).toBe('posted');
    expect(await bookings()).toBe(1);
    // Won 80.00 after moving 100.00 in: 150.00 is more than the mirror holds, so the win is booked
    // first and the move goes through.
    await move(m.token, 'central', 'kgame', '100.00');
    await adjust('80.00');
    expect((await move(m.token, 'kgame', 'central', '150.00')).data.state).toBe('posted');
    expect(await bookings()).toBe(3);
    expect(await simBalance(m.id)).toBe('30.00');
    expect(await assets(m.token)).toMatchObject({ central: '400.00', total: '430.00' });
    await expectBooksBalance(t.database);
  });

  it('moves at the same moment for many members, refusing only the one short of money', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => t.member(10_000n)));
    // Sent together, they are filed and settled in batches, each move in its own transaction: the
    // 200.00 the last member lacks is refused alone.
    const into = await Promise.all(
      members.map((m, i) => move(m.token, 'central', 'kgame', i === 5 ? '200.00' : '40.00')),
    );
    expect(into.map((r) => r.data?.state ?? r.code)).toEqual([
      ...Array<string>(5).fill('posted'),
      'INSUFFICIENT_FUNDS',
    ]);
    const out = await Promise.all(
      members.slice(0, 5).map((m) => move(m.token, 'kgame', 'central', '15.00')),
    );
    expect(out.map((r) => r.data?.state)).toEqual(Array<string>(5).fill('posted'));
    for (const [i, m] of members.entries()) {
      expect(await simBalance(m.id)).toBe(i === 5 ? '0.00' : '25.00');
      expect(await assets(m.token)).toMatchObject({
        central: i === 5 ? '100.00' : '75.00',
        inTransit: '0.00',
        total: '100.00',
      });
    }
    await expectBooksBalance(t.database);
  });

  it('files and settles a batch of moves each in a transaction of its own, refusing one alone', async () => {
    const [a, b] = [await t.member(10_000n), await t.member(10_000n)];
    const newMove = async (memberId: number, amount: bigint): Promise<NewMove<TransferCall>> => {
      const traceId = `vt_batch_${memberId}_${amount}`;
      const who = { siteCode: SITE, memberId, currency: 'CNY' };
      const hold = await t.app.services.ledger.transferCall({
        key: `venue:${traceId}`,
        debit: memberCentral(who),
        credit: memberVenue(who, 'kgame'),
        amount,
        currency: 'CNY',
        reason: 'transfer',
        pending: true,
      });
      return {
        traceId,
        siteCode: SITE,
        memberId,
        venueCode: 'kgame',
        direction: 'in',
        amount,
        currency: 'CNY',
        origin: 'member',
        nextCheckAt: new Date(Date.now() + 60_000),
        hold,
      };
    };
    const filed = await fileMoves(t.database.db, [
      await newMove(a.id, 1_000n),
      await newMove(b.id, 50_000n), // more than b has
      await newMove(b.id, 2_000n),
    ]);
    expect(filed.map((f) => f.ok)).toEqual([true, false, true]);
    expect(filed[1]?.ok === false && ledgerRefusal(filed[1].error)).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    const rows = filed.flatMap((f) => (f.ok ? [f.value] : []));
    const xmins = await query<{ xmin: string }>(
      t.database,
      sql`select xmin::text as xmin from venue_transfers
          where trace_id in (${rows[0]!.traceId}, ${rows[1]!.traceId})`,
    );
    expect(new Set(xmins.map((r) => r.xmin)).size).toBe(2);
    const settled = await settleMoves(
      t.database.db,
      rows.map((r) => ({ id: r.id, outcome: 'void' as const })),
    );
    expect(settled.map((s) => s.ok && s.value.state)).toEqual(['voided', 'voided']);
    expect(await assets(b.token)).toMatchObject({ central: '100.00', inTransit: '0.00' });
    await expectBooksBalance(t.database);
  });

  it('refuses what cannot be done, in the member’s language, and changes nothing', async () => {
    const m = await t.member(10_000n);
    const cases: [Record<string, string>, string][] = [
      [{ from: 'central', to: 'central', amount: '1.00' }, 'TRANSFER_PAIR'],
      [{ from: 'kgame', to: 'kslots', amount: '1.00' }, 'TRANSFER_PAIR'],
      [{ from: 'central', to: 'kgame', amount: '100.01' }, 'INSUFFICIENT_FUNDS'],
      [{ from: 'kgame', to: 'central', amount: '1.00' }, 'INSUFFICIENT_FUNDS'],
      [{ from: 'central', to: 'kgame', amount: '-5' }, 'VALIDATION'],
      [{ from: 'central', to: 'kgame', amount: '0' }, 'VALIDATION'],
      [{ from: 'central', to: 'kgame', amount: '1.001' }, 'VALIDATION'],
      [{ from: 'central', to: 'kslots', amount: '1.00' }, 'VENUE_MAINTENANCE'],
      [{ from: 'central', to: 'koff', amount: '1.00' }, 'NOT_FOUND'],
      [{ from: 'central', to: 'nowhere', amount: '1.00' }, 'NOT_FOUND'],
    ];
    for (const [payload, code] of cases) {
      const answer = await t.call(m.token, 'POST', TRANSFER, payload);
      expect({ payload, code: answer.code }).toEqual({ payload, code });
    }
    const en = await t.app.inject({
      method: 'POST',
      url: TRANSFER,
      headers: { t: m.token, lang: 'en', site_code: SITE },
      payload: { from: 'central', to: 'kslots', amount: '1.00' },
    });
    expect(en.json()).toMatchObject({ status: false, msg: expect.stringMatching(/maintenance/) });
    expect(await assets(m.token)).toMatchObject({ central: '100.00', total: '100.00' });
  });

  it('answers a replayed request with the first move', async () => {
    const m = await t.member(10_000n);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: TRANSFER,
        headers: { t: m.token, site_code: SITE, 'idempotency-key': `move-${m.id}-0001` },
        payload: { from: 'central', to: 'kgame', amount: '10.00' },
      });
    const [first, second] = [(await send()).json(), (await send()).json()];
    expect(second.data.id).toBe(first.data.id);
    expect(await simBalance(m.id)).toBe('10.00');
  });

  it('settles an unknown outcome exactly once: lost answers, timeouts, a venue gone quiet', async () => {
    const m = await t.member(100_000n);
    // The venue applies it and the answer is lost: asking again finds it applied.
    await setFaults({ lostResponseRate: 1 });
    expect((await move(m.token, 'central', 'kgame', '100.00')).data.state).toBe('posted');
    // The answer never comes in time: asking cancels it at the venue, so it is voided.
    await setFaults({ timeoutRate: 1, timeoutMs: 1_000 });
    expect((await move(m.token, 'central', 'kgame', '50.00')).data.state).toBe('voided');
    // Nothing answers in time, not even the question: the money stays in transit.
    await setFaults({ latencyMs: 1_000 });
    const stuck = await move(m.token, 'central', 'kgame', '25.00');
    expect(stuck.data.state).toBe('pending');
    expect(await assets(m.token)).toMatchObject({
      central: '875.00',
      inTransit: '25.00',
      total: '1000.00',
    });
    const moves = await t.call(m.token, 'GET', `${TRANSFER}/moves`);
    expect(moves.data.list[0]).toMatchObject({ id: stuck.data.id, state: 'pending' });
    // More than our mirror holds while a move is in transit: the venue's balance cannot be booked.
    expect((await move(m.token, 'kgame', 'central', '100.01')).code).toBe('TRANSFER_IN_PROGRESS');

    // The venue recovers; the reconciler settles it, and a second pass finds nothing to do.
    await setFaults({});
    await new Promise((resolve) => setTimeout(resolve, 1_200)); // let the held request land
    await query(
      t.database,
      sql`update venue_transfers set next_check_at = now() where state = 'pending'`,
    );
    expect(await t.app.services.venueReconciler.runOnce()).toBe(1);
    expect(await t.app.services.venueReconciler.runOnce()).toBe(0);
    const [row] = await query<{ state: string }>(
      t.database,
      sql`select state from venue_transfers where trace_id = ${stuck.data.id}`,
    );
    const venue = await simBalance(m.id);
    expect(venue).toBe(row?.state === 'posted' ? '125.00' : '100.00');
    const after = await assets(m.token);
    expect(after).toMatchObject({ inTransit: '0.00', total: '1000.00' });
    expect(after.venues.find((v: { code: string }) => v.code === 'kgame').balance).toBe(venue);
    await expectBooksBalance(t.database);
  });

  it('lets an operator see a move in transit and ask the venue now, on the record', async () => {
    const m = await t.member(10_000n);
    await move(m.token, 'central', 'kgame', '10.00'); // the player exists at the venue from here
    await setFaults({ latencyMs: 1_000 });
    const stuck = (await move(m.token, 'central', 'kgame', '30.00')).data;
    expect(stuck.state).toBe('pending');
    await setFaults({});
    const token = await operatorToken(t.app);
    const admin = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url: `/api/admin/v1${url}`, headers: { t: token } });
    const listed = (await admin('GET', '/venues/transfers?state=pending')).json();
    expect(listed.data.list).toContainEqual(
      expect.objectContaining({ id: stuck.id, memberId: m.id, amount: '30.00', state: 'pending' }),
    );
    // Found by venue, member (any letter case) and when it was filed; each with who and where.
    const mine = listed.data.list.find((row: { id: string }) => row.id === stuck.id);
    expect(mine).toMatchObject({ venue: 'kgame', direction: 'in', currency: 'CNY' });
    const since = encodeURIComponent(new Date(Date.now() - 60_000).toISOString());
    const found = (
      await admin(
        'GET',
        `/venues/transfers?venue=kgame&member=${String(mine.account).toUpperCase()}&from=${since}`,
      )
    ).json();
    expect(found.data.list.map((row: { id: string }) => row.id)).toEqual([
      stuck.id,
      expect.any(String),
    ]);
    expect(found.data.total).toBe(2);
    const later = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    const none = await admin('GET', `/venues/transfers?member=${mine.account}&from=${later}`);
    expect(none.json().data).toMatchObject({ total: 0, list: [] });
    const other = await admin('GET', `/venues/transfers?venue=other&member=${mine.account}`);
    expect(other.json().data.total).toBe(0);
    const bad = (await admin('GET', '/venues/transfers?from=yesterday')).json();
    expect(bad).toMatchObject({ status: false, code: 'VALIDATION' });
    await new Promise((resolve) => setTimeout(resolve, 1_200)); // the held request lands or expires
    const asked = (await admin('POST', `/venues/transfers/${stuck.id}/reconcile`)).json();
    expect(['posted', 'voided']).toContain(asked.data.state);
    expect((await admin('POST', '/venues/transfers/vt_nope/reconcile')).json().code).toBe(
      'NOT_FOUND',
    );
    const audit = await query<{ action: string; actor_kind: string }>(
      t.database,
      sql`select action, actor_kind from audit_log where target_id = ${stuck.id} order by id`,
    );
    // Filed by the member, closed by what the venue answered when the operator asked it.
    expect(audit).toEqual([
      { action: 'venue.transfer.file', actor_kind: 'member' },
      { action: expect.stringMatching(/^venue\.transfer\.(posted|voided)$/), actor_kind: 'system' },
      { action: 'venue.transfer.reconcile', actor_kind: 'operator' },
    ]);
    expect((await assets(m.token)).total).toBe('100.00');
    // Members cannot reach the operator routes.
    const member = await t.app.inject({
      method: 'GET',
      url: '/api/admin/v1/venues/transfers',
      headers: { t: m.token },
    });
    expect(member.json().status).toBe(false);
    await expectBooksBalance(t.database);
  });

  it('keeps members apart: moves, recalls and assets are each member’s own', async () => {
    const a = await t.member(20_000n);
    const b = await t.member(20_000n);
    await move(a.token, 'central', 'kgame', '150.00');
    expect((await t.call(b.token, 'GET', `${TRANSFER}/moves`)).data.list).toEqual([]);
    expect((await t.call(b.token, 'POST', `${TRANSFER}/recall`, {})).data.list).toEqual([]);
    expect(await assets(b.token)).toMatchObject({ central: '200.00', total: '200.00' });
    expect(await assets(a.token)).toMatchObject({ central: '50.00', total: '200.00' });
    const anonymous = await t.app.inject({ method: 'GET', url: `${TRANSFER}/moves` });
    expect(anonymous.json()).toMatchObject({ status: false, data: 'token' });
  });
});
