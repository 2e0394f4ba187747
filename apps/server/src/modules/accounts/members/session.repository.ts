import { and, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../../db/client.ts';
import { members, memberSessions } from '../../../db/schema.ts';

export async function insertMemberSession(
  db: DbOrTx,
  values: {
    tokenHash: string;
    memberId: number;
    expiresAt: Date;
    ip: string | undefined;
    deviceNo: string | undefined;
    userAgent: string | undefined;
  },
): Promise<number> {
  const [row] = await db
    .insert(memberSessions)
    .values({
      ...values,
      ip: values.ip ?? null,
      deviceNo: values.deviceNo ?? null,
      userAgent: values.userAgent ?? null,
    })
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

/**
 * A member's latest sessions, newest first (operators see them; the token hash stays here); with
 * `upTo`, those that began no later than that session (it and the log-ins before it).
 */
export async function latestMemberSessions(
  db: DbOrTx,
  memberId: number,
  limit: number,
  upTo?: number,
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
      userAgent: memberSessions.userAgent,
    })
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        upTo === undefined ? undefined : lte(memberSessions.id, upTo),
      ),
    )
    .orderBy(desc(memberSessions.id))
    .limit(limit);
}

/**
 * Seconds the member has been logged in since `from`, over every session: a session counts from
 * its log-in (or `from`) to its end, its expiry, or, while it is live, `now`; one left idle counts
 * to when it was last used (an abandoned tab does not use up a session-time limit).
 */
export async function secondsLoggedInSince(
  db: DbOrTx,
  memberId: number,
  from: Date,
  now: Date,
  idleSince: Date,
): Promise<number> {
  const [row] = await rows<{ seconds: number }>(
    db,
    sql`select coalesce(sum(greatest(0, extract(epoch from (
               least(expires_at, ${now.toISOString()}::timestamptz,
                     coalesce(ended_at, case when last_seen_at > ${idleSince.toISOString()}::timestamptz
                                             then ${now.toISOString()}::timestamptz
                                             else last_seen_at end))
               - greatest(created_at, ${from.toISOString()}::timestamptz))))), 0)::float8 as seconds
          from member_sessions
         where member_id = ${memberId}
           and coalesce(ended_at, expires_at) > ${from.toISOString()}::timestamptz`,
  );
  return row?.seconds ?? 0;
}

/** Brings the expiry of the member's live sessions forward to `at` where it is later. */
export async function capLiveSessions(db: DbOrTx, memberId: number, at: Date): Promise<number> {
  const capped = await db
    .update(memberSessions)
    .set({ expiresAt: at })
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.endedAt),
        gt(memberSessions.expiresAt, at),
      ),
    )
    .returning({ id: memberSessions.id });
  return capped.length;
}
