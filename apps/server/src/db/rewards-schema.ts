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
import { createdAt, money, updatedAt } from './columns.ts';
import type { LocalizedText } from './games-schema.ts';
import { members, operators } from './core-schema.ts';
import { ledgerTransfers } from './wallet-schema.ts';

/**
 * The VIP ladder of a site. A member reaches a level once both cumulative confirmed deposits and
 * cumulative valid turnover reach its thresholds (minor units of the site's currency). Level 0 is
 * where every member starts. `rebate_rate` is a decimal fraction as text ("0.008" = 0.8%).
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    siteCode: text('site_code').notNull(),
    level: integer('level').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    minDeposits: money('min_deposits').notNull(),
    minTurnover: money('min_turnover').notNull(),
    dailyWithdrawCount: integer('daily_withdraw_count').notNull(),
    dailyWithdrawLimit: money('daily_withdraw_limit').notNull(),
    rebateRate: text('rebate_rate').notNull(),
    upgradeBonus: money('upgrade_bonus').notNull(),
    birthdayBonus: money('birthday_bonus').notNull(),
    /** Betting a bonus of this level brings with it, as a multiple of the bonus. */
    bonusTurnoverMultiple: text('bonus_turnover_multiple').notNull().default('1'),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => operators.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.level] }),
    check('vip_levels_level_check', sql`${t.level} between 0 and 10`),
    check(
      'vip_levels_amounts_check',
      sql`${t.minDeposits} >= 0 and ${t.minTurnover} >= 0 and ${t.dailyWithdrawLimit} >= 0
        and ${t.upgradeBonus} >= 0 and ${t.birthdayBonus} >= 0 and ${t.dailyWithdrawCount} >= 0`,
    ),
  ],
);

export const VIP_CHANGE_CAUSES = ['evaluation', 'operator'] as const;
export type VipChangeCause = (typeof VIP_CHANGE_CAUSES)[number];

/** Every change of a member's level, appended; `members.vip_level` is the current value. */
export const vipChanges = pgTable(
  'vip_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    cause: text('cause').$type<VipChangeCause>().notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('vip_changes_cause_check', sql`${t.cause} in ('evaluation', 'operator')`),
    index('vip_changes_member_idx').on(t.memberId, t.createdAt),
  ],
);

export const REDEMPTION_KINDS = [
  'rebate',
  'upgrade',
  'birthday',
  'activity',
  'commission',
  'referral',
] as const;
export type RedemptionKind = (typeof REDEMPTION_KINDS)[number];

/**
 * A reward credited to a member (rebate, VIP upgrade or birthday bonus, activity reward, agent
 * commission). One per member, kind and period: the unique index is what makes a claim or a
 * settlement run idempotent. Paid from the site's promotions account in the same transaction.
 */
export const redemptions = pgTable(
  'redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<RedemptionKind>().notNull(),
    /** What it is for: "2026-11-20" (a rebate day), "level:3", "2026" (birthday), "promo:12", "2026-11". */
    period: text('period').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    /** What the amount was worked out from (turnover, deposit, net revenue), in minor units. */
    basis: money('basis')
      .notNull()
      .default(sql`0`),
    rate: text('rate').notNull().default(''),
    turnoverMultiple: text('turnover_multiple').notNull().default('0'),
    detail: jsonb('detail').notNull().default({}),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('redemptions_period_idx').on(t.memberId, t.kind, t.period),
    index('redemptions_member_idx').on(t.memberId, t.createdAt),
    // Rewards of a site by when they were credited (the operators' dashboard).
    index('redemptions_site_created_idx').on(t.siteCode, t.createdAt),
    check(
      'redemptions_kind_check',
      sql`${t.kind} in ('rebate', 'upgrade', 'birthday', 'activity', 'commission', 'referral')`,
    ),
    check('redemptions_amount_check', sql`${t.amount} > 0`),
  ],
);

export const PROMOTION_KINDS = ['info', 'apply'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * An activity of a site. `info` only shows; `apply` takes one application per member, reviewed
 * by an operator unless `auto_approve`. The bonus is `bonus_amount`, or `bonus_rate` of the
 * member's deposits within the period capped at `bonus_cap`, with its own turnover multiple.
 * `rules` is rich text, sanitised on save.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull().default({}),
    rules: jsonb('rules').$type<LocalizedText>().notNull().default({}),
    bannerUrl: text('banner_url').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    bonusAmount: money('bonus_amount')
      .notNull()
      .default(sql`0`),
    bonusRate: text('bonus_rate').notNull().default('0'),
    bonusCap: money('bonus_cap')
      .notNull()
      .default(sql`0`),
    minDeposit: money('min_deposit')
      .notNull()
      .default(sql`0`),
    turnoverMultiple: text('turnover_multiple').notNull().default('1'),
    autoApprove: boolean('auto_approve').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(false),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => operators.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promotions_kind_check', sql`${t.kind} in ('info', 'apply')`),
    index('promotions_site_idx').on(t.siteCode, t.published, t.sort),
  ],
);

export const APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    state: text('state').$type<ApplicationState>().notNull(),
    note: text('note').notNull().default(''),
    redemptionId: bigint('redemption_id', { mode: 'number' }).references(() => redemptions.id),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotion_applications_member_idx').on(t.promotionId, t.memberId),
    index('promotion_applications_state_idx').on(t.state, t.createdAt),
    check(
      'promotion_applications_state_check',
      sql`${t.state} in ('pending', 'approved', 'rejected')`,
    ),
  ],
);

export const POPUP_AUDIENCES = ['all', 'guest', 'member'] as const;
export type PopupAudience = (typeof POPUP_AUDIENCES)[number];

/** A site pop-up shown on opening the site; members may hide it for the rest of the day. */
export const popups = pgTable(
  'popups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    audience: text('audience').$type<PopupAudience>().notNull().default('all'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull().default({}),
    imageUrl: text('image_url').notNull().default(''),
    /** An in-site path ("/activity/list") or nothing. */
    link: text('link').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(false),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => operators.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('popups_audience_check', sql`${t.audience} in ('all', 'guest', 'member')`),
    index('popups_site_idx').on(t.siteCode, t.published),
  ],
);

export const AGENT_BASES = ['net_revenue', 'turnover'] as const;
export type AgentBasis = (typeof AGENT_BASES)[number];

/** One tier: at `minActive` active downline members and `minAmount` basis, pay `rate`. */
export type AgentTier = { minActive: number; minAmount: string; rate: string };

/**
 * The agent commission scheme of a site: a share of the downline's net revenue (their losses
 * less bonuses paid to them) or of their valid turnover, by tier, settled per calendar month
 * (Beijing time). `depth` is how many levels below the agent count.
 */
export const agentSchemes = pgTable(
  'agent_schemes',
  {
    siteCode: text('site_code').primaryKey(),
    basis: text('basis').$type<AgentBasis>().notNull(),
    tiers: jsonb('tiers').$type<AgentTier[]>().notNull(),
    depth: integer('depth').notNull().default(3),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => operators.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('agent_schemes_basis_check', sql`${t.basis} in ('net_revenue', 'turnover')`),
    check('agent_schemes_depth_check', sql`${t.depth} between 1 and 10`),
  ],
);

/** A commission settlement run of a site and period; the credits are redemptions (kind commission). */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    period: text('period').notNull(),
    agents: integer('agents').notNull().default(0),
    total: money('total')
      .notNull()
      .default(sql`0`),
    runBy: bigint('run_by', { mode: 'number' }).references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_settlements_period_idx').on(t.siteCode, t.period)],
);

/** A member's birthday, for the VIP birthday bonus; set once by the member. */
export const memberBirthdays = pgTable('member_birthdays', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  /** "YYYY-MM-DD". */
  birthDate: text('birth_date').notNull(),
  createdAt: createdAt(),
});

/**
 * Someone's application to join the agent programme (the member site's "join us"): a guest or a
 * member, with how operators may reach them. Operators answer it (approved or declined, with a
 * note); the decision is audited.
 */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    /** The member's account name at the time (null: a guest). */
    account: text('account'),
    name: text('name').notNull(),
    contactKind: text('contact_kind').notNull(),
    contact: text('contact').notNull(),
    /** Where and how they would bring players (their own words). */
    channels: text('channels').notNull().default(''),
    state: text('state').notNull().default('pending'),
    note: text('note').notNull().default(''),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('agent_applications_site_idx').on(t.siteCode, t.state, t.id),
    index('agent_applications_contact_idx').on(t.siteCode, t.contactKind, t.contact),
    check('agent_applications_state_check', sql`${t.state} in ('pending', 'approved', 'declined')`),
  ],
);

/**
 * A site's share-and-earn rule: a member who invited someone is paid `reward` once, when that
 * member's first deposit of at least `min_deposit` is credited (docs/decisions/share-and-earn.md).
 */
export const referralRules = pgTable(
  'referral_rules',
  {
    siteCode: text('site_code').primaryKey(),
    reward: money('reward').notNull(),
    minDeposit: money('min_deposit').notNull(),
    /** Betting the reward brings with it, as a multiple of the reward. */
    turnoverMultiple: text('turnover_multiple').notNull().default('1'),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => operators.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('referral_rules_reward_check', sql`${t.reward} > 0`),
    check('referral_rules_min_deposit_check', sql`${t.minDeposit} >= 0`),
  ],
);
