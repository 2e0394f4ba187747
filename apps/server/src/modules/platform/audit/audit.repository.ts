import { count, desc, eq, and, sql, type SQL } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema.ts';

export type AuditInsert = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAudit(db: DbOrTx, entry: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export async function listAudit(
  db: DbOrTx,
  filter: {
    action?: string | undefined;
    targetKind?: string | undefined;
    targetId?: string | undefined;
  },
  page: { offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetKind) conditions.push(eq(auditLog.targetKind, filter.targetKind));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
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
