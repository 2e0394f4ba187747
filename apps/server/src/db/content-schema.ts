import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NoticeKind } from '@kirin/contract';
import { createdAt, updatedAt } from './columns.ts';
import { members, operators } from './core-schema.ts';

export const MESSAGE_AUDIENCES = ['member', 'vip', 'site'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/**
 * A message an operator sends: to one member, to the members of a VIP level, or to every member
 * of a site. Who sees it is worked out when the inbox is read; a site broadcast reaches members
 * who registered after it only when `include_future` says so.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    audience: text('audience').$type<MessageAudience>().notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    vipLevel: integer('vip_level'),
    includeFuture: boolean('include_future').notNull().default(false),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /**
     * A notice the platform sent (a deposit credited, a withdrawal paid…): written out in the
     * reader's language from the contract's texts and `params` at each read; `title` and `body`
     * keep the zh-CN text for operators.
     */
    notice: text('notice').$type<NoticeKind>(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** An operator's promotion or other marketing: members who turned those off do not see it. */
    marketing: boolean('marketing').notNull().default(false),
    sentBy: bigint('sent_by', { mode: 'number' }).references(() => operators.id),
    createdAt: createdAt(),
    /** An operator took it back: members no longer see it (the row stays, for the audit trail). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    check('messages_audience_check', sql`${t.audience} in ('member', 'vip', 'site')`),
    check(
      'messages_target_check',
      sql`(${t.audience} = 'member') = (${t.memberId} is not null)
        and (${t.audience} = 'vip') = (${t.vipLevel} is not null)`,
    ),
    index('messages_site_idx').on(t.siteCode, t.createdAt),
    index('messages_member_idx').on(t.memberId),
  ],
);

/** A member's state of one message: read and/or deleted (from the member's inbox only). */
export const messageReceipts = pgTable(
  'message_receipts',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.memberId] }),
    index('message_receipts_member_idx').on(t.memberId),
  ],
);

/**
 * A file a member uploaded (feedback images). Stored under a name the server made; `sha256` and
 * the sniffed `mime` come from the bytes, never from the client's name or header.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    storedName: text('stored_name').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_member_idx').on(t.memberId, t.createdAt)],
);

export const FEEDBACK_STATES = ['open', 'replied', 'closed'] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];

/** One feedback thread of a member: their first post, then operator replies and follow-ups. */
export const feedbackThreads = pgTable(
  'feedback_threads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    type: text('type').notNull(),
    state: text('state').$type<FeedbackState>().notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('feedback_threads_state_check', sql`${t.state} in ('open', 'replied', 'closed')`),
    index('feedback_threads_member_idx').on(t.memberId, t.createdAt),
    index('feedback_threads_site_idx').on(t.siteCode, t.state, t.updatedAt),
  ],
);

export const feedbackPosts = pgTable(
  'feedback_posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => feedbackThreads.id),
    authorKind: text('author_kind').$type<'member' | 'operator'>().notNull(),
    /** The member or the operator who wrote it. */
    authorId: bigint('author_id', { mode: 'number' }).notNull(),
    body: text('body').notNull(),
    /** Upload ids, at most three. */
    images: jsonb('images').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    check('feedback_posts_author_check', sql`${t.authorKind} in ('member', 'operator')`),
    index('feedback_posts_thread_idx').on(t.threadId, t.createdAt),
  ],
);

/**
 * Editable pages per site and locale: the help centre, every tutorial, the sponsor page. `slug`
 * is the page's path below its section (`tutorial/deposit`, `help/center`, `sponsor`); `body` is
 * sanitised HTML (sanitised again when an operator saves it).
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sort: integer('sort').notNull().default(0),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => operators.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_pages_slug_idx').on(t.siteCode, t.slug, t.lang)],
);
