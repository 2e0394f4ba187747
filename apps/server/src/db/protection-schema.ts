import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { members } from './core-schema.ts';

// Responsible gambling (API.md "Responsible gambling"): the tables of the protection module
// (apps/server/src/modules/accounts/protection), which owns them.

export const LIMIT_KIND_VALUES = ['deposit', 'loss', 'wager', 'session', 'realityCheck'] as const;
export type LimitKindValue = (typeof LIMIT_KIND_VALUES)[number];
/** Money limits have a Beijing day, week or month; session and reality-check limits use `-`. */
export const LIMIT_PERIOD_VALUES = ['day', 'week', 'month', '-'] as const;
export type LimitPeriodValue = (typeof LIMIT_PERIOD_VALUES)[number];
export const RESTRICTION_KIND_VALUES = ['timeout', 'exclusion'] as const;
export type RestrictionKindValue = (typeof RESTRICTION_KIND_VALUES)[number];

/**
 * A member's limit of one kind and period as it stands: `amount` in force (minor units of the
 * site's currency, or minutes for session and reality-check; null: none), and at most one
 * change waiting for its cooling-off and the member's confirmation (`pending_at` not null:
 * `pending_amount`, null meaning removal, may be confirmed from `effective_at`).
 * Every change is also kept in member_limit_changes.
 */
export const memberLimits = pgTable(
  'member_limits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<LimitKindValue>().notNull(),
    period: text('period').$type<LimitPeriodValue>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_limits_member_kind_period_idx').on(t.memberId, t.kind, t.period)],
);

/**
 * Every change of a limit, append-only (a trigger refuses UPDATE and DELETE): `action` is
 * `lowered` (applied at once), `requested` (a raise or removal waiting), `confirmed`.
 */
export const memberLimitChanges = pgTable(
  'member_limit_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<LimitKindValue>().notNull(),
    period: text('period').$type<LimitPeriodValue>().notNull(),
    action: text('action').notNull(),
    fromAmount: bigint('from_amount', { mode: 'bigint' }),
    toAmount: bigint('to_amount', { mode: 'bigint' }),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_limit_changes_member_idx').on(t.memberId, t.id)],
);

/**
 * Time-outs and self-exclusions, append-only (never shortened or removed): in force while
 * `until` is null (permanent) or later than now. The member's phone and email at the time are
 * kept, so the restriction covers every brand where the same phone or email is registered, now
 * or later (sign-up included).
 */
export const memberExclusions = pgTable(
  'member_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    siteCode: text('site_code').notNull(),
    kind: text('kind').$type<RestrictionKindValue>().notNull(),
    until: timestamp('until', { withTimezone: true }),
    areaCode: text('area_code'),
    phone: text('phone'),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_exclusions_member_idx').on(t.memberId),
    index('member_exclusions_phone_idx').on(t.phone),
    index('member_exclusions_email_idx').on(sql`lower(${t.email})`),
  ],
);
