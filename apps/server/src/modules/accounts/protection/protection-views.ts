import { bigint, pgView, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The view `restricted_members` (sql/protection-views.sql): members a time-out or self-exclusion
 * covers now. Other modules join it to keep marketing from them.
 */
export const restrictedMembers = pgView('restricted_members', {
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  kind: text('kind').notNull(),
  until: timestamp('until', { withTimezone: true }),
}).existing();
