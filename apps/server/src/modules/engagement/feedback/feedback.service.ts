import {
  FEEDBACK_TYPES,
  type FeedbackDetail,
  type FeedbackPost,
  type FeedbackSummary,
  type FeedbackType,
} from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import type { FeedbackState } from '../../../db/schema.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../plugins/request-context.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { MemberIdentity } from '../../accounts/members/member-sessions.ts';
import {
  EXCERPT_READ,
  countThreads,
  findThread,
  insertPost,
  insertThread,
  listThreads,
  lockThread,
  memberPostsSince,
  postsOf,
  setThreadState,
  threadsSince,
  type PostRow,
  type ThreadRow,
  type ThreadSummaryRow,
} from './feedback.repository.ts';
import { checkHourlyQuota, type UploadService } from './upload.service.ts';

/** New threads a member may open per hour. */
export const FEEDBACK_PER_HOUR = 10;
/** Posts (first posts and follow-ups) a member may write per hour. */
export const MEMBER_POSTS_PER_HOUR = 30;
const HOUR_MS = 3_600_000;
const EXCERPT_CHARS = EXCERPT_READ - 1;

export type PostInput = { content: string; images: number[] };
export type AdminFeedbackSummary = FeedbackSummary & { siteCode: string; account: string };
export type AdminFeedbackDetail = Omit<FeedbackDetail, 'posts'> & {
  siteCode: string;
  account: string;
  updatedAt: string;
  posts: (FeedbackPost & { authorId: number })[];
};

const typeOf = (value: string): FeedbackType =>
  (FEEDBACK_TYPES as readonly string[]).includes(value) ? (value as FeedbackType) : 'other';

function excerptOf(body: string): string {
  const chars = [...body.replace(/\s+/g, ' ').trim()];
  return chars.length > EXCERPT_CHARS
    ? `${chars.slice(0, EXCERPT_CHARS).join('')}…`
    : chars.join('');
}

function summaryView(row: ThreadSummaryRow): FeedbackSummary {
  return {
    id: row.thread.id,
    type: typeOf(row.thread.type),
    state: row.thread.state,
    excerpt: excerptOf(row.firstBody),
    createdAt: row.thread.createdAt.toISOString(),
    updatedAt: row.thread.updatedAt.toISOString(),
    replies: row.replies,
  };
}

/**
 * Member feedback threads: a member opens one (type, text, up to three of their own uploaded
 * images) and may follow up; operators answer (state `replied`) and close it. Members only ever
 * reach their own threads: anything else is NOT_FOUND.
 */
export class FeedbackService {
  constructor(
    private readonly db: Db,
    private readonly deps: { uploads: UploadService; audit: AuditService },
  ) {}

  /** The site a thread belongs to (operators are kept to their sites), or undefined. */
  async siteOfThread(id: number): Promise<string | undefined> {
    return (await findThread(this.db, id))?.thread.siteCode;
  }

  /** Threads of these sites waiting for an operator's answer (`open`): the feedback queue. */
  queueCount(sites: readonly string[]): Promise<number> {
    return countThreads(this.db, sites, 'open');
  }

  async create(
    who: MemberIdentity,
    input: PostInput & { type: FeedbackType },
  ): Promise<{ id: number }> {
    const since = new Date(Date.now() - HOUR_MS);
    checkHourlyQuota(await threadsSince(this.db, who.id, since), FEEDBACK_PER_HOUR);
    checkHourlyQuota(await memberPostsSince(this.db, who.id, since), MEMBER_POSTS_PER_HOUR);
    await this.deps.uploads.requireOwned(who, input.images);
    return this.db.transaction(async (tx) => {
      const thread = await insertThread(tx, {
        siteCode: who.siteCode,
        memberId: who.id,
        type: input.type,
      });
      await insertPost(tx, {
        threadId: thread.id,
        authorKind: 'member',
        authorId: who.id,
        body: input.content,
        images: input.images,
      });
      return { id: thread.id };
    });
  }

  /** A member's follow-up: the thread goes back to the operators' queue (`open`). */
  async reply(who: MemberIdentity, threadId: number, input: PostInput): Promise<{ id: number }> {
    const since = new Date(Date.now() - HOUR_MS);
    checkHourlyQuota(await memberPostsSince(this.db, who.id, since), MEMBER_POSTS_PER_HOUR);
    await this.deps.uploads.requireOwned(who, input.images);
    return this.db.transaction(async (tx) => {
      const thread = await lockThread(tx, threadId, who.id);
      if (!thread) throw new DomainError('NOT_FOUND');
      if (thread.state === 'closed') throw new DomainError('FEEDBACK_CLOSED');
      const post = await insertPost(tx, {
        threadId,
        authorKind: 'member',
        authorId: who.id,
        body: input.content,
        images: input.images,
      });
      await setThreadState(tx, threadId, 'open');
      return { id: post.id };
    });
  }

  async list(who: MemberIdentity, page: number, size: number) {
    const { rows, total } = await listThreads(
      this.db,
      { memberId: who.id },
      { offset: (page - 1) * size, limit: size },
    );
    return { list: rows.map(summaryView), total, page, size };
  }

  async detail(who: MemberIdentity, threadId: number): Promise<FeedbackDetail> {
    const found = await findThread(this.db, threadId, who.id);
    if (!found) throw new DomainError('NOT_FOUND');
    const posts = await this.postViews(found.thread.id);
    return {
      id: found.thread.id,
      type: typeOf(found.thread.type),
      state: found.thread.state,
      createdAt: found.thread.createdAt.toISOString(),
      posts: posts.map(({ authorId: _authorId, ...post }) => post),
    };
  }

  // Operators (roles admin and support).

  async adminList(
    filter: { siteCode?: string | undefined; state?: FeedbackState | undefined },
    page: number,
    size: number,
  ): Promise<{ list: AdminFeedbackSummary[]; total: number; page: number; size: number }> {
    const { rows, total } = await listThreads(this.db, filter, {
      offset: (page - 1) * size,
      limit: size,
    });
    return {
      list: rows.map((row) => ({
        ...summaryView(row),
        siteCode: row.thread.siteCode,
        account: row.account,
      })),
      total,
      page,
      size,
    };
  }

  async adminDetail(threadId: number): Promise<AdminFeedbackDetail> {
    const found = await findThread(this.db, threadId);
    if (!found) throw new DomainError('NOT_FOUND');
    return this.adminView(found.thread, found.account);
  }

  async operatorReply(
    by: OperatorIdentity,
    threadId: number,
    body: string,
    meta: RequestMeta,
  ): Promise<AdminFeedbackDetail> {
    await this.db.transaction(async (tx) => {
      const thread = await lockThread(tx, threadId);
      if (!thread) throw new DomainError('NOT_FOUND');
      if (thread.state === 'closed') throw new DomainError('FEEDBACK_CLOSED');
      const post = await insertPost(tx, {
        threadId,
        authorKind: 'operator',
        authorId: by.id,
        body,
        images: [],
      });
      await setThreadState(tx, threadId, 'replied');
      await this.deps.audit.record(
        {
          actor: operatorActor(by),
          siteCode: thread.siteCode,
          action: 'feedback.reply',
          target: { kind: 'feedback', id: threadId },
          before: { state: thread.state },
          after: { state: 'replied', postId: post.id },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
    });
    return this.adminDetail(threadId);
  }

  /** Closes a thread; closing a closed one changes nothing and is not logged again. */
  async close(
    by: OperatorIdentity,
    threadId: number,
    meta: RequestMeta,
  ): Promise<AdminFeedbackDetail> {
    await this.db.transaction(async (tx) => {
      const thread = await lockThread(tx, threadId);
      if (!thread) throw new DomainError('NOT_FOUND');
      if (thread.state === 'closed') return;
      await setThreadState(tx, threadId, 'closed');
      await this.deps.audit.record(
        {
          actor: operatorActor(by),
          siteCode: thread.siteCode,
          action: 'feedback.close',
          target: { kind: 'feedback', id: threadId },
          before: { state: thread.state },
          after: { state: 'closed' },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
    });
    return this.adminDetail(threadId);
  }

  private async adminView(thread: ThreadRow, account: string): Promise<AdminFeedbackDetail> {
    return {
      id: thread.id,
      siteCode: thread.siteCode,
      account,
      type: typeOf(thread.type),
      state: thread.state,
      createdAt: thread.createdAt.toISOString(),
      updatedAt: thread.updatedAt.toISOString(),
      posts: await this.postViews(thread.id),
    };
  }

  /** The thread's posts with their images as signed URLs, oldest first. */
  private async postViews(threadId: number): Promise<(FeedbackPost & { authorId: number })[]> {
    const posts = await postsOf(this.db, threadId);
    const urls = await this.deps.uploads.urlsOf(posts.flatMap((p) => p.images));
    return posts.map((post: PostRow) => ({
      id: post.id,
      author: post.authorKind,
      authorId: post.authorId,
      body: post.body,
      images: post.images.flatMap((id) => {
        const url = urls.get(id);
        return url ? [url] : [];
      }),
      createdAt: post.createdAt.toISOString(),
    }));
  }
}
