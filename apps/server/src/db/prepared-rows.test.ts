import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedRows, rows, tableRow, type Database } from './client.ts';
import { ledgerAccounts } from './schema.ts';
import { createTestDatabase } from '../testing/test-database.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const doubled = (n: number) => sql`select ${n}::integer * 2 as value, ${`n${n}`}::text as label`;

describe('preparedRows', () => {
  it('answers each call with its own parameters, on the pool and in a transaction', async () => {
    // More calls than the pool has connections: some connections run the named statement again.
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) =>
        preparedRows<{ value: number; label: string }>(database.db, 'test_doubled', doubled(n)),
      ),
    );
    expect(answers.map(([row]) => row)).toEqual(
      Array.from({ length: 25 }, (_, n) => ({ value: 2 * n, label: `n${n}` })),
    );
    const inTx = await database.db.transaction(async (tx) => {
      const first = await preparedRows<{ value: number }>(tx, 'test_doubled', doubled(40));
      const second = await preparedRows<{ value: number }>(tx, 'test_doubled', doubled(41));
      return [first[0]?.value, second[0]?.value];
    });
    expect(inTx).toEqual([80, 82]);
  });

  it('reports a failing statement as an error and keeps working afterwards', async () => {
    const divide = (n: number) => sql`select 10 / ${n}::integer as value`;
    const error: unknown = await preparedRows(database.db, 'test_divide', divide(0)).catch(
      (e: unknown) => e,
    );
    // Drizzle wraps the driver's error, as it does for any statement.
    const cause = (error as { cause?: { message?: string } }).cause;
    expect(cause?.message).toMatch(/division by zero/);
    const [row] = await preparedRows<{ value: number }>(database.db, 'test_divide', divide(5));
    expect(row?.value).toBe(2);
  });
});

describe('tableRow', () => {
  it('maps a raw returning * row as drizzle maps the same row (bigints, money, timestamps)', async () => {
    const [raw] = await rows<Record<string, unknown>>(
      database.db,
      sql`insert into ledger_accounts (site_code, kind, shard, currency, credits_posted)
          values ('pgdz', 'house_adjustments', 3, 'CNY', 123456789012) returning *`,
    );
    const mapped = tableRow(ledgerAccounts, raw ?? {});
    const [selected] = await database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, mapped.id));
    expect(mapped).toEqual(selected);
    expect(mapped.creditsPosted).toBe(123456789012n);
    expect(mapped.createdAt).toBeInstanceOf(Date);
    expect(mapped.memberId).toBeNull();
  });
});
