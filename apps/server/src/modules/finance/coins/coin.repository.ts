import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { coinQuotes, coinSettings } from '../../../db/schema.ts';

// A site's coin settings and members' quotes (docs/decisions/coins.md).

export type CoinSettingsRow = typeof coinSettings.$inferSelect;
export type CoinQuoteRow = typeof coinQuotes.$inferSelect;

export async function findSettings(db: DbOrTx, siteCode: string): Promise<CoinSettingsRow | null> {
  const [row] = await db.select().from(coinSettings).where(eq(coinSettings.siteCode, siteCode));
  return row ?? null;
}

export async function saveSettings(
  db: DbOrTx,
  row: typeof coinSettings.$inferInsert,
): Promise<void> {
  const { siteCode: _key, ...rest } = row;
  await db
    .insert(coinSettings)
    .values(row)
    .onConflictDoUpdate({ target: coinSettings.siteCode, set: { ...rest, updatedAt: new Date() } });
}

export async function insertSettingsIfMissing(
  db: DbOrTx,
  row: typeof coinSettings.$inferInsert,
): Promise<void> {
  await db.insert(coinSettings).values(row).onConflictDoNothing();
}

export async function insertQuote(
  db: DbOrTx,
  row: typeof coinQuotes.$inferInsert,
): Promise<CoinQuoteRow> {
  const [saved] = await db.insert(coinQuotes).values(row).returning();
  if (!saved) throw new Error('the quote was not stored');
  return saved;
}

/**
 * Marks the member's quote taken by an order, once: null when it is not theirs or already taken.
 * The row stays locked by the order's transaction until it commits.
 */
export async function takeQuote(
  db: DbOrTx,
  q: { id: string; memberId: number; usedBy: string; at: Date },
): Promise<CoinQuoteRow | null> {
  const [row] = await db
    .update(coinQuotes)
    .set({ usedBy: q.usedBy, usedAt: q.at })
    .where(
      and(eq(coinQuotes.id, q.id), eq(coinQuotes.memberId, q.memberId), isNull(coinQuotes.usedBy)),
    )
    .returning();
  return row ?? null;
}

/** Deletes quotes no order took that ran out before `before`; answers how many. */
export async function deleteUnusedQuotes(db: DbOrTx, before: Date): Promise<number> {
  const gone = await db
    .delete(coinQuotes)
    .where(and(isNull(coinQuotes.usedBy), lt(coinQuotes.expiresAt, before)))
    .returning({ id: coinQuotes.id });
  return gone.length;
}
