import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { members, operators } from './core-schema.ts';

// Tables of the customer-service chat (apps/server/src/modules/support), which owns them.

export const SUPPORT_THREAD_STATE_VALUES = ['open', 'closed'] as const;
export type SupportThreadStateValue = (typeof SUPPORT_THREAD_STATE_VALUES)[number];
export const SUPPORT_AUTHOR_VALUES = ['customer', 'operator', 'system'] as const;
export type SupportAuthorValue = (typeof SUPPORT_AUTHOR_VALUES)[number];

/**
 * One conversation of a customer: a member (`member_id`) or a visitor known only by the `vid` the
 * member site keeps (`visitor_id`, member_id null). A visitor thread that a member adopts on
 * logging in keeps its visitor_id. Each customer has at most one open thread per site; read
 * marks are message ids ("everything up to here was seen"), as ids only grow.
 */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    visitorId: text('visitor_id'),
    state: text('state').$type<SupportThreadStateValue>().notNull().default('open'),
    /** The newest message the customer has seen. */
    customerReadId: bigint('customer_read_id', { mode: 'number' }).notNull().default(0),
    /** The newest message an operator has seen. */
    operatorReadId: bigint('operator_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where a visitor's thread was opened from: new visitor threads are limited per address. */
    createdIp: text('created_ip'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: bigint('closed_by', { mode: 'number' }).references(() => operators.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('support_threads_state_check', sql`${t.state} in ('open', 'closed')`),
    check(
      'support_threads_owner_check',
      sql`${t.memberId} is not null or ${t.visitorId} is not null`,
    ),
    uniqueIndex('support_threads_member_open_idx')
      .on(t.memberId)
      .where(sql`${t.state} = 'open' and ${t.memberId} is not null`),
    uniqueIndex('support_threads_visitor_open_idx')
      .on(t.siteCode, t.visitorId)
      .where(sql`${t.state} = 'open' and ${t.memberId} is null`),
    index('support_threads_member_idx').on(t.memberId, t.id),
    index('support_threads_visitor_idx').on(t.siteCode, t.visitorId, t.id),
    index('support_threads_queue_idx').on(t.state, t.lastMessageAt),
    index('support_threads_ip_idx').on(t.createdIp, t.createdAt),
  ],
);

/**
 * A message of a thread. `images` are ids of the author's images: the member's own uploads
 * (`uploads`) for a customer, `support_images` for an operator. System messages carry an `event`.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => supportThreads.id),
    authorKind: text('author_kind').$type<SupportAuthorValue>().notNull(),
    /** The member (null for a visitor) or the operator who wrote it. */
    authorId: bigint('author_id', { mode: 'number' }),
    body: text('body').notNull().default(''),
    images: jsonb('images').$type<number[]>().notNull().default([]),
    event: text('event'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'support_messages_author_check',
      sql`${t.authorKind} in ('customer', 'operator', 'system')`,
    ),
    index('support_messages_thread_idx').on(t.threadId, t.id),
  ],
);

/**
 * Images operators attach to replies. Members' images are the shared `uploads`, which belong to
 * a member; these belong to the operator who sent them and are served under their own signed URL.
 */
export const supportImages = pgTable('support_images', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  operatorId: bigint('operator_id', { mode: 'number' })
    .notNull()
    .references(() => operators.id),
  storedName: text('stored_name').notNull().unique(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
});
