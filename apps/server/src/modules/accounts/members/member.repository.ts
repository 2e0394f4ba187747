import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { members } from '../../../db/schema.ts';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

const sameAccount = (siteCode: string, account: string) =>
  and(eq(members.siteCode, siteCode), sql`lower(${members.account}) = lower(${account})`);

/** Inserts unless the account name (any case) or the invite code is taken. */
export async function insertMember(db: DbOrTx, values: NewMember): Promise<MemberRow | undefined> {
  const [row] = await db.insert(members).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findMemberByAccount(
  db: DbOrTx,
  siteCode: string,
  account: string,
): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(sameAccount(siteCode, account));
  return row;
}

export async function findMemberById(db: DbOrTx, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

export async function findMemberByInviteCode(
  db: DbOrTx,
  siteCode: string,
  inviteCode: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteCode, siteCode), eq(members.inviteCode, inviteCode)));
  return row;
}

/** The ids of members on any site with this phone (area code and number) or email (any case). */
export async function findMemberIdsByContact(
  db: DbOrTx,
  contact: { areaCode: string | null; phone: string | null; email: string | null },
): Promise<number[]> {
  const byPhone =
    contact.phone && contact.areaCode
      ? and(eq(members.phone, contact.phone), eq(members.areaCode, contact.areaCode))
      : undefined;
  const byEmail = contact.email
    ? sql`lower(${members.email}) = lower(${contact.email})`
    : undefined;
  if (!byPhone && !byEmail) return [];
  const rows = await db.select({ id: members.id }).from(members).where(or(byPhone, byEmail));
  return rows.map((r) => r.id);
}

/**
 * Locks the member's row so that their own money decisions (withdrawal limits, adjustments, VIP)
 * are taken one after another. NO KEY UPDATE, not UPDATE: a row of another table that refers to
 * the member (a venue move, a withdrawal) takes KEY SHARE on it, after locking its ledger
 * accounts; FOR UPDATE would make that wait on us while we wait on the accounts (a deadlock the
 * bank proof found on PostgreSQL).
 */
export async function lockMember(db: DbOrTx, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).for('no key update');
  return row;
}

export async function setMarketingMessages(
  db: DbOrTx,
  id: number,
  marketing: boolean,
): Promise<void> {
  await db.update(members).set({ marketingMessages: marketing }).where(eq(members.id, id));
}

type MemberPatch = Partial<
  Pick<
    NewMember,
    | 'passwordHash'
    | 'realName'
    | 'areaCode'
    | 'phone'
    | 'email'
    | 'withdrawPasswordHash'
    | 'vipLevel'
    | 'disabledAt'
  >
>;

export async function updateMember(
  db: DbOrTx,
  id: number,
  patch: MemberPatch,
): Promise<MemberRow | undefined> {
  const [row] = await db.update(members).set(patch).where(eq(members.id, id)).returning();
  return row;
}

export async function recordMemberLogin(db: DbOrTx, id: number, ip: string | undefined) {
  await db
    .update(members)
    .set({ lastLoginAt: sql`now()`, lastLoginIp: ip ?? null })
    .where(eq(members.id, id));
}
