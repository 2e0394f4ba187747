import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { venueDiscrepancies } from '../../../db/schema.ts';
import { memberAccounts } from '../../accounts/members/member-views.ts';

export type DiscrepancyRow = typeof venueDiscrepancies.$inferSelect;

/**
 * Records what the books cannot explain: one open row per member and venue, updated while the
 * difference stands. Answers the row and whether it is new or its figures changed (worth a log line).
 */
export async function recordDiscrepancy(
  db: DbOrTx,
  d: {
    siteCode: string;
    memberId: number;
    venueCode: string;
    currency: string;
    venueBalance: bigint;
    bookedBalance: bigint;
  },
): Promise<{ row: DiscrepancyRow; changed: boolean }> {
  const [before] = await db
    .select()
    .from(venueDiscrepancies)
    .where(
      and(
        eq(venueDiscrepancies.memberId, d.memberId),
        eq(venueDiscrepancies.venueCode, d.venueCode),
        eq(venueDiscrepancies.state, 'open'),
      ),
    );
  const [row] = await db
    .insert(venueDiscrepancies)
    .values(d)
    .onConflictDoUpdate({
      target: [venueDiscrepancies.memberId, venueDiscrepancies.venueCode],
      targetWhere: sql`${venueDiscrepancies.state} = 'open'`,
      set: {
        venueBalance: d.venueBalance,
        bookedBalance: d.bookedBalance,
        lastSeenAt: sql`now()`,
      },
    })
    .returning();
  const changed =
    !before || before.venueBalance !== d.venueBalance || before.bookedBalance !== d.bookedBalance;
  return { row: row as DiscrepancyRow, changed };
}

/** The books agree with the venue again: an open discrepancy closes by itself. */
export async function clearDiscrepancy(db: DbOrTx, memberId: number, venueCode: string) {
  await db
    .update(venueDiscrepancies)
    .set({ state: 'cleared', closedAt: sql`now()` })
    .where(
      and(
        eq(venueDiscrepancies.memberId, memberId),
        eq(venueDiscrepancies.venueCode, venueCode),
        eq(venueDiscrepancies.state, 'open'),
      ),
    );
}

export async function lockDiscrepancy(db: DbOrTx, id: number): Promise<DiscrepancyRow | undefined> {
  const [row] = await db
    .select()
    .from(venueDiscrepancies)
    .where(eq(venueDiscrepancies.id, id))
    .for('update');
  return row;
}

export async function closeBooked(
  db: DbOrTx,
  id: number,
  closedBy: number,
  transferId: number,
): Promise<DiscrepancyRow> {
  const [row] = await db
    .update(venueDiscrepancies)
    .set({ state: 'booked', closedAt: sql`now()`, closedBy, transferId })
    .where(eq(venueDiscrepancies.id, id))
    .returning();
  return row as DiscrepancyRow;
}

export type DiscrepancyFilter = {
  state?: DiscrepancyRow['state'] | undefined;
  siteCode?: string | undefined;
  venueCode?: string | undefined;
  /** The member's account name, in any letter case. */
  account?: string | undefined;
};

export async function listDiscrepancies(
  db: DbOrTx,
  filter: DiscrepancyFilter,
  page: { offset: number; limit: number },
) {
  const where = and(
    filter.state ? eq(venueDiscrepancies.state, filter.state) : undefined,
    filter.siteCode ? eq(venueDiscrepancies.siteCode, filter.siteCode) : undefined,
    filter.venueCode ? eq(venueDiscrepancies.venueCode, filter.venueCode) : undefined,
    filter.account ? sql`lower(${memberAccounts.account}) = lower(${filter.account})` : undefined,
  );
  const rows = await db
    .select({ d: venueDiscrepancies, account: memberAccounts.account })
    .from(venueDiscrepancies)
    .innerJoin(memberAccounts, eq(memberAccounts.id, venueDiscrepancies.memberId))
    .where(where)
    .orderBy(desc(venueDiscrepancies.lastSeenAt), desc(venueDiscrepancies.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(venueDiscrepancies)
    .innerJoin(memberAccounts, eq(memberAccounts.id, venueDiscrepancies.memberId))
    .where(where);
  return { rows: rows.map((r) => ({ ...r.d, account: r.account })), total: Number(total?.n ?? 0) };
}
