import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { redemptions } from '../../db/schema.ts';

export type RedemptionRow = typeof redemptions.$inferSelect;
export type NewRedemption = typeof redemptions.$inferInsert;

/** Inserts the redemption unless one exists for the member, kind and period; null when it did. */
export async function insertRedemption(
  db: DbOrTx,
  row: NewRedemption,
): Promise<RedemptionRow | null> {
  const [created] = await db.insert(redemptions).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function findRedemption(
  db: DbOrTx,
  memberId: number,
  kind: RedemptionRow['kind'],
  period: string,
): Promise<RedemptionRow | null> {
  const [row] = await db
    .select()
    .from(redemptions)
    .where(
      and(
        eq(redemptions.memberId, memberId),
        eq(redemptions.kind, kind),
        eq(redemptions.period, period),
      ),
    );
  return row ?? null;
}

export async function setRedemptionTransfer(db: DbOrTx, id: number, transferId: number) {
  const [row] = await db
    .update(redemptions)
    .set({ transferId })
    .where(eq(redemptions.id, id))
    .returning();
  return row!;
}
