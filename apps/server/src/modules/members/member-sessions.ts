import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { SessionError } from '../../lib/errors.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import {
  endMemberSessions,
  findLiveMemberSession,
  insertMemberSession,
  touchMemberSession,
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

/** Member sessions in the database: every node sees them, a restart keeps them. */
export class MemberSessions {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'memberSession'>,
  ) {}

  async start(
    tx: DbOrTx,
    memberId: number,
    meta: { ip?: string | undefined; deviceNo?: string | undefined },
  ): Promise<string> {
    const token = newSessionToken();
    await insertMemberSession(tx, {
      tokenHash: hashToken(token),
      memberId,
      expiresAt: new Date(Date.now() + this.config.memberSession.maxHours * 3_600_000),
      ip: meta.ip,
      deviceNo: meta.deviceNo,
    });
    return token;
  }

  /** The member behind a token on this site, or a SessionError (answered as `data: "token"`). */
  async authenticate(token: string | undefined, siteCode: string): Promise<MemberIdentity> {
    if (!token || token.length > 128) throw new SessionError();
    const idleSince = new Date(Date.now() - this.config.memberSession.idleMinutes * 60_000);
    const found = await findLiveMemberSession(this.db, hashToken(token), idleSince);
    // A token of one brand is no session on another.
    if (!found || found.siteCode !== siteCode) throw new SessionError();
    if (Date.now() - found.lastSeenAt.getTime() > TOUCH_AFTER_MS)
      await touchMemberSession(this.db, found.sessionId);
    return {
      id: found.memberId,
      account: found.account,
      siteCode: found.siteCode,
      sessionId: found.sessionId,
    };
  }

  endOne(tx: DbOrTx, sessionId: number, reason: string) {
    return endMemberSessions(tx, { sessionId }, reason);
  }

  endOthers(tx: DbOrTx, memberId: number, keepSessionId: number | undefined, reason: string) {
    return endMemberSessions(
      tx,
      keepSessionId === undefined ? { memberId } : { memberId, exceptSessionId: keepSessionId },
      reason,
    );
  }
}
