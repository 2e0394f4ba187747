import type { Config } from '../../../config.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { SessionError } from '../../../lib/errors.ts';
import { hashToken, newSessionToken } from '../../../lib/tokens.ts';
import {
  capLiveSessions,
  endMemberSessions,
  findLiveMemberSession,
  insertMemberSession,
  latestMemberSessions,
  secondsLoggedInSince,
  touchMemberSession,
  type MemberSessionRow,
} from './session.repository.ts';

export type MemberIdentity = {
  id: number;
  account: string;
  siteCode: string;
  sessionId: number;
};

// Writing last_seen_at on every request would turn each read into a write; a minute is precise
// enough for an idle timeout of tens of minutes.
const TOUCH_AFTER_MS = 60_000;
// Bounds the memory of the session cache; the oldest checked session goes first.
const CACHE_MAX = 20_000;

type Checked = { identity: MemberIdentity; until: number };

/**
 * Member sessions in the database: every node sees them, a restart keeps them. A node trusts a
 * session it has checked for `cacheMs` (never past its expiry), so most reads of a busy member
 * cost no round trip for the session. Ending sessions here drops them from this node's cache at
 * once; other nodes notice within `cacheMs` (docs/decisions/session-cache.md).
 */
export class MemberSessions {
  private readonly checked = new Map<string, Checked>();

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'memberSession'>,
  ) {}

  /** A new session; `endsBy` brings its expiry forward (a session-time limit's end). */
  async start(
    tx: DbOrTx,
    memberId: number,
    meta: {
      ip?: string | undefined;
      deviceNo?: string | undefined;
      userAgent?: string | undefined;
    },
    endsBy?: Date | null,
  ): Promise<string> {
    const token = newSessionToken();
    const max = Date.now() + this.config.memberSession.maxHours * 3_600_000;
    await insertMemberSession(tx, {
      tokenHash: hashToken(token),
      memberId,
      expiresAt: new Date(endsBy ? Math.min(max, endsBy.getTime()) : max),
      ip: meta.ip,
      deviceNo: meta.deviceNo,
      userAgent: meta.userAgent,
    });
    return token;
  }

  /** This session and the log-in before it (null for a member's first). */
  async withPrevious(memberId: number, sessionId: number) {
    const [current, previous] = await latestMemberSessions(this.db, memberId, 2, sessionId);
    if (!current || current.id !== sessionId) throw new SessionError();
    return { current, previous: previous ?? null };
  }

  /** Seconds the member has been logged in since `from` (every session, idle time aside). */
  secondsLoggedInSince(memberId: number, from: Date, now: Date): Promise<number> {
    const idleSince = new Date(now.getTime() - this.config.memberSession.idleMinutes * 60_000);
    return secondsLoggedInSince(this.db, memberId, from, now, idleSince);
  }

  /** Ends the member's live sessions at `at` at the latest (a session-time limit set while in). */
  capLive(tx: DbOrTx, memberId: number, at: Date) {
    this.forget((s) => s.id === memberId);
    return capLiveSessions(tx, memberId, at);
  }

  /** The member behind a token on this site, or a SessionError (answered as `data: "token"`). */
  async authenticate(token: string | undefined, siteCode: string): Promise<MemberIdentity> {
    if (!token || token.length > 128) throw new SessionError();
    const tokenHash = hashToken(token);
    const now = Date.now();
    const hit = this.checked.get(tokenHash);
    if (hit && hit.until > now) {
      if (hit.identity.siteCode !== siteCode) throw new SessionError();
      return hit.identity;
    }
    const idleSince = new Date(now - this.config.memberSession.idleMinutes * 60_000);
    const found = await findLiveMemberSession(this.db, tokenHash, idleSince);
    // A token of one brand is no session on another.
    if (!found || found.siteCode !== siteCode) throw new SessionError();
    if (now - found.lastSeenAt.getTime() > TOUCH_AFTER_MS)
      await touchMemberSession(this.db, found.sessionId);
    const identity: MemberIdentity = {
      id: found.memberId,
      account: found.account,
      siteCode: found.siteCode,
      sessionId: found.sessionId,
    };
    this.remember(
      tokenHash,
      identity,
      Math.min(now + this.config.memberSession.cacheMs, found.expiresAt.getTime()),
    );
    return identity;
  }

  private remember(tokenHash: string, identity: MemberIdentity, until: number) {
    if (this.config.memberSession.cacheMs <= 0) return;
    this.checked.delete(tokenHash);
    if (this.checked.size >= CACHE_MAX) {
      const oldest = this.checked.keys().next().value;
      if (oldest !== undefined) this.checked.delete(oldest);
    }
    this.checked.set(tokenHash, { identity, until });
  }

  /** Drops this node's trust in the sessions that match, before they are ended in `tx`. */
  private forget(match: (identity: MemberIdentity) => boolean) {
    for (const [key, { identity }] of this.checked) if (match(identity)) this.checked.delete(key);
  }

  /**
   * A member's latest sessions, newest first, each `live` if `authenticate` would take it now
   * (not ended, not expired, not idle too long, the member not disabled).
   */
  async latest(
    memberId: number,
    limit: number,
    memberDisabled: boolean,
  ): Promise<(MemberSessionRow & { live: boolean })[]> {
    const rows = await latestMemberSessions(this.db, memberId, limit);
    const now = Date.now();
    const idleSince = now - this.config.memberSession.idleMinutes * 60_000;
    return rows.map((row) => ({
      ...row,
      live:
        !memberDisabled &&
        row.endedAt === null &&
        row.expiresAt.getTime() > now &&
        row.lastSeenAt.getTime() > idleSince,
    }));
  }

  endOne(tx: DbOrTx, sessionId: number, reason: string) {
    this.forget((s) => s.sessionId === sessionId);
    return endMemberSessions(tx, { sessionId }, reason);
  }

  endOthers(tx: DbOrTx, memberId: number, keepSessionId: number | undefined, reason: string) {
    this.forget((s) => s.id === memberId && s.sessionId !== keepSessionId);
    return endMemberSessions(
      tx,
      keepSessionId === undefined ? { memberId } : { memberId, exceptSessionId: keepSessionId },
      reason,
    );
  }
}
