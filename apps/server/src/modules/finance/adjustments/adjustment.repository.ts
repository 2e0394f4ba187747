import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { adjustments } from '../../../db/schema.ts';
import { memberAccounts } from '../../accounts/members/member-views.ts';
import { operatorAccounts } from '../../platform/admin/operator-views.ts';

export type AdjustmentRow = typeof adjustments.$inferSelect;
export type NewAdjustment = typeof adjustments.$inferInsert;
export type AdjustmentState = AdjustmentRow['state'];
/** The row with the names an operator reads it by. */
export type AdjustmentListRow = AdjustmentRow & {
  memberAccount: string;
  requestedByName: string;
  approvedByName: string | null;
};

export async function insertAdjustment(db: DbOrTx, values: NewAdjustment): Promise<AdjustmentRow> {
  const [row] = await db.insert(adjustments).values(values).returning();
  if (!row) throw new Error('adjustment was not inserted');
  return row;
}

export async function adjustmentSite(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ siteCode: adjustments.siteCode })
    .from(adjustments)
    .where(eq(adjustments.id, id));
  return row?.siteCode;
}

/** Locks the row so that two operators deciding at once are served one after the other. */
export async function lockAdjustment(db: DbOrTx, id: number): Promise<AdjustmentRow | undefined> {
  const [row] = await db.select().from(adjustments).where(eq(adjustments.id, id)).for('update');
  return row;
}

export async function updateAdjustment(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<NewAdjustment, 'state' | 'approvedBy' | 'transferId'>> & {
    decided?: boolean;
  },
): Promise<AdjustmentRow> {
  const { decided, ...values } = patch;
  const [row] = await db
    .update(adjustments)
    .set({ ...values, ...(decided ? { decidedAt: sql`now()` } : {}) })
    .where(eq(adjustments.id, id))
    .returning();
  if (!row) throw new Error('adjustment vanished while locked');
  return row;
}

/**
 * What this member's adjustments since `since` add up to, credits and debits alike, counting
 * those applied and those waiting for approval (a rejected one moved nothing).
 */
export async function recentMagnitude(db: DbOrTx, memberId: number, since: Date): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(abs(${adjustments.amount})), 0)::text` })
    .from(adjustments)
    .where(
      and(
        eq(adjustments.memberId, memberId),
        sql`${adjustments.state} in ('applied', 'awaiting_approval')`,
        gte(adjustments.createdAt, since),
      ),
    );
  return BigInt(row?.sum ?? '0');
}

const approver = alias(operatorAccounts, 'approver');

export async function listAdjustments(
  db: DbOrTx,
  filter: { state?: AdjustmentState | undefined; siteCode?: string | undefined },
  page: { offset: number; limit: number },
): Promise<{ rows: AdjustmentListRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(adjustments.state, filter.state));
  if (filter.siteCode) conditions.push(eq(adjustments.siteCode, filter.siteCode));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({
      a: adjustments,
      memberAccount: memberAccounts.account,
      requestedByName: operatorAccounts.account,
      approvedByName: approver.account,
    })
    .from(adjustments)
    .innerJoin(memberAccounts, eq(memberAccounts.id, adjustments.memberId))
    .innerJoin(operatorAccounts, eq(operatorAccounts.id, adjustments.requestedBy))
    .leftJoin(approver, eq(approver.id, adjustments.approvedBy))
    .where(where)
    .orderBy(desc(adjustments.createdAt), desc(adjustments.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(adjustments).where(where);
  return {
    rows: rows.map((r) => ({
      ...r.a,
      memberAccount: r.memberAccount,
      requestedByName: r.requestedByName,
      approvedByName: r.approvedByName,
    })),
    total: Number(total?.n ?? 0),
  };
}

/** How many adjustments of these sites are in `state` (the operators' dashboard counts its queue). */
export async function countAdjustments(
  db: DbOrTx,
  sites: readonly string[],
  state: AdjustmentState,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adjustments)
    .where(and(inArray(adjustments.siteCode, [...sites]), eq(adjustments.state, state)));
  return Number(row?.n ?? 0);
}
