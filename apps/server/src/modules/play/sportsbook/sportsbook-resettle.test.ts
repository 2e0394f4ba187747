import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { query } from '../../../testing/members.ts';
import { createEvent, memberBet, placeBet, selection } from '../../../testing/sportsbook-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  balance,
  fund,
  newMember,
  operator,
  operatorPost,
  type TestMember,
} from '../../../testing/withdrawal-kit.ts';
import { SettlementService } from './settlement.service.ts';
import { legResult, payoutOf } from './settlement.ts';

let t: TestApp;
let trader: string;
let m: TestMember;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  trader = await operator(t, 'trader2', 'trader');
  m = await newMember(t, 'sbresettle1', { wpassword: false });
  await fund(t, m.owner, '100000');
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

const result = (id: number, home: number, away: number) =>
  operatorPost(t, trader, `/sports/events/${id}/result`, { home, away });

const BETS = [
  ['1x2', 'home', '1.950', null],
  ['1x2', 'draw', '3.400', null],
  ['ah', 'home', '1.900', -1],
  ['ah', 'away', '1.960', -1],
  ['ou', 'over', '2.000', 10],
  ['ou', 'under', '1.800', 10],
  ['cs', '2-1', '8.500', null],
] as const;

describe('resettlement', () => {
  it('leaves every bet paid exactly by the last result posted, whatever came before', async () => {
    const score = fc.record({
      home: fc.integer({ min: 0, max: 4 }),
      away: fc.integer({ min: 0, max: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(score, { minLength: 1, maxLength: 4 }), async (results) => {
        const event = await createEvent(t, trader);
        const placed = [];
        for (const [type, outcome, odds] of BETS) {
          const leg = { selectionId: selection(event, type, outcome).id, odds };
          const bet = await placeBet(t, m.as, { stake: '10.01', legs: [leg] });
          expect(bet.status).toBe(true);
          placed.push(bet.data.id as number);
        }
        for (const r of results) await result(event.id, r.home, r.away);
        const last = results.at(-1)!;
        for (const [i, [type, outcome, odds, line]] of BETS.entries()) {
          const expected = payoutOf(1001n, [
            { result: legResult(type, line, outcome, last), odds: Math.round(Number(odds) * 1000) },
          ]);
          const [row] = await query<{ paid: string; owed: string; payout: string }>(
            t.database,
            sql`select paid::text, owed::text, payout::text from sports_bets where id = ${placed[i]!}`,
          );
          expect(BigInt(row!.payout)).toBe(expected);
          expect(BigInt(row!.paid)).toBe(expected);
          expect(row!.owed).toBe('0');
        }
      }),
      { numRuns: 8 },
    );
  });

  it('takes back what it can when the member spent the winnings, and keeps the rest as owed', async () => {
    const spender = await newMember(t, 'sbspender1', { wpassword: false });
    await fund(t, spender.owner, '100');
    const event = await createEvent(t, trader);
    const home = selection(event, '1x2', 'home');
    const bet = await placeBet(t, spender.as, {
      stake: '100',
      legs: [{ selectionId: home.id, odds: '1.95' }],
    });
    await result(event.id, 1, 0);
    expect(await balance(t, spender)).toMatchObject({ central: '195.00' });
    // The member stakes most of it elsewhere before the result is corrected.
    const other = await createEvent(t, trader);
    const draw = selection(other, '1x2', 'draw');
    await placeBet(t, spender.as, { stake: '150', legs: [{ selectionId: draw.id, odds: '3.4' }] });
    await result(event.id, 0, 1);
    expect(await balance(t, spender)).toMatchObject({ central: '0.00', locked: '150.00' });
    const [row] = await query<{ paid: string; owed: string }>(
      t.database,
      sql`select paid::text, owed::text from sports_bets where id = ${bet.data.id}`,
    );
    expect(row).toEqual({ paid: '15000', owed: '15000' }); // 45.00 taken back, 150.00 owed
    expect(await memberBet(t, spender.as, bet.data.id)).toMatchObject({ data: { state: 'lost' } });
  });

  it('settles an event once when several settlers share its bets at the same moment', async () => {
    const event = await createEvent(t, trader);
    const legs = [{ selectionId: selection(event, '1x2', 'away').id, odds: '4.100' }];
    const players = [];
    for (let i = 0; i < 12; i += 1) {
      const p = await newMember(t, `sbshare${i}`, { wpassword: false });
      await fund(t, p.owner, '10');
      expect(await placeBet(t, p.as, { stake: '10', legs })).toMatchObject({ status: true });
      players.push(p);
    }
    const { settlement } = t.app.services;
    await Promise.all([
      result(event.id, 0, 3),
      settlement.settleDue(2),
      settlement.settleDue(3),
      settlement.settleDue(5),
    ]);
    await settlement.settleDue();
    for (const p of players)
      expect(await balance(t, p)).toMatchObject({ central: '41.00', locked: '0.00' });
  });

  it('settles in lanes of members that never share an account, each bet once', async () => {
    const { ledger, turnover } = t.app.services;
    expect(() => new SettlementService(t.database.db, { ledger, turnover, lanes: 3 })).toThrow();
    const lanes = new SettlementService(t.database.db, { ledger, turnover, lanes: 4 });
    const event = await createEvent(t, trader);
    const legs = [{ selectionId: selection(event, '1x2', 'away').id, odds: '4.100' }];
    const players = [];
    for (let i = 0; i < 9; i += 1) {
      const p = await newMember(t, `sblane${i}`, { wpassword: false });
      await fund(t, p.owner, '10');
      expect(await placeBet(t, p.as, { stake: '10', legs })).toMatchObject({ status: true });
      players.push(p);
    }
    // The result marks the bets; two lane settlers with batches of 2 race the book's own.
    await Promise.all([result(event.id, 0, 1), lanes.settleDue(2), lanes.settleDue(2)]);
    await lanes.settleDue(2);
    for (const p of players)
      expect(await balance(t, p)).toMatchObject({ central: '41.00', locked: '0.00' });
    const [due] = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sports_bets where settle_due`,
    );
    expect(due!.n).toBe(0);
  });

  it('is seen by the books check when a bet says it was paid what the ledger did not pay', async () => {
    const event = await createEvent(t, trader);
    const over = selection(event, 'ou', 'over');
    const bet = await placeBet(t, m.as, {
      stake: '20',
      legs: [{ selectionId: over.id, odds: '2' }],
    });
    await result(event.id, 3, 0);
    await query(t.database, sql`update sports_bets set paid = paid + 1 where id = ${bet.data.id}`);
    const report = await t.app.services.reconciliation.checkAll();
    expect(report.violations).toEqual([
      expect.objectContaining({ kind: 'sports_bet', id: String(bet.data.id), state: 'won' }),
    ]);
    await query(t.database, sql`update sports_bets set paid = paid - 1 where id = ${bet.data.id}`);
  });
});
