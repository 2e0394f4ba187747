import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { promotionApplications, promotions } from '../../../db/schema.ts';
import { memberAccounts } from '../../accounts/members/member-views.ts';
import { rewardCredits } from '../redemptions/reward-views.ts';
import type { ApplicationState } from '../../../db/rewards-schema.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;
export type ApplicationRow = typeof promotionApplications.$inferSelect;

/** An application with what was paid for it (null until approved). */
export type ApplicationWithBonus = ApplicationRow & { bonus: bigint | null };

/** Published and started; `runningOnly` also drops the ones that have ended. */
const visibleAt = (siteCode: string, now: Date, runningOnly: boolean) =>
  and(
    eq(promotions.siteCode, siteCode),
    eq(promotions.published, true),
    lte(promotions.startsAt, now),
    runningOnly ? or(isNull(promotions.endsAt), gt(promotions.endsAt, now)) : undefined,
  );

/** The activities members see now, in the operator's order (newest first among equals). */
export function runningPromotions(db: DbOrTx, siteCode: string, now: Date) {
  return db
    .select()
    .from(promotions)
    .where(visibleAt(siteCode, now, true))
    .orderBy(asc(promotions.sort), desc(promotions.startsAt), desc(promotions.id));
}

/** One activity as members may read it: of their site, published and started (ended or not). */
export async function visiblePromotion(
  db: DbOrTx,
  siteCode: string,
  id: number,
  now: Date,
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), visibleAt(siteCode, now, false)));
  return row;
}

export async function findPromotion(db: DbOrTx, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row;
}

export async function lockPromotion(db: DbOrTx, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row;
}

export async function insertPromotion(db: DbOrTx, row: NewPromotion): Promise<PromotionRow> {
  const [created] = await db.insert(promotions).values(row).returning();
  return created!;
}

export async function updatePromotion(
  db: DbOrTx,
  id: number,
  patch: Partial<NewPromotion>,
): Promise<PromotionRow> {
  const [row] = await db
    .update(promotions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(promotions.id, id))
    .returning();
  if (!row) throw new Error(`promotion ${id} vanished`);
  return row;
}

export async function listPromotions(
  db: DbOrTx,
  siteCode: string | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: PromotionRow[]; total: number }> {
  const where = siteCode ? eq(promotions.siteCode, siteCode) : undefined;
  const rows = await db
    .select()
    .from(promotions)
    .where(where)
    .orderBy(asc(promotions.siteCode), asc(promotions.sort), desc(promotions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(promotions).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

const withBonus = {
  application: promotionApplications,
  bonus: rewardCredits.amount,
};

function flatten(row: { application: ApplicationRow; bonus: bigint | null }): ApplicationWithBonus {
  return { ...row.application, bonus: row.bonus };
}

/** The member's applications to these activities. */
export async function memberApplications(
  db: DbOrTx,
  memberId: number,
  promotionIds: number[],
): Promise<ApplicationWithBonus[]> {
  if (promotionIds.length === 0) return [];
  const rows = await db
    .select(withBonus)
    .from(promotionApplications)
    .leftJoin(rewardCredits, eq(rewardCredits.id, promotionApplications.redemptionId))
    .where(
      and(
        eq(promotionApplications.memberId, memberId),
        inArray(promotionApplications.promotionId, promotionIds),
      ),
    );
  return rows.map(flatten);
}

export async function applicationWithBonus(
  db: DbOrTx,
  id: number,
): Promise<ApplicationWithBonus | undefined> {
  const [row] = await db
    .select(withBonus)
    .from(promotionApplications)
    .leftJoin(rewardCredits, eq(rewardCredits.id, promotionApplications.redemptionId))
    .where(eq(promotionApplications.id, id));
  return row ? flatten(row) : undefined;
}

/** Inserts the member's application; undefined when they already have one (the unique index). */
export async function insertApplication(
  db: DbOrTx,
  row: { promotionId: number; memberId: number; state: ApplicationState },
): Promise<ApplicationRow | undefined> {
  const [created] = await db
    .insert(promotionApplications)
    .values(row)
    .onConflictDoNothing()
    .returning();
  return created;
}

export async function lockApplication(db: DbOrTx, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(promotionApplications)
    .where(eq(promotionApplications.id, id))
    .for('update');
  return row;
}

export async function updateApplication(
  db: DbOrTx,
  id: number,
  patch: Partial<
    Pick<ApplicationRow, 'state' | 'note' | 'redemptionId' | 'decidedBy' | 'decidedAt'>
  >,
): Promise<ApplicationRow> {
  const [row] = await db
    .update(promotionApplications)
    .set(patch)
    .where(eq(promotionApplications.id, id))
    .returning();
  if (!row) throw new Error(`application ${id} vanished`);
  return row;
}

export type AdminApplicationRow = ApplicationWithBonus & { siteCode: string; account: string };

export async function listApplications(
  db: DbOrTx,
  filter: {
    siteCode?: string | undefined;
    promotionId?: number | undefined;
    state?: ApplicationState | undefined;
    applicationId?: number | undefined;
  },
  page: { offset: number; limit: number },
): Promise<{ rows: AdminApplicationRow[]; total: number }> {
  const where = and(
    filter.applicationId ? eq(promotionApplications.id, filter.applicationId) : undefined,
    filter.siteCode ? eq(promotions.siteCode, filter.siteCode) : undefined,
    filter.promotionId ? eq(promotionApplications.promotionId, filter.promotionId) : undefined,
    filter.state ? eq(promotionApplications.state, filter.state) : undefined,
  );
  const rows = await db
    .select({ ...withBonus, siteCode: promotions.siteCode, account: memberAccounts.account })
    .from(promotionApplications)
    .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
    .innerJoin(memberAccounts, eq(memberAccounts.id, promotionApplications.memberId))
    .leftJoin(rewardCredits, eq(rewardCredits.id, promotionApplications.redemptionId))
    .where(where)
    .orderBy(desc(promotionApplications.createdAt), desc(promotionApplications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(promotionApplications)
    .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
    .where(where);
  return {
    rows: rows.map((r) => ({ ...flatten(r), siteCode: r.siteCode, account: r.account })),
    total: Number(total?.n ?? 0),
  };
}
