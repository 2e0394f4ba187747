import { notExists, sql } from 'drizzle-orm';
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

/**
 * A condition: no time-out or self-exclusion covers the member. By the id itself, not a joined
 * column: correlated to a join, the planner hashed the whole view for each query; this is one
 * indexed look-up.
 */
export const notRestricted = (memberId: number) =>
  notExists(
    sql`(select 1 from ${restrictedMembers} where ${restrictedMembers.memberId} = ${memberId})`,
  );
