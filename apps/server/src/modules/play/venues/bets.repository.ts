import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { venueBetCursors, venueBets } from '../../../db/schema.ts';
import type { BetBooking } from '../../../db/games-schema.ts';

export type BetRow = typeof venueBets.$inferSelect;
export type NewBet = typeof venueBets.$inferInsert;

/** Where the pull of a venue stands, locked for the rest of the transaction. */
export async function lockCursor(db: DbOrTx, siteCode: string, venueCode: string) {
  await db.insert(venueBetCursors).values({ siteCode, venueCode }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(venueBetCursors)
    .where(and(eq(venueBetCursors.siteCode, siteCode), eq(venueBetCursors.venueCode, venueCode)))
    .for('update');
  return row?.cursor ?? '';
}

export async function readCursor(db: DbOrTx, siteCode: string, venueCode: string) {
  const [row] = await db
    .select({ cursor: venueBetCursors.cursor })
    .from(venueBetCursors)
    .where(and(eq(venueBetCursors.siteCode, siteCode), eq(venueBetCursors.venueCode, venueCode)));
  return row?.cursor ?? '';
}

export async function advanceCursor(
  db: DbOrTx,
  siteCode: string,
  venueCode: string,
  cursor: string,
) {
  await db
    .update(venueBetCursors)
    .set({ cursor, updatedAt: new Date() })
    .where(and(eq(venueBetCursors.siteCode, siteCode), eq(venueBetCursors.venueCode, venueCode)));
}

/**
 * Inserts or updates a bet by its venue id. A change never goes back: a settled or void bet is
 * not reopened by an older "open" change seen again.
 */
export async function upsertBet(db: DbOrTx, bet: NewBet): Promise<BetRow> {
  const [row] = await db
    .insert(venueBets)
    .values(bet)
    .onConflictDoUpdate({
      target: [venueBets.siteCode, venueBets.venueCode, venueBets.betId],
      set: {
        state: sql`case when ${venueBets.state} = 'open' then excluded.state else ${venueBets.state} end`,
        validStake: sql`case when ${venueBets.state} = 'open' then excluded.valid_stake else ${venueBets.validStake} end`,
        payout: sql`case when ${venueBets.state} = 'open' then excluded.payout else ${venueBets.payout} end`,
        settledAt: sql`coalesce(${venueBets.settledAt}, excluded.settled_at)`,
        detail: sql`case when ${venueBets.state} = 'open' then excluded.detail else ${venueBets.detail} end`,
      },
    })
    .returning();
  return row as BetRow;
}

/** The member's bets at a venue whose money is not (wholly) in their venue wallet yet, oldest first. */
export async function unbookedBets(
  db: DbOrTx,
  memberId: number,
  venueCode: string,
): Promise<BetRow[]> {
  return db
    .select()
    .from(venueBets)
    .where(
      and(
        eq(venueBets.memberId, memberId),
        eq(venueBets.venueCode, venueCode),
        sql`${venueBets.booked} in ('none', 'stake')`,
      ),
    )
    .orderBy(venueBets.id);
}

export async function markBooked(db: DbOrTx, id: number, booked: BetBooking): Promise<void> {
  await db.update(venueBets).set({ booked }).where(eq(venueBets.id, id));
}
