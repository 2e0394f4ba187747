import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { venueBetCursors, venueBets } from '../../../db/schema.ts';
import type { BetBooking, BetState } from '../../../db/games-schema.ts';

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

export type BetFilter = {
  memberId: number;
  from?: Date | undefined;
  to?: Date | undefined;
  venue?: string | undefined;
  state?: BetState | undefined;
};

function where(f: BetFilter): SQL | undefined {
  return and(
    eq(venueBets.memberId, f.memberId),
    f.from ? gte(venueBets.placedAt, f.from) : undefined,
    f.to ? lte(venueBets.placedAt, f.to) : undefined,
    f.venue ? eq(venueBets.venueCode, f.venue) : undefined,
    f.state ? eq(venueBets.state, f.state) : undefined,
  );
}

export async function listBets(db: DbOrTx, f: BetFilter, limit: number, offset: number) {
  return db
    .select()
    .from(venueBets)
    .where(where(f))
    .orderBy(desc(venueBets.placedAt), desc(venueBets.id))
    .limit(limit)
    .offset(offset);
}

/** Count and sums over the whole filtered range; win/loss counts settled bets only. */
export async function betTotals(db: DbOrTx, f: BetFilter) {
  const [row] = await db
    .select({
      n: sql<string | number>`count(*)`,
      stake: sql<string>`coalesce(sum(${venueBets.stake}), 0)::text`,
      validStake: sql<string>`coalesce(sum(${venueBets.validStake}), 0)::text`,
      winLoss: sql<string>`coalesce(sum(${venueBets.payout} - ${venueBets.stake}) filter (where ${venueBets.state} = 'settled'), 0)::text`,
    })
    .from(venueBets)
    .where(where(f));
  return {
    total: Number(row?.n ?? 0),
    stake: BigInt(row?.stake ?? '0'),
    validStake: BigInt(row?.validStake ?? '0'),
    winLoss: BigInt(row?.winLoss ?? '0'),
  };
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
