import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema.ts';

export type AuditInsert = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAudit(db: DbOrTx, entry: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export type AuditFilter = {
  action?: string | undefined;
  targetKind?: string | undefined;
  targetId?: string | undefined;
  /** An operator's or member's account (any case), or an operator id. */
  actor?: string | undefined;
  /** A member's id: rows they acted in, and rows about their account. */
  member?: number | undefined;
  site?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

/** What an operator searches the log by, each served by an index of audit_log. */
function conditionsOf(filter: AuditFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetKind) conditions.push(eq(auditLog.targetKind, filter.targetKind));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.actor) {
    conditions.push(
      or(
        eq(sql`lower(${auditLog.actorName})`, filter.actor.toLowerCase()),
        // An id is an operator's: a member's rows are found by `member`.
        and(eq(auditLog.actorKind, 'operator'), eq(auditLog.actorId, filter.actor)),
      )!,
    );
  }
  if (filter.member !== undefined) {
    const id = String(filter.member);
    conditions.push(
      or(
        and(eq(auditLog.actorKind, 'member'), eq(auditLog.actorId, id)),
        and(eq(auditLog.targetKind, 'member'), eq(auditLog.targetId, id)),
      )!,
    );
  }
  if (filter.site) conditions.push(eq(auditLog.siteCode, filter.site));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.at, filter.to));
  return conditions;
}

export async function listAudit(
  db: DbOrTx,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions = conditionsOf(filter);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/**
 * Whether the application signs in as a superuser, whom the audit log's owner role does not stop
 * (migration 0023): production warns about it at start.
 */
export async function signedInAsSuperuser(db: DbOrTx): Promise<boolean> {
  const [row] = await rows<{ superuser: boolean }>(
    db,
    sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
  );
  return row?.superuser === true;
}
