import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { withdrawAccounts } from '../../../db/schema.ts';

export type WithdrawAccountRow = typeof withdrawAccounts.$inferSelect;
export type NewWithdrawAccount = typeof withdrawAccounts.$inferInsert;

const live = (memberId: number) =>
  and(eq(withdrawAccounts.memberId, memberId), isNull(withdrawAccounts.deletedAt));

export async function listLiveAccounts(
  db: DbOrTx,
  memberId: number,
): Promise<WithdrawAccountRow[]> {
  return db.select().from(withdrawAccounts).where(live(memberId)).orderBy(asc(withdrawAccounts.id));
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
  values: NewWithdrawAccount,
): Promise<WithdrawAccountRow | undefined> {
  const [row] = await db.insert(withdrawAccounts).values(values).onConflictDoNothing().returning();
  return row;
}

/** Marks a member's own live account removed; another member's id finds nothing. */
export async function removeAccount(
  db: DbOrTx,
  memberId: number,
  id: number,
): Promise<WithdrawAccountRow | undefined> {
  const [row] = await db
    .update(withdrawAccounts)
    .set({ deletedAt: sql`now()` })
    .where(and(live(memberId), eq(withdrawAccounts.id, id)))
    .returning();
  return row;
}
