import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../plugins/request-context.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { MemberSessions } from './member-sessions.ts';
import { findMemberById, lockMember, updateMember } from './member.repository.ts';

export type MemberState = { id: number; account: string; siteCode: string; disabled: boolean };

/**
 * What operators do to a member's account (issue 20): disable it (its sessions end at once, on
 * every node within the session cache's time; log-in answers ACCOUNT_DISABLED) and enable it
 * again, each with a reason, in the audit log with the state before and after.
 */
export class MemberAdminService {
  constructor(
    private readonly db: Db,
    private readonly deps: { audit: AuditService; sessions: MemberSessions },
  ) {}

  /** The site a member belongs to (operators are kept to their sites), or undefined. */
  async siteOfMember(id: number): Promise<string | undefined> {
    return (await findMemberById(this.db, id))?.siteCode;
  }

  async setDisabled(
    operator: OperatorIdentity,
    memberId: number,
    disabled: boolean,
    reason: string,
    meta: RequestMeta,
  ): Promise<MemberState> {
    return this.db.transaction(async (tx) => {
      const member = await lockMember(tx, memberId);
      if (!member) throw new DomainError('NOT_FOUND');
      const before = { disabled: member.disabledAt !== null };
      if (before.disabled !== disabled)
        await updateMember(tx, memberId, { disabledAt: disabled ? new Date() : null });
      if (disabled) await this.deps.sessions.endOthers(tx, memberId, undefined, 'disabled');
      await this.deps.audit.record(
        {
          actor: operatorActor(operator),
          siteCode: member.siteCode,
          action: disabled ? 'member.disable' : 'member.enable',
          target: { kind: 'member', id: memberId },
          before,
          after: { disabled, reason },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return { id: member.id, account: member.account, siteCode: member.siteCode, disabled };
    });
  }
}
