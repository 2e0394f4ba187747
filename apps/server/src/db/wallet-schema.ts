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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { DepositState, WithdrawalCoin } from '@kirin/contract';
import { createdAt, money } from './columns.ts';
import { uploads } from './content-schema.ts';
import { members, operators, withdrawAccounts } from './core-schema.ts';

export const LEDGER_ACCOUNT_KINDS = [
  'member_central',
  'member_venue',
  'member_locked',
  'member_bonus',
  'house_deposit',
  'house_withdrawal',
  'house_promotions',
  'house_adjustments',
  'house_venue_float',
  'house_sportsbook',
  'house_fees',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * One row per account with its four running totals (TigerBeetle's model). A member account's
 * available balance is credits_posted - debits_posted - debits_pending and may never go below
 * zero: the ledger checks it and the database refuses it too. House accounts may go negative.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    venueCode: text('venue_code').notNull().default(''),
    /** House accounts only: one of HOUSE_SHARDS rows sharing the load (house() in ledger/wallet-accounts.ts). */
    shard: smallint('shard').notNull().default(0),
    currency: text('currency').notNull(),
    debitsPending: money('debits_pending')
      .notNull()
      .default(sql`0`),
    debitsPosted: money('debits_posted')
      .notNull()
      .default(sql`0`),
    creditsPending: money('credits_pending')
      .notNull()
      .default(sql`0`),
    creditsPosted: money('credits_posted')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_identity_idx').on(
      t.siteCode,
      t.kind,
      sql`coalesce(${t.memberId}, 0)`,
      t.venueCode,
      t.shard,
      t.currency,
    ),
    index('ledger_accounts_member_idx').on(t.memberId),
    check(
      'ledger_accounts_owner_check',
      sql`(${t.kind} like 'member_%') = (${t.memberId} is not null)`,
    ),
    check(
      'ledger_accounts_shard_check',
      sql`${t.shard} >= 0 and (${t.memberId} is null or ${t.shard} = 0)`,
    ),
    check(
      'ledger_accounts_totals_check',
      sql`${t.debitsPending} >= 0 and ${t.debitsPosted} >= 0 and ${t.creditsPending} >= 0 and ${t.creditsPosted} >= 0`,
    ),
    check(
      'ledger_accounts_member_not_negative',
      sql`${t.memberId} is null or ${t.creditsPosted} - ${t.debitsPosted} - ${t.debitsPending} >= 0`,
    ),
  ],
);

export const LEDGER_TRANSFER_KINDS = ['single', 'pending', 'post', 'void'] as const;
export type LedgerTransferKind = (typeof LEDGER_TRANSFER_KINDS)[number];

/**
 * Append-only (a trigger refuses updates and deletes). A pending transfer is resolved by exactly
 * one later `post` or `void` transfer that names it in `pending_id`.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferKey: text('transfer_key').notNull().unique(),
    kind: text('kind').$type<LedgerTransferKind>().notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    pendingId: bigint('pending_id', { mode: 'number' }).references(
      (): AnyPgColumn => ledgerTransfers.id,
    ),
    timeoutAt: timestamp('timeout_at', { withTimezone: true }),
    meta: jsonb('meta').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_transfers_amount_check', sql`${t.amount} > 0`),
    check('ledger_transfers_kind_check', sql`${t.kind} in ('single', 'pending', 'post', 'void')`),
    check('ledger_transfers_distinct_check', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check(
      'ledger_transfers_pending_ref_check',
      sql`(${t.kind} in ('post', 'void')) = (${t.pendingId} is not null)`,
    ),
    uniqueIndex('ledger_transfers_resolution_idx')
      .on(t.pendingId)
      .where(sql`${t.kind} in ('post', 'void')`),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.createdAt),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.createdAt),
    index('ledger_transfers_timeout_idx')
      .on(t.timeoutAt)
      .where(sql`${t.kind} = 'pending' and ${t.timeoutAt} is not null`),
  ],
);

/** Stored first answers of member writes that move money, per member and Idempotency-Key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_at_idx').on(t.createdAt),
  ],
);

export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    kind: text('kind').$type<'bank' | 'usdt' | 'ewallet'>().notNull(),
    name: text('name').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    /** "HH:mm" in the site's time zone; equal bounds mean around the clock. */
    openTime: text('open_time').notNull().default('00:00'),
    closeTime: text('close_time').notNull().default('00:00'),
    /** Bank account details, USDT address/network/rate, or the gateway's URL. */
    details: jsonb('details').notNull().default({}),
    /** HMAC secret shared with the channel's payment gateway. */
    secret: text('secret'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('deposit_channels_kind_check', sql`${t.kind} in ('bank', 'usdt', 'ewallet')`),
    check(
      'deposit_channels_limits_check',
      sql`0 < ${t.minAmount} and ${t.minAmount} <= ${t.maxAmount}`,
    ),
    index('deposit_channels_site_idx').on(t.siteCode),
  ],
);

export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => depositChannels.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** USDT orders: what the member sends, at `rate`, valid until `rate_expires_at`. */
    payAmount: money('pay_amount'),
    payCurrency: text('pay_currency'),
    rate: text('rate'),
    rateExpiresAt: timestamp('rate_expires_at', { withTimezone: true }),
    reference: text('reference').notNull(),
    state: text('state').$type<DepositState>().notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    payUrl: text('pay_url'),
    /** Bank transfers: the name on the paying account, so an operator can match the statement. */
    depositorName: text('depositor_name'),
    /** The member says they have paid (“我已付款”), with a receipt image if they have one. */
    paidClaimedAt: timestamp('paid_claimed_at', { withTimezone: true }),
    receiptUploadId: bigint('receipt_upload_id', { mode: 'number' }).references(() => uploads.id),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    reason: text('reason'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'deposit_orders_state_check',
      sql`${t.state} in ('creating', 'pending', 'credited', 'rejected', 'expired', 'failed')`,
    ),
    check('deposit_orders_amount_check', sql`${t.amount} > 0`),
    index('deposit_orders_member_idx').on(t.memberId, t.createdAt),
    index('deposit_orders_site_state_idx').on(t.siteCode, t.state, t.createdAt),
    // Orders whose payment is still being opened, for the job that asks the gateway about them.
    index('deposit_orders_creating_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'creating'`),
    // Credited deposits of a site by when they were credited (the operators' dashboard).
    index('deposit_orders_site_credited_idx')
      .on(t.siteCode, t.decidedAt)
      .where(sql`${t.state} = 'credited'`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    withdrawAccountId: bigint('withdraw_account_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawAccounts.id),
    accountKind: text('account_kind').notNull(),
    /** The account as the member saw it when asking, so later edits do not rewrite history. */
    accountLabel: text('account_label').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<'reviewing' | 'paid' | 'rejected'>().notNull(),
    /** The payout's hold: amount less fee, into the house's withdrawal clearing account. */
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    /** The fee's hold into the house's fee income, linked to the payout's (null: no fee). */
    feeTransferId: bigint('fee_transfer_id', { mode: 'number' }).references(
      () => ledgerTransfers.id,
    ),
    reason: text('reason'),
    /** A withdrawal to a USDT address: the terms its quote locked (null for bank and Alipay). */
    coin: jsonb('coin').$type<WithdrawalCoin>(),
    /** Above WITHDRAW_APPROVAL_THRESHOLD a second operator approves before anyone pays. */
    approvedBy: bigint('approved_by', { mode: 'number' }).references(() => operators.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('withdrawals_state_check', sql`${t.state} in ('reviewing', 'paid', 'rejected')`),
    check('withdrawals_amount_check', sql`${t.amount} > 0 and ${t.fee} >= 0`),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_site_state_idx').on(t.siteCode, t.state, t.createdAt),
    // Paid withdrawals of a site by when they were paid (the operators' dashboard).
    index('withdrawals_site_paid_idx')
      .on(t.siteCode, t.decidedAt)
      .where(sql`${t.state} = 'paid'`),
  ],
);

/** Betting a member owes before withdrawing: `require` adds, `wager` and `waive` pay it off. */
export const turnoverEntries = pgTable(
  'turnover_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<'require' | 'wager' | 'waive'>().notNull(),
    amount: money('amount').notNull(),
    /** What caused it ("deposit:D…", "bet:…"): unique per member and kind, so replays add nothing. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('turnover_entries_kind_check', sql`${t.kind} in ('require', 'wager', 'waive')`),
    check('turnover_entries_amount_check', sql`${t.amount} > 0`),
    uniqueIndex('turnover_entries_source_idx').on(t.memberId, t.kind, t.source),
  ],
);

/** Manual credits and debits by operators; large ones wait for a second operator. */
export const adjustments = pgTable(
  'adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** Signed: positive credits the member, negative debits. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    turnoverMultiple: text('turnover_multiple').notNull().default('0'),
    state: text('state').$type<'applied' | 'awaiting_approval' | 'rejected'>().notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    approvedBy: bigint('approved_by', { mode: 'number' }).references(() => operators.id),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'adjustments_state_check',
      sql`${t.state} in ('applied', 'awaiting_approval', 'rejected')`,
    ),
    check('adjustments_amount_check', sql`${t.amount} <> 0`),
    index('adjustments_site_state_idx').on(t.siteCode, t.state, t.createdAt),
  ],
);

/** Where the incremental check of the books has looked up to; one row, locked by the node running it. */
export const booksCheckCursor = pgTable('books_check_cursor', {
  id: smallint('id').primaryKey(),
  checkedUntil: timestamp('checked_until', { withTimezone: true }),
});

/** The incremental checks' results, the last ones kept for operators. */
export const booksCheckRuns = pgTable('books_check_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** What the run looked at: rows made or decided since this time (null: everything). */
  since: timestamp('since', { withTimezone: true }),
  ok: boolean('ok').notNull(),
  violations: jsonb('violations').notNull().default([]),
});
