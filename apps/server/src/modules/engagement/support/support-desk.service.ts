import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SYSTEM_EVENTS,
  supportLength,
  type SupportAuthor,
  type SupportSystemEvent,
  type SupportThreadState,
  type UploadResult,
} from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../plugins/request-context.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import { announceMessage, threadOwner } from './support-events.ts';
import type { DeskMessage, SupportEvent } from './support-hub.ts';
import type { SupportImageService } from './support-image.service.ts';
import type { MessageViews } from './support-views.ts';
import type { SendInput } from './support.service.ts';
import {
  afterMessage,
  closeThread,
  findThread,
  insertMessage,
  listQueue,
  lockThread,
  markOperatorRead,
  messagesOf,
  queueRow,
  type QueueFilter,
  type QueueRow,
} from './support.repository.ts';

/** A thread in the operators' queue. Visitors are named by the thread: their vid is their key. */
export type DeskThread = {
  id: number;
  siteCode: string;
  account: string | null;
  visitor: boolean;
  state: SupportThreadState;
  /** Customer messages no operator has seen yet. */
  unread: number;
  last: {
    author: SupportAuthor;
    body: string;
    images: number;
    event: SupportSystemEvent | null;
  } | null;
  lastMessageAt: string;
  createdAt: string;
  closedAt: string | null;
};

function deskThread(row: QueueRow): DeskThread {
  const { thread, last } = row;
  return {
    id: thread.id,
    siteCode: thread.siteCode,
    account: row.account,
    visitor: thread.memberId === null,
    state: thread.state,
    unread: row.unread,
    last: last
      ? {
          author: last.authorKind as SupportAuthor,
          body: last.body,
          images: last.images.length,
          event: (SUPPORT_SYSTEM_EVENTS as readonly string[]).includes(last.event ?? '')
            ? (last.event as SupportSystemEvent)
            : null,
        }
      : null,
    lastMessageAt: new Date(thread.lastMessageAt).toISOString(),
    createdAt: new Date(thread.createdAt).toISOString(),
    closedAt: thread.closedAt ? new Date(thread.closedAt).toISOString() : null,
  };
}

/**
 * The operators' side (roles admin and support): the queue with unread counts, a thread, a reply
 * with text and images, marking a thread read, closing it. Every change is written to the audit
 * log in its transaction, and announced to the streams after it.
 */
export class SupportDeskService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      audit: AuditService;
      images: SupportImageService;
      views: MessageViews;
      publish: (event: SupportEvent) => void;
    },
  ) {}

  /** The site a thread belongs to (operators are kept to their sites), or undefined. */
  async siteOfThread(id: number): Promise<string | undefined> {
    return (await findThread(this.db, id))?.siteCode;
  }

  async list(filter: QueueFilter, page: number, size: number) {
    const { rows, total } = await listQueue(this.db, filter, {
      offset: (page - 1) * size,
      limit: size,
    });
    return { list: rows.map(deskThread), total, page, size };
  }

  async detail(
    threadId: number,
    query: { before?: number | undefined; size: number },
  ): Promise<{ thread: DeskThread; list: DeskMessage[]; hasMore: boolean }> {
    const thread = await this.thread(threadId);
    const rows = await messagesOf(this.db, { threadId, before: query.before }, query.size + 1);
    return {
      thread,
      list: await this.deps.views.desk(rows.slice(0, query.size).reverse()),
      hasMore: rows.length > query.size,
    };
  }

  async reply(
    by: OperatorIdentity,
    threadId: number,
    input: SendInput,
    meta: RequestMeta,
  ): Promise<DeskMessage> {
    if (input.content === '' && input.images.length === 0) {
      throw DomainError.validation({ content: 'required' });
    }
    if (supportLength(input.content) > SUPPORT_MESSAGE_MAX) {
      throw new DomainError('SUPPORT_MESSAGE_TOO_LONG', { params: { max: SUPPORT_MESSAGE_MAX } });
    }
    await this.deps.images.requireExisting(input.images);
    const { thread, row } = await this.db.transaction(async (tx) => {
      const locked = await lockThread(tx, threadId);
      if (!locked) throw new DomainError('NOT_FOUND');
      if (locked.state === 'closed') throw new DomainError('SUPPORT_THREAD_CLOSED');
      const message = await insertMessage(tx, {
        threadId,
        authorKind: 'operator',
        authorId: by.id,
        body: input.content,
        images: input.images,
      });
      const updated = await afterMessage(tx, threadId, message, 'operator');
      await this.deps.audit.record(
        {
          actor: operatorActor(by),
          siteCode: locked.siteCode,
          action: 'support.reply',
          target: { kind: 'support_thread', id: threadId },
          after: { messageId: message.id, images: input.images },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return { thread: updated, row: message };
    });
    const [view] = await this.deps.views.desk([
      { ...row, customerReadId: thread.customerReadId, operatorReadId: thread.operatorReadId },
    ]);
    if (!view) throw new Error('support message view missing');
    await announceMessage(this.db, this.deps.publish, thread, view);
    // Replying reads the thread: the customer sees their messages marked as seen.
    this.deps.publish({
      type: 'read',
      owner: threadOwner(thread),
      read: { threadId, upTo: thread.operatorReadId, by: 'operator' },
    });
    return view;
  }

  /** The operator has read the thread up to its last message; the customer sees it as seen. */
  async markRead(by: OperatorIdentity, threadId: number, meta: RequestMeta): Promise<DeskThread> {
    const moved = await this.db.transaction(async (tx) => {
      const locked = await lockThread(tx, threadId);
      if (!locked) throw new DomainError('NOT_FOUND');
      const mark = await markOperatorRead(tx, threadId);
      const upTo = mark?.operatorReadId ?? locked.operatorReadId;
      if (upTo === locked.operatorReadId) return undefined;
      await this.deps.audit.record(
        {
          actor: operatorActor(by),
          siteCode: locked.siteCode,
          action: 'support.read',
          target: { kind: 'support_thread', id: threadId },
          before: { operatorReadId: locked.operatorReadId },
          after: { operatorReadId: upTo },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return { owner: threadOwner(locked), upTo };
    });
    if (moved) {
      this.deps.publish({
        type: 'read',
        owner: moved.owner,
        read: { threadId, upTo: moved.upTo, by: 'operator' },
      });
    }
    return this.thread(threadId);
  }

  /** Ends the conversation; the customer's next message opens a new one. Closing twice is a no-op. */
  async close(by: OperatorIdentity, threadId: number, meta: RequestMeta): Promise<DeskThread> {
    const closed = await this.db.transaction(async (tx) => {
      const locked = await lockThread(tx, threadId);
      if (!locked) throw new DomainError('NOT_FOUND');
      if (locked.state === 'closed') return undefined;
      const message = await insertMessage(tx, {
        threadId,
        authorKind: 'system',
        authorId: by.id,
        event: 'closed',
      });
      await closeThread(tx, threadId, by.id);
      const updated = await afterMessage(tx, threadId, message, 'system');
      await this.deps.audit.record(
        {
          actor: operatorActor(by),
          siteCode: locked.siteCode,
          action: 'support.close',
          target: { kind: 'support_thread', id: threadId },
          before: { state: locked.state },
          after: { state: 'closed', messageId: message.id },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return { thread: updated, message };
    });
    if (closed) {
      const { thread, message } = closed;
      const [view] = await this.deps.views.desk([
        {
          ...message,
          customerReadId: thread.customerReadId,
          operatorReadId: thread.operatorReadId,
        },
      ]);
      if (view) await announceMessage(this.db, this.deps.publish, thread, view);
    }
    return this.thread(threadId);
  }

  /** An image for a reply, checked by its bytes; its id goes into the reply's `images`. */
  async storeImage(by: OperatorIdentity, bytes: Buffer, meta: RequestMeta): Promise<UploadResult> {
    const stored = await this.deps.images.store(by.id, bytes);
    await this.deps.audit.record({
      actor: operatorActor(by),
      action: 'support.image',
      target: { kind: 'support_image', id: stored.id },
      after: { size: bytes.length },
      ip: meta.ip,
      requestId: meta.requestId,
    });
    return stored;
  }

  private async thread(threadId: number): Promise<DeskThread> {
    const row = await queueRow(this.db, threadId);
    if (!row) throw new DomainError('NOT_FOUND');
    return deskThread(row);
  }
}
