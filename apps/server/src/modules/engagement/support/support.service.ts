import {
  SUPPORT_MESSAGE_MAX,
  supportLength,
  type SupportConversation,
  type SupportMessage,
} from '@kirin/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { UploadService } from '../feedback/upload.service.ts';
import type { MemberIdentity } from '../../accounts/members/member-sessions.ts';
import type { Site } from '../../platform/site/site.service.ts';
import { announceMessage, threadOwner } from './support-events.ts';
import type { SupportEvent } from './support-hub.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import type { MessageViews } from './support-views.ts';
import { threadInfo } from './support-views.ts';
import {
  adoptVisitorThread,
  afterMessage,
  customerMessagesSince,
  customerUnread,
  findOpenThread,
  findThread,
  insertMessage,
  insertThread,
  latestThread,
  markCustomerRead,
  messagesOf,
  visitorThreadsFromIp,
  type Owner,
  type ThreadRow,
} from './support.repository.ts';

/** What one customer may send: a burst a minute, and a ceiling an hour. */
export const SUPPORT_LIMITS = {
  perMinute: 12,
  perHour: 120,
  /** New visitor conversations from one address an hour (carrier NAT puts many behind one). */
  visitorThreadsPerIpHour: 30,
} as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * Who is chatting: a member (their session), or a visitor known only by the `vid` the member site
 * keeps. A member's request may carry the vid too: the conversation they had as a visitor on that
 * browser then becomes theirs (docs/decisions/customer-service.md).
 */
export type Customer = {
  site: Site;
  member: MemberIdentity | null;
  visitorId: string | null;
  ip: string | undefined;
};

export function ownerOf(customer: Customer): Owner {
  if (customer.member) return { memberId: customer.member.id };
  if (!customer.visitorId) throw new Error('a customer is a member or has a visitor id');
  return { siteCode: customer.site.code, visitorId: customer.visitorId };
}

/** Refused with SUPPORT_TOO_FAST (429, Retry-After) once `used` reaches `limit` in the window. */
export function checkQuota(
  used: { n: number; oldest: Date | null },
  limit: number,
  windowMs: number,
  nowMs = Date.now(),
): void {
  if (used.n < limit) return;
  const freeAt = (used.oldest?.getTime() ?? nowMs) + windowMs;
  throw new DomainError('SUPPORT_TOO_FAST', {
    httpStatus: 429,
    params: { seconds: Math.max(1, Math.ceil((freeAt - nowMs) / 1000)) },
  });
}

export type SendInput = { content: string; images: number[] };

/**
 * The customer's side of the chat: read the conversation, send, mark what they have seen. A
 * customer only ever reaches their own threads; any other is NOT_FOUND. Every change is announced
 * (`publish`) after its transaction, to the streams of this node and, with Redis, of the others.
 */
export class SupportService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      uploads: UploadService;
      views: MessageViews;
      publish: (event: SupportEvent) => void;
    },
  ) {}

  async conversation(
    customer: Customer,
    query: { threadId?: number | undefined; before?: number | undefined; size: number },
  ): Promise<SupportConversation> {
    await this.adopt(customer);
    const owner = ownerOf(customer);
    if (query.threadId !== undefined && !(await findThread(this.db, query.threadId, owner))) {
      throw new DomainError('NOT_FOUND');
    }
    const rows = await messagesOf(
      this.db,
      { owner, before: query.before, ...(query.threadId ? { threadId: query.threadId } : {}) },
      query.size + 1,
    );
    const [thread, unread, list] = await Promise.all([
      latestThread(this.db, owner),
      customerUnread(this.db, owner),
      this.deps.views.customer(rows.slice(0, query.size).reverse()),
    ]);
    return {
      thread: thread ? threadInfo(thread) : null,
      list,
      hasMore: rows.length > query.size,
      unread,
    };
  }

  async send(customer: Customer, input: SendInput): Promise<SupportMessage> {
    if (customer.site.brand.customerService.kind !== 'inhouse') {
      throw new DomainError('SUPPORT_CHAT_OFF');
    }
    if (input.content === '' && input.images.length === 0) {
      throw DomainError.validation({ content: 'required' });
    }
    if (supportLength(input.content) > SUPPORT_MESSAGE_MAX) {
      throw new DomainError('SUPPORT_MESSAGE_TOO_LONG', { params: { max: SUPPORT_MESSAGE_MAX } });
    }
    if (input.images.length > 0) {
      if (!customer.member) throw new DomainError('SUPPORT_IMAGES_NEED_LOGIN');
      await this.deps.uploads.requireOwned(customer.member, input.images);
    }
    await this.adopt(customer);
    const owner = ownerOf(customer);
    await this.checkQuotas(customer, owner);

    const { thread, row } = await this.db.transaction(async (tx) => {
      const open = await this.openThread(tx, customer, owner);
      const message = await insertMessage(tx, {
        threadId: open.id,
        authorKind: 'customer',
        authorId: customer.member?.id ?? null,
        body: input.content,
        images: input.images,
      });
      const updated = await afterMessage(tx, open.id, message, 'customer');
      return { thread: updated, row: message };
    });
    const [view] = await this.deps.views.desk([
      { ...row, customerReadId: thread.customerReadId, operatorReadId: thread.operatorReadId },
    ]);
    if (!view) throw new Error('support message view missing');
    await announceMessage(this.db, this.deps.publish, thread, view);
    const { operator: _operator, ...message } = view;
    return message;
  }

  /** Everything up to `upTo` has been seen; operators' streams hear of it. */
  async markRead(customer: Customer, upTo: number): Promise<{ upTo: number }> {
    const owner = ownerOf(customer);
    const moved = await markCustomerRead(this.db, owner, upTo);
    for (const thread of moved) {
      const row = await findThread(this.db, thread.id);
      if (!row) continue;
      this.deps.publish({
        type: 'read',
        owner: threadOwner(row),
        read: { threadId: thread.id, upTo: thread.customerReadId, by: 'customer' },
      });
    }
    return { upTo: Math.max(0, ...moved.map((t) => t.customerReadId)) };
  }

  /** The customer's open thread, opened now when they have none (visitors: within limits). */
  private async openThread(tx: DbOrTx, customer: Customer, owner: Owner): Promise<ThreadRow> {
    const open = await findOpenThread(tx, owner, true);
    if (open) return open;
    if (!customer.member && customer.ip) {
      const since = new Date(Date.now() - HOUR_MS);
      checkQuota(
        await visitorThreadsFromIp(tx, customer.ip, since),
        SUPPORT_LIMITS.visitorThreadsPerIpHour,
        HOUR_MS,
      );
    }
    await insertThread(tx, {
      siteCode: customer.site.code,
      memberId: customer.member?.id ?? null,
      visitorId: customer.visitorId,
      createdIp: customer.member ? null : (customer.ip ?? null),
    });
    // Inserted, or opened by a concurrent first message: either way there is one now.
    const thread = await findOpenThread(tx, owner, true);
    if (!thread) throw new Error('support thread neither inserted nor found');
    return thread;
  }

  private async checkQuotas(customer: Customer, owner: Owner): Promise<void> {
    const now = Date.now();
    const lastHour = await customerMessagesSince(this.db, owner, new Date(now - HOUR_MS));
    checkQuota(lastHour, SUPPORT_LIMITS.perHour, HOUR_MS, now);
    const lastMinute = await customerMessagesSince(this.db, owner, new Date(now - MINUTE_MS));
    checkQuota(lastMinute, SUPPORT_LIMITS.perMinute, MINUTE_MS, now);
  }

  /** A member with a visitor id continues that visitor's open conversation (at most once). */
  private async adopt(customer: Customer): Promise<void> {
    if (!customer.member || !customer.visitorId) return;
    try {
      await adoptVisitorThread(
        this.db,
        { siteCode: customer.site.code, visitorId: customer.visitorId },
        customer.member.id,
      );
    } catch (error) {
      // Two tabs adopting two visitor threads at once: the unique index lets one win.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
