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
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns.ts';
import { members } from './core-schema.ts';

// Tables of the in-house sportsbook (modules/play/sportsbook), which owns them. One book for every
// brand: events, markets and selections have no site; bets belong to members of their site.

/** A match: `prematch` → `live` → `ended`, or `cancelled` (its bets void). */
export const sportsEvents = pgTable(
  'sports_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sport: text('sport').notNull(),
    league: text('league').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('prematch'),
    scoreHome: integer('score_home'),
    scoreAway: integer('score_away'),
    /** The final result the bets are settled by; each posting of another result adds one. */
    resultHome: integer('result_home'),
    resultAway: integer('result_away'),
    resultVersion: integer('result_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'sports_events_state_check',
      sql`${t.state} in ('prematch', 'live', 'ended', 'cancelled')`,
    ),
    index('sports_events_starts_idx').on(t.state, t.startsAt),
    // The operators' list by start time across states (its `from`/`to` without a `state`).
    index('sports_events_starts_at_idx').on(t.startsAt),
  ],
);

/** A market of an event; `line` in quarters of a goal (the home side's handicap for `ah`). */
export const sportsMarkets = pgTable(
  'sports_markets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => sportsEvents.id),
    type: text('type').notNull(),
    line: integer('line'),
    state: text('state').notNull().default('open'),
    /** The most one bet may stake on this market, in major units of the bet's currency. */
    maxStake: text('max_stake').notNull().default('10000'),
    /** A selection whose liability passes this (major units, per currency) suspends the market. */
    liabilityLimit: text('liability_limit').notNull().default('500000'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('sports_markets_type_check', sql`${t.type} in ('1x2', 'ah', 'ou', 'cs')`),
    check(
      'sports_markets_state_check',
      sql`${t.state} in ('open', 'suspended', 'settled', 'void')`,
    ),
    index('sports_markets_event_idx').on(t.eventId),
  ],
);

/** An outcome of a market with its decimal odds in thousandths (1.950 is 1950). */
export const sportsSelections = pgTable(
  'sports_selections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => sportsMarkets.id),
    outcome: text('outcome').notNull(),
    odds: integer('odds').notNull(),
    /** Set when the market is settled by the event's result (or voided). */
    result: text('result'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('sports_selections_outcome_idx').on(t.marketId, t.outcome),
    check('sports_selections_odds_check', sql`${t.odds} > 1000`),
  ],
);

/**
 * A member's bet. The stake moved from central to the member's locked account when it was
 * accepted; each settlement (`settle_version`) moves the difference between the payout the
 * results now give and `paid`, so a corrected result pays or takes back only what changed.
 * `settle_due` marks a bet whose legs changed since it was last settled.
 */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    stake: money('stake').notNull(),
    /** The product of the legs' odds, 3 decimals, rounded down. */
    odds: text('odds').notNull(),
    potentialPayout: money('potential_payout').notNull(),
    state: text('state').notNull().default('open'),
    payout: money('payout'),
    paid: money('paid')
      .notNull()
      .default(sql`0`),
    /** What a resettlement could not take back (the member had spent it): the operator's to collect. */
    owed: money('owed')
      .notNull()
      .default(sql`0`),
    settleVersion: integer('settle_version').notNull().default(0),
    settleDue: boolean('settle_due').notNull().default(false),
    placedAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sports_bets_stake_check', sql`${t.stake} > 0`),
    check(
      'sports_bets_state_check',
      sql`${t.state} in ('open', 'won', 'lost', 'half_won', 'half_lost', 'push', 'void', 'cashed_out')`,
    ),
    index('sports_bets_member_idx').on(t.memberId, t.placedAt),
    // A member's loss limit (member_play_used): bets settled since a period's start, and open ones.
    index('sports_bets_member_settled_idx')
      .on(t.memberId, t.settledAt)
      .where(sql`${t.state} <> 'open'`),
    index('sports_bets_member_open_idx')
      .on(t.memberId)
      .where(sql`${t.state} = 'open'`),
    index('sports_bets_due_idx')
      .on(t.id)
      .where(sql`${t.settleDue}`),
    // Settled bets of a site by when they settled (the operators' dashboard, via settled_bets).
    index('sports_bets_site_settled_idx')
      .on(t.siteCode, t.settledAt)
      .where(sql`${t.state} <> 'open'`),
  ],
);

/** A selection of a bet at the odds it was taken at, and its result. */
export const sportsBetLegs = pgTable(
  'sports_bet_legs',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sportsBets.id),
    legNo: smallint('leg_no').notNull(),
    selectionId: bigint('selection_id', { mode: 'number' })
      .notNull()
      .references(() => sportsSelections.id),
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    odds: integer('odds').notNull(),
    result: text('result').notNull().default('open'),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.legNo] }),
    index('sports_bet_legs_selection_idx').on(t.selectionId),
    index('sports_bet_legs_event_idx').on(t.eventId),
    check(
      'sports_bet_legs_result_check',
      sql`${t.result} in ('open', 'won', 'lost', 'half_won', 'half_lost', 'push', 'void')`,
    ),
  ],
);

/**
 * A cash-out offer: the amount the book pays now to end an open bet, given the odds of its open
 * legs when it was made (`odds`: selection id → thousandths). Taken once, before `expires_at`, and
 * only while those odds still stand.
 */
export const sportsCashoutQuotes = pgTable(
  'sports_cashout_quotes',
  {
    id: text('id').primaryKey(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sportsBets.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    odds: jsonb('odds').$type<Record<string, number>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sports_cashout_quotes_bet_idx').on(t.betId)],
);

/**
 * What the book pays if a selection wins, per currency: the potential payouts of the bets still
 * open on it (a parlay counts in full on each of its legs). Kept live by placing and cashing out.
 */
export const sportsLiabilities = pgTable(
  'sports_liabilities',
  {
    selectionId: bigint('selection_id', { mode: 'number' })
      .notNull()
      .references(() => sportsSelections.id),
    currency: text('currency').notNull(),
    stakes: money('stakes')
      .notNull()
      .default(sql`0`),
    liability: money('liability')
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.selectionId, t.currency] })],
);

/** A member a trader limited: their stakes may be at most `stake_factor` of a market's maximum. */
export const sportsMemberLimits = pgTable('sports_member_limits', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  stakeFactor: text('stake_factor').notNull(),
  updatedAt: updatedAt(),
});
