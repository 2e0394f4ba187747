import {
  type AdminMessage,
  type MemberMessage,
  type MemberMessagePage,
  type MessageUnreadCount,
  type MessageUpdateResult,
  renderNotice,
  type Lang,
} from '@kirin/contract';
import type { Notice } from '../../platform/notices/notices.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { MemberIdentity } from '../../accounts/members/member-sessions.ts';
import {
  memberByAccount,
  memberById,
  setMarketing,
} from '../../accounts/members/member-directory.ts';
import { memberActor } from '../../accounts/members/member.service.ts';
import type { Site, SiteService } from '../../platform/site/site.service.ts';
import {
  messageId,
  sendRequest,
  updateRequest,
  type SendInput,
  type UpdateInput,
} from './message-input.ts';
import {
  countInbox,
  findAdminMessage,
  findInboxMessage,
  insertMessage,
  listAdminMessages,
  listInbox,
  lockMessage,
  stampReceipts,
  updateMessage,
  visibleIds,
  type AdminMessageRow,
  type InboxRow,
  type MessageRow,
} from './message.repository.ts';

type Meta = { ip?: string | undefined; requestId?: string | undefined };

function memberView(row: InboxRow, lang: Lang, read = row.readAt !== null): MemberMessage {
  const text = row.notice ? renderNotice(row.notice, lang, row.params) : row;
  return {
    id: Number(row.id),
    title: text.title,
    body: text.body,
    createdAt: new Date(row.createdAt).toISOString(),
    read,
  };
}

function adminView(row: AdminMessageRow): AdminMessage {
  const m = row.message;
  return {
    id: m.id,
    siteCode: m.siteCode,
    audience: m.audience,
    memberId: m.memberId,
    account: row.account,
    vipLevel: m.vipLevel,
    includeFuture: m.includeFuture,
    title: m.title,
    body: m.body,
    sentBy: m.sentBy,
    sentByName: row.sentByName,
    createdAt: m.createdAt.toISOString(),
    withdrawnAt: m.withdrawnAt?.toISOString() ?? null,
    recipients: row.recipients,
    readCount: row.readCount,
    deletedCount: row.deletedCount,
  };
}

/** What the audit trail keeps of a message: who it was for and what it said, not the counts. */
function auditView(m: MessageRow) {
  return {
    siteCode: m.siteCode,
    audience: m.audience,
    memberId: m.memberId,
    vipLevel: m.vipLevel,
    includeFuture: m.includeFuture,
    marketing: m.marketing,
    title: m.title,
    body: m.body,
    withdrawnAt: m.withdrawnAt?.toISOString() ?? null,
  };
}

/**
 * Member messages: operators send to one member, to a VIP level or to a whole site; members read,
 * mark and delete what reaches them. Who sees what is decided when the inbox is read (see the
 * repository's `visible`), so a member who reaches a VIP level finds that level's messages.
 */
export class MessageService {
  constructor(
    private readonly db: Db,
    private readonly deps: { audit: AuditService; sites: SiteService },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The site a message was sent on (operators are kept to their sites), or undefined. */
  async siteOfMessage(id: number): Promise<string | undefined> {
    return (await findAdminMessage(this.db, id))?.message.siteCode;
  }

  async list(
    who: MemberIdentity,
    page: number,
    size: number,
    lang: Lang,
  ): Promise<MemberMessagePage> {
    const { rows, total, unread } = await listInbox(this.db, who.id, {
      offset: (page - 1) * size,
      limit: size,
    });
    const list = rows.map((r) => memberView(r, lang));
    return { list, total, page, size, pageSize: size, unread };
  }

  /**
   * A notice the platform sends one member (a deposit credited, a withdrawal paid, a bonus, a VIP
   * level, a welcome), in the caller's transaction when given: written out in the reader's
   * language at each read; the zh-CN text is kept for operators.
   */
  async notify(notice: Notice, db: DbOrTx = this.db): Promise<void> {
    const text = renderNotice(notice.kind, 'zh-CN', notice.params);
    await insertMessage(db, {
      siteCode: notice.siteCode,
      audience: 'member',
      memberId: notice.memberId,
      title: text.title,
      body: text.body,
      notice: notice.kind,
      params: notice.params,
    });
  }

  async preferences(who: MemberIdentity): Promise<{ marketing: boolean }> {
    const member = await memberById(this.db, who.id);
    return { marketing: member?.marketingMessages ?? true };
  }

  /** Marketing messages on or off for this member; notices of their money always arrive. */
  async setPreferences(
    who: MemberIdentity,
    marketing: boolean,
    meta: Meta,
  ): Promise<{ marketing: boolean }> {
    await this.db.transaction(async (tx) => {
      await setMarketing(tx, who.id, marketing);
      await this.deps.audit.record(
        {
          actor: memberActor(who),
          siteCode: who.siteCode,
          action: 'message.preferences',
          target: { kind: 'member', id: who.id },
          after: { marketing },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
    });
    return { marketing };
  }

  async unread(who: MemberIdentity): Promise<MessageUnreadCount> {
    return { notRead: (await countInbox(this.db, who.id)).unread };
  }

  /** Opening a message reads it. Another member's message, or a deleted one, is NOT_FOUND. */
  async detail(who: MemberIdentity, idInput: unknown, lang: Lang): Promise<MemberMessage> {
    const id = messageId(idInput);
    const row = await findInboxMessage(this.db, who.id, id);
    if (!row) throw new DomainError('NOT_FOUND');
    if (row.readAt === null) await stampReceipts(this.db, who.id, [id], 'readAt', this.now());
    return memberView(row, lang, true);
  }

  /**
   * Marks several messages read or deleted at once. Ids the member does not see are skipped (a
   * list may be stale), but when none is theirs the answer is NOT_FOUND, as for one.
   */
  async update(who: MemberIdentity, input: UpdateInput): Promise<MessageUpdateResult> {
    const request = updateRequest(input);
    return this.db.transaction(async (tx) => {
      const ids = request.all
        ? await visibleIds(tx, who.id, { unreadOnly: true })
        : await visibleIds(tx, who.id, { ids: request.ids });
      if (!request.all && ids.length === 0) throw new DomainError('NOT_FOUND');
      const column = request.action === 'read' ? 'readAt' : 'deletedAt';
      await stampReceipts(tx, who.id, ids, column, this.now());
      return { updated: ids.length };
    });
  }

  async send(
    operator: OperatorIdentity,
    requestSite: Site,
    input: SendInput,
    meta: Meta,
  ): Promise<{ id: number }> {
    const site = await this.deps.sites.named(input.site, requestSite);
    const { target, title, body, marketing } = sendRequest(input);
    let memberId: number | null = null;
    if (target.audience === 'member') {
      const member = await memberByAccount(this.db, site.code, target.account);
      if (!member) throw new DomainError('NOT_FOUND');
      memberId = member.id;
    }
    return this.db.transaction(async (tx) => {
      const row = await insertMessage(tx, {
        siteCode: site.code,
        audience: target.audience,
        memberId,
        vipLevel: target.audience === 'vip' ? target.vipLevel : null,
        includeFuture: target.audience === 'site' ? target.includeFuture : false,
        title,
        body,
        marketing,
        sentBy: operator.id,
      });
      await this.deps.audit.record(
        {
          actor: operatorActor(operator),
          siteCode: site.code,
          action: 'message.send',
          target: { kind: 'message', id: row.id },
          after: auditView(row),
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return { id: row.id };
    });
  }

  async adminList(filter: { siteCode?: string | undefined }, page: number, size: number) {
    const { rows, total } = await listAdminMessages(this.db, filter, {
      offset: (page - 1) * size,
      limit: size,
    });
    return { list: rows.map(adminView), total, page, size };
  }

  /** Members stop seeing it; the row stays for the record. Withdrawing twice changes nothing. */
  async withdraw(operator: OperatorIdentity, id: number, meta: Meta): Promise<AdminMessage> {
    await this.db.transaction(async (tx) => {
      const before = await lockMessage(tx, id);
      if (!before) throw new DomainError('NOT_FOUND');
      if (before.withdrawnAt) return;
      const after = await updateMessage(tx, id, { withdrawnAt: this.now() });
      await this.deps.audit.record(
        {
          actor: operatorActor(operator),
          siteCode: after.siteCode,
          action: 'message.withdraw',
          target: { kind: 'message', id },
          before: auditView(before),
          after: auditView(after),
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
    });
    const row = await findAdminMessage(this.db, id);
    if (!row) throw new DomainError('NOT_FOUND');
    return adminView(row);
  }
}
