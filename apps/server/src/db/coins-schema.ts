import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CoinPartner, CoinSide, UsdtNetwork } from '@kirin/contract';
import { createdAt, money, updatedAt } from './columns.ts';
import { members, operators } from './core-schema.ts';

/**
 * A site's terms for USDT going out (the buy side's rates are the USDT deposit channels'), and
 * the operator's partners where members buy USDT ("add coin"). One row per site; every change is
 * audited with before and after.
 */
export const coinSettings = pgTable('coin_settings', {
  siteCode: text('site_code').primaryKey(),
  /** Site currency per 1 USDT when the site pays a withdrawal out as USDT. */
  sellRate: text('sell_rate').notNull(),
  /** The chain's cost of a withdrawal per network, USDT as decimal strings, taken from what is sent. */
  networkFees: jsonb('network_fees').$type<Record<UsdtNetwork, string>>().notNull(),
  partners: jsonb('partners').$type<CoinPartner[]>().notNull().default([]),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => operators.id),
  updatedAt: updatedAt(),
});

/**
 * A rate quoted to a member and held until `expires_at`. A deposit or withdrawal takes it once
 * (`used_by` is its order number), in the transaction that books the order.
 */
export const coinQuotes = pgTable(
  'coin_quotes',
  {
    id: text('id').primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    side: text('side').$type<CoinSide>().notNull(),
    network: text('network').$type<UsdtNetwork>().notNull(),
    rate: text('rate').notNull(),
    currency: text('currency').notNull(),
    /** Site currency (minor units): leaves the wallet (sell) or is credited (buy). */
    amount: money('amount').notNull(),
    /** The site's withdrawal fee inside `amount` (sell). */
    fee: money('fee').notNull(),
    /** Micro-USDT bought with amount − fee (sell) or to send (buy). */
    usdt: money('usdt').notNull(),
    networkFee: money('network_fee').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedBy: text('used_by'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('coin_quotes_side_check', sql`${t.side} in ('buy', 'sell')`),
    check('coin_quotes_amounts_check', sql`${t.amount} > 0 and ${t.usdt} > ${t.networkFee}`),
    index('coin_quotes_member_idx').on(t.memberId, t.createdAt),
  ],
);
