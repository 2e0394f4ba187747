import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  memberExclusions,
  memberLimitChanges,
  memberLimits,
  type LimitKindValue,
  type LimitPeriodValue,
  type RestrictionKindValue,
} from '../../../db/schema.ts';

export type LimitRow = typeof memberLimits.$inferSelect;
export type ExclusionRow = typeof memberExclusions.$inferSelect;
export type Contact = { areaCode: string | null; phone: string | null; email: string | null };

export async function limitsOf(db: DbOrTx, memberId: number): Promise<LimitRow[]> {
  return db.select().from(memberLimits).where(eq(memberLimits.memberId, memberId));
}

/** The member's row of one limit, locked for the caller's transaction. */
export async function lockLimit(
  db: DbOrTx,
  memberId: number,
  kind: LimitKindValue,
  period: LimitPeriodValue,
): Promise<LimitRow | undefined> {
  const [row] = await db
    .select()
    .from(memberLimits)
    .where(
      and(
        eq(memberLimits.memberId, memberId),
        eq(memberLimits.kind, kind),
        eq(memberLimits.period, period),
      ),
    )
    .for('update');
  return row;
}

/** Writes the limit as it now stands (one row per member, kind and period). */
export async function saveLimit(
  db: DbOrTx,
  row: {
    memberId: number;
    kind: LimitKindValue;
    period: LimitPeriodValue;
    amount: bigint | null;
    pendingAmount: bigint | null;
    pendingAt: Date | null;
    effectiveAt: Date | null;
  },
  now: Date,
): Promise<void> {
  const values = { ...row, updatedAt: now };
  await db
    .insert(memberLimits)
    .values(values)
    .onConflictDoUpdate({
      target: [memberLimits.memberId, memberLimits.kind, memberLimits.period],
      set: {
        amount: row.amount,
        pendingAmount: row.pendingAmount,
        pendingAt: row.pendingAt,
        effectiveAt: row.effectiveAt,
        updatedAt: now,
      },
    });
}

export async function insertLimitChange(
  db: DbOrTx,
  change: typeof memberLimitChanges.$inferInsert,
): Promise<void> {
  await db.insert(memberLimitChanges).values(change);
}

/** A match on the member or on the same phone or email (the same person on another brand). */
function samePerson(memberId: number | null, contact: Contact) {
  return or(
    memberId === null ? undefined : eq(memberExclusions.memberId, memberId),
    contact.phone && contact.areaCode
      ? and(
          eq(memberExclusions.phone, contact.phone),
          eq(memberExclusions.areaCode, contact.areaCode),
        )
      : undefined,
    contact.email ? sql`lower(${memberExclusions.email}) = lower(${contact.email})` : undefined,
  );
}

/**
 * The restrictions in force at `now` for the member or their phone or email: self-exclusions
 * first, then the one that ends last.
 */
export async function restrictionsInForce(
  db: DbOrTx,
  memberId: number | null,
  contact: Contact,
  now: Date,
): Promise<ExclusionRow[]> {
  return db
    .select()
    .from(memberExclusions)
    .where(
      and(
        samePerson(memberId, contact),
        or(isNull(memberExclusions.until), gt(memberExclusions.until, now)),
      ),
    )
    .orderBy(
      desc(sql`${memberExclusions.kind} = 'exclusion'`),
      sql`${memberExclusions.until} desc nulls first`,
    );
}

export async function insertRestriction(
  db: DbOrTx,
  row: {
    memberId: number;
    siteCode: string;
    kind: RestrictionKindValue;
    until: Date | null;
  } & Contact,
  now: Date,
): Promise<void> {
  await db.insert(memberExclusions).values({ ...row, createdAt: now });
}
