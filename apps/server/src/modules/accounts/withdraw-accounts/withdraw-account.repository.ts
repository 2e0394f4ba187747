import { and, asc, count, eq, gt, isNull, notLike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { withdrawAccounts } from '../../../db/schema.ts';
import type { DataCipher } from '../../../lib/data-cipher.ts';

// The account number is sealed here and opened here: above this file it is plain text, in the
// database it is ciphertext with a blind index for "this member already has it".

export type WithdrawAccountRow = Omit<typeof withdrawAccounts.$inferSelect, 'numberHash'>;
export type NewWithdrawAccount = Omit<typeof withdrawAccounts.$inferInsert, 'numberHash'>;

const opened = (cipher: DataCipher, row: typeof withdrawAccounts.$inferSelect) => {
  const { numberHash: _hash, ...rest } = row;
  return { ...rest, number: cipher.open(row.number) };
};

const live = (memberId: number) =>
  and(eq(withdrawAccounts.memberId, memberId), isNull(withdrawAccounts.deletedAt));

export async function listLiveAccounts(
  db: DbOrTx,
  cipher: DataCipher,
  memberId: number,
): Promise<WithdrawAccountRow[]> {
  const rows = await db
    .select()
    .from(withdrawAccounts)
    .where(live(memberId))
    .orderBy(asc(withdrawAccounts.id));
  return rows.map((row) => opened(cipher, row));
}

export async function countLiveAccounts(
  db: DbOrTx,
  memberId: number,
  kind: WithdrawAccountRow['kind'],
) {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawAccounts)
    .where(and(live(memberId), eq(withdrawAccounts.kind, kind)));
  return Number(row?.n ?? 0);
}

/** Inserts unless the member already has this live account; undefined when it exists. */
export async function insertAccount(
  db: DbOrTx,
  cipher: DataCipher,
  values: NewWithdrawAccount,
): Promise<WithdrawAccountRow | undefined> {
  const [row] = await db
    .insert(withdrawAccounts)
    .values({
      ...values,
      number: cipher.seal(values.number),
      numberHash: cipher.blindIndex(values.number),
    })
    .onConflictDoNothing()
    .returning();
  return row && opened(cipher, row);
}

/** One account by id, removed or not (a withdrawal keeps pointing at the account it is paid to). */
export async function findAccount(
  db: DbOrTx,
  cipher: DataCipher,
  id: number,
): Promise<WithdrawAccountRow | undefined> {
  const [row] = await db.select().from(withdrawAccounts).where(eq(withdrawAccounts.id, id));
  return row && opened(cipher, row);
}

/** Marks a member's own live account removed; another member's id finds nothing. */
export async function removeAccount(
  db: DbOrTx,
  cipher: DataCipher,
  memberId: number,
  id: number,
): Promise<WithdrawAccountRow | undefined> {
  const [row] = await db
    .update(withdrawAccounts)
    .set({ deletedAt: sql`now()` })
    .where(and(live(memberId), eq(withdrawAccounts.id, id)))
    .returning();
  return row && opened(cipher, row);
}

/**
 * Seals again what is not sealed under the current key (rows from before encryption, or from
 * before a rotation) and hashes it anew, `batch` rows after `afterId`; answers the last id seen.
 * Each row changes only if it is still as read: nodes running this at once do each row once.
 */
export async function resealAccounts(
  db: DbOrTx,
  cipher: DataCipher,
  afterId: number,
  batch: number,
): Promise<{ lastId: number | undefined; resealed: number }> {
  const rows = await db
    .select({ id: withdrawAccounts.id, number: withdrawAccounts.number })
    .from(withdrawAccounts)
    // Only what needs it: a start after the first reads no row it does not change.
    .where(
      and(
        gt(withdrawAccounts.id, afterId),
        notLike(withdrawAccounts.number, `${cipher.currentPrefix()}%`),
      ),
    )
    .orderBy(asc(withdrawAccounts.id))
    .limit(batch);
  let resealed = 0;
  for (const row of rows) {
    if (cipher.isCurrent(row.number)) continue;
    const plain = cipher.open(row.number);
    const changed = await db
      .update(withdrawAccounts)
      .set({ number: cipher.seal(plain), numberHash: cipher.blindIndex(plain) })
      .where(and(eq(withdrawAccounts.id, row.id), eq(withdrawAccounts.number, row.number)))
      .returning({ id: withdrawAccounts.id });
    resealed += changed.length;
  }
  return { lastId: rows.at(-1)?.id, resealed };
}
