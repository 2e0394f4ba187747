import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { popups } from '../../../db/schema.ts';
import type { PopupAudience } from '../../../db/rewards-schema.ts';
import { notRestricted } from '../../accounts/protection/protection-views.ts';

export type PopupRow = typeof popups.$inferSelect;
export type NewPopup = typeof popups.$inferInsert;

/**
 * Published pop-ups of a site in force at `now` for these audiences, in the operator's order; none
 * for a member (`memberId`) under a time-out or self-exclusion: pop-ups market (API.md), and the
 * inbox keeps marketing from them by the same view.
 */
export function popupsInForce(
  db: DbOrTx,
  siteCode: string,
  audiences: PopupAudience[],
  now: Date,
  memberId?: number,
) {
  return db
    .select()
    .from(popups)
    .where(
      and(
        eq(popups.siteCode, siteCode),
        eq(popups.published, true),
        inArray(popups.audience, audiences),
        lte(popups.startsAt, now),
        or(isNull(popups.endsAt), gt(popups.endsAt, now)),
        memberId === undefined ? undefined : notRestricted(memberId),
      ),
    )
    .orderBy(asc(popups.sort), desc(popups.id));
}

export async function insertPopup(db: DbOrTx, row: NewPopup): Promise<PopupRow> {
  const [created] = await db.insert(popups).values(row).returning();
  return created!;
}

export async function lockPopup(db: DbOrTx, id: number): Promise<PopupRow | undefined> {
  const [row] = await db.select().from(popups).where(eq(popups.id, id)).for('update');
  return row;
}

export async function updatePopup(
  db: DbOrTx,
  id: number,
  patch: Partial<NewPopup>,
): Promise<PopupRow> {
  const [row] = await db
    .update(popups)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(popups.id, id))
    .returning();
  if (!row) throw new Error(`popup ${id} vanished`);
  return row;
}

export async function listPopups(
  db: DbOrTx,
  siteCode: string | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: PopupRow[]; total: number }> {
  const where = siteCode ? eq(popups.siteCode, siteCode) : undefined;
  const rows = await db
    .select()
    .from(popups)
    .where(where)
    .orderBy(asc(popups.siteCode), asc(popups.sort), desc(popups.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(popups).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Whether the site has any pop-up at all; the demo seed adds one only to a site with none. */
export async function sitePopupCount(db: DbOrTx, siteCode: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(popups).where(eq(popups.siteCode, siteCode));
  return Number(row?.n ?? 0);
}
