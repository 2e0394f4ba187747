import type {
  AdminMember,
  AdminMemberDetail,
  AdminMemberNote,
  AdminMemberState,
} from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../plugins/request-context.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import { adminMemberDetailView, adminMemberView } from './member-admin-view.ts';
import { searchMembers } from './member-admin.repository.ts';
import { memberSearch } from './member-search.ts';
import type { MemberSessions } from './member-sessions.ts';
import { findMemberById, lockMember, updateMember, type MemberRow } from './member.repository.ts';
import { insertNote, listNotes } from './member-notes.repository.ts';

const stateOf = (member: MemberRow): AdminMemberState => ({
  id: member.id,
  account: member.account,
  siteCode: member.siteCode,
  disabled: member.disabledAt !== null,
  withdrawPasswordSet: member.withdrawPasswordHash !== null,
});

/** How many of a member's sessions an operator sees, newest first. */
const SESSIONS_SHOWN = 10;

/**
 * What operators see of members and do to their accounts (issue 20): find members by account,
 * phone, email, real name or invite code; read one with their latest sessions; disable it (its sessions end at once, on
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

  /**
   * Members of a site (every site without one) newest first; with `q`, those whose account
   * starts with it or whose phone, email, real name or invite code it is (member-search.ts).
   */
  async list(
    filter: { siteCode?: string | undefined; q?: string | undefined },
    page: number,
    size: number,
  ): Promise<{ list: AdminMember[]; total: number; page: number; size: number }> {
    const { rows, total } = await searchMembers(
      this.db,
      { siteCode: filter.siteCode, search: memberSearch(filter.q) },
      { offset: (page - 1) * size, limit: size },
    );
    return { list: rows.map(adminMemberView), total, page, size };
  }

  /** One member with who invited them and their latest sessions. */
  async detail(id: number): Promise<AdminMemberDetail> {
    const member = await findMemberById(this.db, id);
    if (!member) throw new DomainError('NOT_FOUND');
    const [inviter, sessions] = await Promise.all([
      member.inviterId === null ? undefined : findMemberById(this.db, member.inviterId),
      this.deps.sessions.latest(id, SESSIONS_SHOWN, member.disabledAt !== null),
    ]);
    return adminMemberDetailView(
      member,
      inviter ? { id: inviter.id, account: inviter.account } : null,
      sessions,
    );
  }

  async setDisabled(
    operator: OperatorIdentity,
    memberId: number,
    disabled: boolean,
    reason: string,
    meta: RequestMeta,
  ): Promise<AdminMemberState> {
    return this.db.transaction(async (tx) => {
      const member = await lockMember(tx, memberId);
      if (!member) throw new DomainError('NOT_FOUND');
      const before = { disabled: member.disabledAt !== null };
      const after =
        before.disabled === disabled
          ? member
          : await updateMember(tx, memberId, { disabledAt: disabled ? new Date() : null });
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
      return stateOf(after ?? member);
    });
  }

  /**
   * Forgets the member's withdrawal password (they forgot it and cannot receive a code), with a
   * reason, audited: the member site then asks them to set a new one before a withdrawal or a new
   * withdrawal account, as for a member who never set one.
   */
  async resetWithdrawPassword(
    operator: OperatorIdentity,
    memberId: number,
    reason: string,
    meta: RequestMeta,
  ): Promise<AdminMemberState> {
    return this.db.transaction(async (tx) => {
      const member = await lockMember(tx, memberId);
      if (!member) throw new DomainError('NOT_FOUND');
      const after = await updateMember(tx, memberId, { withdrawPasswordHash: null });
      await this.deps.audit.record(
        {
          actor: operatorActor(operator),
          siteCode: member.siteCode,
          action: 'member.withdraw-password.reset',
          target: { kind: 'member', id: memberId },
          before: { withdrawPasswordSet: member.withdrawPasswordHash !== null },
          after: { withdrawPasswordSet: false, reason },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return stateOf(after ?? member);
    });
  }

  /** Operators' notes on the member, newest first. */
  async notes(memberId: number, page: number, size: number) {
    if (!(await findMemberById(this.db, memberId))) throw new DomainError('NOT_FOUND');
    const { rows, total } = await listNotes(this.db, memberId, size, (page - 1) * size);
    return { list: rows.map(noteView), total, page, size };
  }

  /** Adds a note (never changed or removed afterwards), in the audit log with its text. */
  async addNote(
    operator: OperatorIdentity,
    memberId: number,
    text: string,
    meta: RequestMeta,
  ): Promise<AdminMemberNote> {
    return this.db.transaction(async (tx) => {
      const member = await findMemberById(tx, memberId);
      if (!member) throw new DomainError('NOT_FOUND');
      const note = await insertNote(tx, { memberId, operatorId: operator.id, text });
      await this.deps.audit.record(
        {
          actor: operatorActor(operator),
          siteCode: member.siteCode,
          action: 'member.note',
          target: { kind: 'member', id: memberId },
          after: { noteId: note.id, text },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return noteView({
        ...note,
        memberId,
        operatorId: operator.id,
        operatorAccount: operator.account,
        text,
      });
    });
  }
}

const noteView = (row: {
  id: number;
  memberId: number;
  operatorId: number;
  operatorAccount: string;
  text: string;
  createdAt: Date;
}): AdminMemberNote => ({ ...row, createdAt: row.createdAt.toISOString() });
