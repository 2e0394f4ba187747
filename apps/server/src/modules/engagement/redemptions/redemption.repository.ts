import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { redemptions } from '../../../db/schema.ts';

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

export type RedemptionFilter = {
  memberId: number;
  from?: Date | undefined;
  to?: Date | undefined;
  kind?: RedemptionRow['kind'] | undefined;
};

function where(f: RedemptionFilter): SQL | undefined {
  return and(
    eq(redemptions.memberId, f.memberId),
    f.from ? gte(redemptions.createdAt, f.from) : undefined,
    f.to ? lte(redemptions.createdAt, f.to) : undefined,
    f.kind ? eq(redemptions.kind, f.kind) : undefined,
  );
}

/** A member's redemptions, newest first. */
export async function listRedemptions(
  db: DbOrTx,
  f: RedemptionFilter,
  limit: number,
  offset: number,
): Promise<RedemptionRow[]> {
  return db
    .select()
    .from(redemptions)
    .where(where(f))
    .orderBy(desc(redemptions.id))
    .limit(limit)
    .offset(offset);
}

export async function countRedemptions(db: DbOrTx, f: RedemptionFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(redemptions).where(where(f));
  return Number(row?.n ?? 0);
}

/** One redemption, only when it is the member's own. */
export async function findMemberRedemption(
  db: DbOrTx,
  memberId: number,
  id: number,
): Promise<RedemptionRow | null> {
  const [row] = await db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.id, id), eq(redemptions.memberId, memberId)));
  return row ?? null;
}

/** The periods of the member's redemptions of these kinds, as "kind|period". */
export async function claimedPeriods(
  db: DbOrTx,
  memberId: number,
  kinds: RedemptionRow['kind'][],
): Promise<Set<string>> {
  const rows = await db
    .select({ kind: redemptions.kind, period: redemptions.period })
    .from(redemptions)
    .where(and(eq(redemptions.memberId, memberId), inArray(redemptions.kind, kinds)));
  return new Set(rows.map((r) => `${r.kind}|${r.period}`));
}
