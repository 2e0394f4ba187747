import { bigint, pgView, text, timestamp } from 'drizzle-orm/pg-core';
import { money } from '../../../db/columns.ts';

/** The view `reward_credits` (sql/reward-views.sql): every reward credited to a member. */
export const rewardCredits = pgView('reward_credits', {
  id: bigint('id', { mode: 'number' }).notNull(),
  siteCode: text('site_code').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  kind: text('kind').notNull(),
  period: text('period').notNull(),
  currency: text('currency').notNull(),
  amount: money('amount').notNull(),
  basis: money('basis').notNull(),
  rate: text('rate').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();
