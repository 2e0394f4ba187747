import { bigint, pgView, text } from 'drizzle-orm/pg-core';

/** The view `operator_accounts` (sql/operator-views.sql): the name beside what an operator did. */
export const operatorAccounts = pgView('operator_accounts', {
  id: bigint('id', { mode: 'number' }).notNull(),
  account: text('account').notNull(),
}).existing();
