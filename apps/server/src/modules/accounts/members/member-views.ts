import { bigint, boolean, integer, pgView, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The view `member_accounts` (sql/member-views.sql): what other modules may join on members in
 * their queries. Anything else of a member they ask through `member-directory.ts`.
 */
export const memberAccounts = pgView('member_accounts', {
  id: bigint('id', { mode: 'number' }).notNull(),
  siteCode: text('site_code').notNull(),
  account: text('account').notNull(),
  vipLevel: integer('vip_level').notNull(),
  inviterId: bigint('inviter_id', { mode: 'number' }),
  marketingMessages: boolean('marketing_messages').notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();
