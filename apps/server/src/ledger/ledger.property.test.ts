import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { expectBooksBalance, insertMembers } from '../testing/ledger.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { Ledger, type AccountRef } from './ledger.service.ts';

// Random sequences of ledger operations against a model of a few lines of plain arithmetic: after
// every operation the ledger must agree with the model on what succeeded, and at the end on every
// account's four totals.

type Op =
  | { op: 'single' | 'pending'; from: number; to: number; amount: number }
  | { op: 'post'; which: number; part: number }
  | { op: 'void'; which: number }
  | { op: 'replay'; which: number; change: boolean };

const ACCOUNTS = 5; // 0..2 members, 3..4 house
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constantFrom('single' as const, 'pending' as const),
    from: fc.nat(ACCOUNTS - 1),
    to: fc.nat(ACCOUNTS - 1),
    amount: fc.integer({ min: 1, max: 500 }),
  }),
  fc.record({
    op: fc.constant('post' as const),
    which: fc.nat(20),
    part: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({ op: fc.constant('void' as const), which: fc.nat(20) }),
  fc.record({ op: fc.constant('replay' as const), which: fc.nat(20), change: fc.boolean() }),
);

type Totals = { dq: bigint; dp: bigint; cq: bigint; cp: bigint };
type Sent = {
  key: string;
  from: number;
  to: number;
  amount: bigint;
  pending: boolean;
  resolved: boolean;
  id?: number;
};

let database: Database;
let ledger: Ledger;
let run = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = new Ledger(database.db);
});
afterAll(async () => {
  await expectBooksBalance(database);
  await database.close();
});

it('agrees with a simple model on random operation sequences', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
      run += 1;
      const site = `prop${run}`;
      const members = await insertMembers(database, 3, site);
      const refs: AccountRef[] = [
        ...members.map((memberId) => ({
          kind: 'member_central' as const,
          siteCode: site,
          memberId,
          currency: 'CNY',
        })),
        { kind: 'house_deposit', siteCode: site, currency: 'CNY' },
        { kind: 'house_withdrawal', siteCode: site, currency: 'CNY' },
      ];
      const model: Totals[] = refs.map(() => ({ dq: 0n, dp: 0n, cq: 0n, cp: 0n }));
      const isMember = (i: number) => i < 3;
      const available = (i: number) => model[i]!.cp - model[i]!.dp - model[i]!.dq;
      const sent: Sent[] = [];

      for (const [n, o] of ops.entries()) {
        if (o.op === 'single' || o.op === 'pending') {
          const amount = BigInt(o.amount);
          const key = `${site}:${n}`;
          const pending = o.op === 'pending';
          const attempt = ledger.transfer({
            key,
            debit: refs[o.from]!,
            credit: refs[o.to]!,
            amount,
            currency: 'CNY',
            reason: 'transfer',
            pending,
          });
          if (o.from === o.to) {
            await expect(attempt).rejects.toThrow();
            continue;
          }
          if (isMember(o.from) && available(o.from) < amount) {
            await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
            continue;
          }
          const done = await attempt;
          sent.push({ key, from: o.from, to: o.to, amount, pending, resolved: false, id: done.id });
          if (pending) {
            model[o.from]!.dq += amount;
            model[o.to]!.cq += amount;
          } else {
            model[o.from]!.dp += amount;
            model[o.to]!.cp += amount;
          }
        } else if (o.op === 'post' || o.op === 'void') {
          const pendings = sent.filter((s) => s.pending);
          const target = pendings[o.which % Math.max(pendings.length, 1)];
          if (!target) continue;
          const key = `${site}:${n}:${o.op}`;
          const partial =
            o.op === 'post' ? (target.amount * BigInt(o.part)) / 100n || 1n : undefined;
          const attempt =
            o.op === 'post'
              ? ledger.post(target.id!, key, 'transfer', partial ? { amount: partial } : {})
              : ledger.void(target.id!, key, 'transfer');
          if (target.resolved) {
            await expect(attempt).rejects.toThrow();
            continue;
          }
          await attempt;
          target.resolved = true;
          model[target.from]!.dq -= target.amount;
          model[target.to]!.cq -= target.amount;
          if (o.op === 'post') {
            model[target.from]!.dp += partial!;
            model[target.to]!.cp += partial!;
          }
        } else if (o.op === 'replay') {
          const target = sent[o.which % Math.max(sent.length, 1)];
          if (!target) continue;
          const input = {
            key: target.key,
            debit: refs[target.from]!,
            credit: refs[target.to]!,
            amount: target.amount + (o.change ? 1n : 0n),
            currency: 'CNY',
            reason: 'transfer',
            pending: target.pending,
          };
          if (o.change) {
            await expect(ledger.transfer(input)).rejects.toMatchObject({
              code: 'IDEMPOTENCY_CONFLICT',
            });
          } else {
            expect(await ledger.transfer(input)).toMatchObject({ id: target.id, replayed: true });
          }
        }
      }

      for (const [i, ref] of refs.entries()) {
        const id = await ledger.accountId(ref);
        const t = await ledger.totals(id);
        expect({
          dq: t!.debitsPending,
          dp: t!.debitsPosted,
          cq: t!.creditsPending,
          cp: t!.creditsPosted,
        }).toEqual(model[i]);
      }
      const report = await ledger.checkInvariants();
      expect(report.violations).toEqual([]);
    }),
    { numRuns: 30 },
  );
}, 120_000);
