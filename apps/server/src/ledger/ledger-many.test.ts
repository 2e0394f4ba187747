import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { expectBooksBalance, insertMembers } from '../testing/ledger.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { Ledger, LedgerError, type AccountRef, type TransferInput } from './ledger.service.ts';

// `transferMany`: a background batch's transfers in one call, with the rules of single transfers.

let database: Database;
let ledger: Ledger;
let memberIds: number[];

const central = (memberId: number, currency = 'CNY'): AccountRef => ({
  kind: 'member_central',
  siteCode: 'pgdz',
  memberId,
  currency,
});
const locked = (memberId: number): AccountRef => ({
  kind: 'member_locked',
  siteCode: 'pgdz',
  memberId,
  currency: 'CNY',
});
const book = (shard: number): AccountRef => ({
  kind: 'house_sportsbook',
  siteCode: 'pgdz',
  currency: 'CNY',
  shard,
});

let seq = 0;
const key = (label: string) => `many-${label}-${++seq}-${Date.now()}`;
const move = (debit: AccountRef, credit: AccountRef | number, amount: bigint): TransferInput => ({
  key: key('t'),
  debit,
  credit,
  amount,
  currency: 'CNY',
  reason: 'sports_payout',
  meta: { test: true },
});

async function available(ref: AccountRef): Promise<bigint> {
  const [id] = await ledger.accountIds([ref]);
  return (await ledger.totals(id!))?.available ?? 0n;
}

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = new Ledger(database.db);
  memberIds = await insertMembers(database, 6);
});

afterAll(async () => {
  await database.close();
});

afterEach(async () => {
  await expectBooksBalance(database);
});

describe('many transfers in one call', () => {
  it('moves each, creating accounts on first use, and a replay moves nothing', async () => {
    const [a, b] = memberIds as [number, number];
    const batch = [
      move(book(1), central(a), 300n),
      move(book(2), central(b), 200n),
      move(book(1), central(a), 50n),
    ];
    const first = await database.db.transaction((tx) => ledger.transferMany(batch, tx));
    expect(first.map((t) => [t.key, t.replayed])).toEqual(batch.map((t) => [t.key, false]));
    expect(new Set(first.map((t) => t.id)).size).toBe(3);
    expect(await available(central(a))).toBe(350n);
    expect(await available(central(b))).toBe(200n);

    // The same batch again, and one that mixes a replay with a new transfer.
    const again = await database.db.transaction((tx) => ledger.transferMany(batch, tx));
    expect(again).toEqual(first.map((t) => ({ ...t, replayed: true })));
    const extra = move(book(2), central(b), 5n);
    const mixed = await database.db.transaction((tx) =>
      ledger.transferMany([batch[1]!, extra], tx),
    );
    expect(mixed.map((t) => t.replayed)).toEqual([true, false]);
    expect(await available(central(a))).toBe(350n);
    expect(await available(central(b))).toBe(205n);
  });

  it('refuses the whole call when one key was used for another movement', async () => {
    const c = memberIds[2]!;
    const taken = move(book(3), central(c), 10n);
    await database.db.transaction((tx) => ledger.transferMany([taken], tx));
    const batch = [move(book(3), central(c), 40n), { ...taken, amount: 11n }];
    await expect(
      database.db.transaction((tx) => ledger.transferMany(batch, tx)),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    const twice = move(book(3), central(c), 1n);
    await expect(
      database.db.transaction((tx) => ledger.transferMany([twice, { ...twice }], tx)),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await available(central(c))).toBe(10n);
  });

  it('refuses the whole call when a member would go below zero', async () => {
    const d = memberIds[3]!;
    await database.db.transaction((tx) =>
      ledger.transferMany([move(book(4), locked(d), 100n)], tx),
    );
    // Each take fits alone; together they pass what the member holds.
    const batch = [
      move(book(4), central(d), 500n),
      move(locked(d), book(4), 60n),
      move(locked(d), book(4), 60n),
    ];
    await expect(
      database.db.transaction((tx) => ledger.transferMany(batch, tx)),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await available(locked(d))).toBe(100n);
    expect(await available(central(d))).toBe(0n);
  });

  it('refuses amounts, accounts and currencies as single transfers do', async () => {
    const e = memberIds[4]!;
    const run = (batch: TransferInput[]) =>
      database.db.transaction((tx) => ledger.transferMany(batch, tx));
    await expect(run([move(book(5), central(e), 0n)])).rejects.toEqual(
      new LedgerError('INVALID_AMOUNT'),
    );
    await expect(run([move(central(e), central(e), 1n)])).rejects.toEqual(
      new LedgerError('SAME_ACCOUNT'),
    );
    await expect(run([{ ...move(book(5), central(e), 1n), pending: true }])).rejects.toEqual(
      new LedgerError('INVALID_KIND'),
    );
    await expect(run([{ ...move(book(5), central(e), 1n), currency: 'USD' }])).rejects.toEqual(
      new LedgerError('CURRENCY_MISMATCH'),
    );
    await expect(run([move(book(5), 987_654_321, 1n)])).rejects.toEqual(
      new LedgerError('ACCOUNT_NOT_FOUND'),
    );
    expect(await run([])).toEqual([]);
  });

  it('leaves every account as the same transfers made one by one would', async () => {
    const f = memberIds[5]!;
    // Accounts: 0 the member's central, 1 locked, 2..3 two book shards. Members start funded so
    // that any batch of the sizes drawn fits.
    const refs = [central(f), locked(f), book(6), book(7)];
    await database.db.transaction((tx) =>
      ledger.transferMany(
        [move(book(6), central(f), 1_000_000n), move(book(7), locked(f), 1_000_000n)],
        tx,
      ),
    );
    const before = await Promise.all(refs.map(available));
    const model = [...before];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            from: fc.nat(3),
            to: fc.nat(3),
            amount: fc.integer({ min: 1, max: 1_000 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        async (draws) => {
          const batch = draws
            .filter((d) => d.from !== d.to)
            .map((d) => ({ ...move(refs[d.from]!, refs[d.to]!, BigInt(d.amount)), d }));
          if (batch.length === 0) return;
          await database.db.transaction((tx) => ledger.transferMany(batch, tx));
          for (const { d } of batch) {
            model[d.from]! -= BigInt(d.amount);
            model[d.to]! += BigInt(d.amount);
          }
          expect(await Promise.all(refs.map(available))).toEqual(model);
        },
      ),
      { numRuns: 25 },
    );
  });
});
