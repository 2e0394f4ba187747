import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { agentApplications } from '../../../db/schema.ts';

export type ApplicationRow = typeof agentApplications.$inferSelect;
export type NewApplication = typeof agentApplications.$inferInsert;

export async function insertApplication(db: DbOrTx, row: NewApplication): Promise<ApplicationRow> {
  const [saved] = await db.insert(agentApplications).values(row).returning();
  return saved!;
}

/** A pending application of the member, or with the same contact, on the site. */
export async function pendingLike(
  db: DbOrTx,
  siteCode: string,
  memberId: number | null,
  contact: { kind: string; value: string },
): Promise<ApplicationRow | undefined> {
  const pending = and(
    eq(agentApplications.siteCode, siteCode),
    eq(agentApplications.state, 'pending'),
  );
  const [byContact] = await db
    .select()
    .from(agentApplications)
    .where(
      and(
        pending,
        eq(agentApplications.contactKind, contact.kind),
        eq(agentApplications.contact, contact.value),
      ),
    )
    .limit(1);
  if (byContact || memberId === null) return byContact;
  const [byMember] = await db
    .select()
    .from(agentApplications)
    .where(and(pending, eq(agentApplications.memberId, memberId)))
    .limit(1);
  return byMember;
}

export async function listApplications(
  db: DbOrTx,
  filter: { sites: readonly string[]; state?: string | undefined },
  page: { page: number; size: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = and(
    inArray(agentApplications.siteCode, [...filter.sites]),
    filter.state ? eq(agentApplications.state, filter.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(agentApplications)
      .where(where)
      .orderBy(desc(agentApplications.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ n: count() }).from(agentApplications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function lockApplication(db: DbOrTx, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(agentApplications)
    .where(eq(agentApplications.id, id))
    .for('update');
  return row;
}

export async function decideApplication(
  db: DbOrTx,
  id: number,
  decision: { state: string; note: string; decidedBy: number; decidedAt: Date },
): Promise<ApplicationRow> {
  const [row] = await db
    .update(agentApplications)
    .set(decision)
    .where(eq(agentApplications.id, id))
    .returning();
  return row!;
}

export async function siteOfApplication(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ siteCode: agentApplications.siteCode })
    .from(agentApplications)
    .where(eq(agentApplications.id, id));
  return row?.siteCode;
}
