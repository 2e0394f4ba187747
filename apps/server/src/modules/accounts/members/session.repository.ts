import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { members, memberSessions } from '../../../db/schema.ts';

export async function insertMemberSession(
  db: DbOrTx,
  values: {
    tokenHash: string;
    memberId: number;
    expiresAt: Date;
    ip: string | undefined;
    deviceNo: string | undefined;
  },
): Promise<number> {
  const [row] = await db
    .insert(memberSessions)
    .values({ ...values, ip: values.ip ?? null, deviceNo: values.deviceNo ?? null })
    .returning({ id: memberSessions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** A live session: not ended, before its absolute expiry, not idle too long, member enabled. */
export async function findLiveMemberSession(db: DbOrTx, tokenHash: string, idleSince: Date) {
  const [row] = await db
    .select({
      sessionId: memberSessions.id,
      lastSeenAt: memberSessions.lastSeenAt,
      expiresAt: memberSessions.expiresAt,
      memberId: members.id,
      account: members.account,
      siteCode: members.siteCode,
    })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, tokenHash),
        isNull(memberSessions.endedAt),
        gt(memberSessions.expiresAt, sql`now()`),
        gt(memberSessions.lastSeenAt, idleSince),
        isNull(members.disabledAt),
      ),
    );
  return row;
}

export async function touchMemberSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(memberSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(memberSessions.id, sessionId));
}

/** Ends one session, or all of a member's sessions except (optionally) the one in use. */
export async function endMemberSessions(
  db: DbOrTx,
  where: { sessionId: number } | { memberId: number; exceptSessionId?: number },
  reason: string,
): Promise<number> {
  const match =
    'sessionId' in where
      ? eq(memberSessions.id, where.sessionId)
      : and(
          eq(memberSessions.memberId, where.memberId),
          where.exceptSessionId === undefined
            ? undefined
            : ne(memberSessions.id, where.exceptSessionId),
        );
  const ended = await db
    .update(memberSessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(match, isNull(memberSessions.endedAt)))
    .returning({ id: memberSessions.id });
  return ended.length;
}

export type MemberSessionRow = Omit<typeof memberSessions.$inferSelect, 'tokenHash'>;

/** A member's latest sessions, newest first (operators see them; the token hash stays here). */
export async function latestMemberSessions(
  db: DbOrTx,
  memberId: number,
  limit: number,
): Promise<MemberSessionRow[]> {
  return db
    .select({
      id: memberSessions.id,
      memberId: memberSessions.memberId,
      createdAt: memberSessions.createdAt,
      lastSeenAt: memberSessions.lastSeenAt,
      expiresAt: memberSessions.expiresAt,
      endedAt: memberSessions.endedAt,
      endReason: memberSessions.endReason,
      ip: memberSessions.ip,
      deviceNo: memberSessions.deviceNo,
    })
    .from(memberSessions)
    .where(eq(memberSessions.memberId, memberId))
    .orderBy(desc(memberSessions.id))
    .limit(limit);
}
