import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { DomainError } from '../lib/errors.ts';
import { expectBooksBalance, insertMembers } from '../testing/ledger.ts';
import { query } from '../testing/members.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { checkInvariants } from './invariants.ts';
import { Ledger, LedgerError, type AccountRef } from './ledger.service.ts';

let database: Database;
let ledger: Ledger;
let memberIds: number[];

const central = (memberId: number): AccountRef => ({
  kind: 'member_central',
  siteCode: 'pgdz',
  memberId,
  currency: 'CNY',
});
const house: AccountRef = { kind: 'house_deposit', siteCode: 'pgdz', currency: 'CNY' };
const payout: AccountRef = { kind: 'house_withdrawal', siteCode: 'pgdz', currency: 'CNY' };

let seq = 0;
const key = (label: string) => `${label}-${++seq}-${Date.now()}`;

async function fund(memberId: number, amount: bigint) {
  return ledger.transfer({
    key: key('fund'),
    debit: house,
    credit: central(memberId),
    amount,
    currency: 'CNY',
    reason: 'deposit',
  });
}

async function available(memberId: number): Promise<bigint> {
  const totals = await ledger.memberTotals(memberId);
  return totals.find((t) => t.kind === 'member_central')?.available ?? 0n;
}

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = new Ledger(database.db);
  memberIds = await insertMembers(database, 8);
});

afterAll(async () => {
  await database.close();
});

afterEach(async () => {
  await expectBooksBalance(database);
});

describe('single-phase transfers', () => {
  it('moves money and keeps both sides', async () => {
    const m = memberIds[0]!;
    const t = await fund(m, 10_000n);
    expect(t.replayed).toBe(false);
    expect(await available(m)).toBe(10_000n);
    const houseTotals = await ledger.totals(t.debitAccountId);
    expect(houseTotals?.debitsPosted).toBeGreaterThanOrEqual(10_000n);
  });

  it('refuses to take a member below zero, and changes nothing', async () => {
    const m = memberIds[1]!;
    await fund(m, 500n);
    await expect(
      ledger.transfer({
        key: key('over'),
        debit: central(m),
        credit: payout,
        amount: 501n,
        currency: 'CNY',
        reason: 'withdrawal',
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await available(m)).toBe(500n);
  });

  it('replays a key with the same content and refuses it with different content', async () => {
    const m = memberIds[2]!;
    const k = key('replay');
    const input = {
      key: k,
      debit: house,
      credit: central(m),
      amount: 700n,
      currency: 'CNY',
      reason: 'deposit',
    };
    const first = await ledger.transfer(input);
    const again = await ledger.transfer(input);
    expect(again).toMatchObject({ id: first.id, replayed: true, amount: 700n });
    await expect(ledger.transfer({ ...input, amount: 701n })).rejects.toBeInstanceOf(DomainError);
    await expect(ledger.transfer({ ...input, amount: 701n })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    expect(await available(m)).toBe(700n);
  });

  it('refuses a currency that is not the accounts’ own', async () => {
    await expect(
      ledger.transfer({
        key: key('ccy'),
        debit: house,
        credit: central(memberIds[0]!),
        amount: 1n,
        currency: 'USD',
        reason: 'deposit',
      }),
    ).rejects.toEqual(new LedgerError('CURRENCY_MISMATCH'));
  });

  it('never lets a transfer be changed or removed', async () => {
    await fund(memberIds[0]!, 1n);
    await expect(
      database.db.execute(sql`update ledger_transfers set amount = 2`),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_transfers`)).rejects.toThrow();
    // The database itself refuses a negative member balance.
    const m = memberIds[1]!;
    await expect(
      database.db.execute(
        sql`update ledger_accounts set debits_posted = debits_posted + 1000000 where member_id = ${m}`,
      ),
    ).rejects.toThrow();
  });

  it('notices cached totals that differ from what the transfers imply', async () => {
    const m = memberIds[0]!;
    let found: Awaited<ReturnType<typeof checkInvariants>> | undefined;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update ledger_accounts set credits_posted = credits_posted + 5 where member_id = ${m}`,
        );
        found = await checkInvariants(tx);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(found?.ok).toBe(false);
    expect(found?.violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'unbalanced', phase: 'posted' }),
        expect.objectContaining({ kind: 'cached_totals', column: 'credits_posted' }),
      ]),
    );
  });
});

describe('accounts', () => {
  it('agree on one row when the first uses of an account race', async () => {
    const [m] = await insertMembers(database, 1);
    const fresh = new Ledger(database.db);
    const ids = await Promise.all(Array.from({ length: 8 }, () => fresh.accountId(central(m!))));
    expect(new Set(ids).size).toBe(1);
  });

  it('are not remembered when created in a transaction that rolls back', async () => {
    const [m] = await insertMembers(database, 1);
    const fresh = new Ledger(database.db);
    await database.db
      .transaction(async (tx) => {
        const id = await fresh.accountId(central(m!), tx);
        // Found again in the same transaction: still not known to be committed.
        expect(await fresh.accountId(central(m!), tx)).toBe(id);
        tx.rollback();
      })
      .catch(() => undefined);
    const [row] = await query<{ n: string | number }>(
      database,
      sql`select count(*) as n from ledger_accounts where member_id = ${m!}`,
    );
    expect(Number(row?.n)).toBe(0);
    await fresh.transfer({
      key: key('after-rollback'),
      debit: house,
      credit: central(m!),
      amount: 5n,
      currency: 'CNY',
      reason: 'deposit',
    });
    expect(await available(m!)).toBe(5n);
  });
});

describe('balance reads', () => {
  it('asked for many members at once, answer each member their own accounts', async () => {
    const [a, b, c] = await insertMembers(database, 3);
    await fund(a!, 100n);
    await fund(b!, 2_000n);
    // A member without accounts, and one asked for twice in the same batch.
    const read = await Promise.all([b!, a!, c!, b!].map((id) => ledger.memberTotals(id)));
    expect(read.map((totals) => totals.map((t) => [t.kind, t.available]))).toEqual([
      [['member_central', 2_000n]],
      [['member_central', 100n]],
      [],
      [['member_central', 2_000n]],
    ]);
    // A transaction reads on its own connection, and sees its own movements.
    await database.db.transaction(async (tx) => {
      await ledger.transfer(
        {
          key: key('fund'),
          debit: house,
          credit: central(c!),
          amount: 1n,
          currency: 'CNY',
          reason: 'deposit',
        },
        tx,
      );
      expect((await ledger.memberTotals(c!, tx)).map((t) => t.available)).toEqual([1n]);
    });
  });
});

describe('two-phase transfers', () => {
  it('holds, then posts in part and releases the rest', async () => {
    const m = memberIds[3]!;
    await fund(m, 1_000n);
    const hold = await ledger.transfer({
      key: key('hold'),
      debit: central(m),
      credit: payout,
      amount: 600n,
      currency: 'CNY',
      reason: 'withdrawal',
      pending: true,
    });
    expect(await available(m)).toBe(400n);
    await ledger.post(hold.id, key('post'), 'withdrawal', { amount: 250n });
    expect(await available(m)).toBe(750n);
    await expect(ledger.void(hold.id, key('void'), 'withdrawal')).rejects.toEqual(
      new LedgerError('PENDING_RESOLVED'),
    );
    await expect(
      ledger.post(hold.id, key('post-more'), 'withdrawal', { amount: 700n }),
    ).rejects.toEqual(new LedgerError('EXCEEDS_PENDING'));
  });

  it('voids exactly once, even when asked many times at once', async () => {
    const m = memberIds[4]!;
    await fund(m, 300n);
    const hold = await ledger.transfer({
      key: key('hold'),
      debit: central(m),
      credit: payout,
      amount: 300n,
      currency: 'CNY',
      reason: 'withdrawal',
      pending: true,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        ledger.void(hold.id, `void-race-${hold.id}-${i}`, 'withdrawal'),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await available(m)).toBe(300n);
  });
});

describe('linked transfers', () => {
  it('applies every leg or none', async () => {
    const [a, b] = [memberIds[6]!, memberIds[7]!];
    await fund(a, 100n);
    const legs = [
      {
        key: key('l1'),
        debit: central(a),
        credit: central(b),
        amount: 100n,
        currency: 'CNY',
        reason: 'transfer',
      },
      {
        key: key('l2'),
        debit: central(a),
        credit: payout,
        amount: 1n,
        currency: 'CNY',
        reason: 'transfer',
      },
    ];
    await expect(ledger.transferLinked(legs)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await available(a)).toBe(100n);
    expect(await available(b)).toBe(0n);
    const done = await ledger.transferLinked([legs[0]!]);
    expect(done).toHaveLength(1);
    expect(await available(b)).toBe(100n);
  });
});

describe('concurrency', () => {
  it('of 50 withdrawals of the whole balance at once, exactly one holds the funds', async () => {
    const [m] = await insertMembers(database, 1);
    await fund(m!, 5_000n);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        ledger.transfer({
          key: `all-in-${m}-${i}`,
          debit: central(m!),
          credit: payout,
          amount: 5_000n,
          currency: 'CNY',
          reason: 'withdrawal',
          pending: true,
        }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    for (const r of lost)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await available(m!)).toBe(0n);
  });

  it('keeps the books under crossing transfers between the same members', async () => {
    const [a, b] = await insertMembers(database, 2);
    await fund(a!, 1_000n);
    await fund(b!, 1_000n);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ledger
          .transfer({
            key: `cross-${a}-${i}`,
            debit: central(i % 2 ? a! : b!),
            credit: central(i % 2 ? b! : a!),
            amount: 10n,
            currency: 'CNY',
            reason: 'transfer',
          })
          .catch(() => undefined),
      ),
    );
    expect((await available(a!)) + (await available(b!))).toBe(2_000n);
    const [count] = await query<{ n: string | number }>(
      database,
      sql`select count(*) as n from ledger_transfers where transfer_key like ${`cross-${a}-%`}`,
    );
    expect(Number(count?.n)).toBe(40);
  });
});
