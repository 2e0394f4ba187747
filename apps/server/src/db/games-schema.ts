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
import { members, operators } from './core-schema.ts';
import { ledgerTransfers } from './wallet-schema.ts';

export const CATALOGUE_STATES = ['on', 'maintenance', 'off'] as const;
export type CatalogueState = (typeof CATALOGUE_STATES)[number];

/** Text in every member-site locale: `{ "zh-CN": …, "zh-HK": …, "en": … }`. */
export type LocalizedText = Record<string, string>;

/**
 * A game venue (provider) as one site uses it: which adapter speaks to it, where, with what
 * credentials and in which currency. The venue code is the `wallet_code` of its games.
 */
export const venues = pgTable(
  'venues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    code: text('code').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    /** Which adapter in modules/venues speaks this venue's protocol, e.g. `sim`. */
    adapter: text('adapter').notNull(),
    baseUrl: text('base_url').notNull(),
    /** Adapter-specific secrets (operator key, signing secret). Never sent to members. */
    credentials: jsonb('credentials').$type<Record<string, string>>().notNull().default({}),
    currency: text('currency').notNull(),
    state: text('state').$type<CatalogueState>().notNull().default('on'),
    /** The venue's game page may be framed by ours; otherwise it opens in a new window. */
    embeddable: boolean('embeddable').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('venues_site_code_idx').on(t.siteCode, t.code),
    check('venues_state_check', sql`${t.state} in ('on', 'maintenance', 'off')`),
  ],
);

/** Spec §3 game category with its display data, per site. */
export const gameCategories = pgTable(
  'game_categories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    /** One of the brand's game-type ids (brand.json `gameTypeIds`). */
    gameType: integer('game_type').notNull(),
    /** Layout hint for the lobby: `grid` (cards) or `venue` (one card per venue). */
    type: text('type').notNull().default('grid'),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull().default({}),
    iconNor: text('icon_nor').notNull().default(''),
    iconSel: text('icon_sel').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    state: text('state').$type<CatalogueState>().notNull().default('on'),
    createdAt: createdAt(),
  },
  (t) => [
    index('game_categories_site_idx').on(t.siteCode, t.sort),
    check('game_categories_state_check', sql`${t.state} in ('on', 'maintenance', 'off')`),
  ],
);

/** Spec §3 game. `venue_code` is its `wallet_code`; `code` is the venue's own game id. */
export const games = pgTable(
  'games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => gameCategories.id),
    venueCode: text('venue_code').notNull(),
    code: text('code').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    descs: jsonb('descs').$type<LocalizedText>().notNull().default({}),
    seq: integer('seq').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    imgUrl: text('img_url').notNull().default(''),
    bigImgUrl: text('big_img_url').notNull().default(''),
    iconUrl: text('icon_url').notNull().default(''),
    official: boolean('official').notNull().default(false),
    state: text('state').$type<CatalogueState>().notNull().default('on'),
    createdAt: createdAt(),
  },
  (t) => [
    index('games_category_idx').on(t.categoryId, t.sort),
    index('games_site_idx').on(t.siteCode),
    check('games_state_check', sql`${t.state} in ('on', 'maintenance', 'off')`),
  ],
);

/** A member's player name at a venue, created once by `ensurePlayer`. */
export const venuePlayers = pgTable(
  'venue_players',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    venueCode: text('venue_code').notNull(),
    siteCode: text('site_code').notNull(),
    player: text('player').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.venueCode] }),
    uniqueIndex('venue_players_player_idx').on(t.siteCode, t.venueCode, t.player),
  ],
);

export const VENUE_TRANSFER_STATES = ['pending', 'posted', 'voided'] as const;
export type VenueTransferState = (typeof VENUE_TRANSFER_STATES)[number];

/**
 * One move between the central wallet and a venue wallet. The ledger holds the money in a pending
 * transfer while the venue is asked (with `trace_id`); the row stays `pending` until the answer is
 * known, and the reconciler claims due rows with FOR UPDATE SKIP LOCKED to ask the venue again.
 */
export const venueTransfers = pgTable(
  'venue_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    traceId: text('trace_id').notNull().unique(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    venueCode: text('venue_code').notNull(),
    /** `in`: central to venue; `out`: venue to central. */
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    pendingTransferId: bigint('pending_transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    state: text('state').$type<VenueTransferState>().notNull().default('pending'),
    /** Why it was started: `member`, `recall`, `launch`, `return`. */
    origin: text('origin').notNull().default('member'),
    attempts: integer('attempts').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    check('venue_transfers_direction_check', sql`${t.direction} in ('in', 'out')`),
    check('venue_transfers_state_check', sql`${t.state} in ('pending', 'posted', 'voided')`),
    check('venue_transfers_amount_check', sql`${t.amount} > 0`),
    index('venue_transfers_due_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.state} = 'pending'`),
    index('venue_transfers_member_idx').on(t.memberId, t.createdAt),
    // A venue wallet's sync reads its latest move and counts its moves in transit
    // (transferMark): both by index, whatever the member's history.
    index('venue_transfers_member_venue_idx').on(t.memberId, t.venueCode, t.id),
    index('venue_transfers_member_pending_idx')
      .on(t.memberId, t.venueCode)
      .where(sql`${t.state} = 'pending'`),
  ],
);

export const BET_STATES = ['open', 'settled', 'void'] as const;
export type BetState = (typeof BET_STATES)[number];

/** Bets pulled from venues by cursor; a bet seen again (settled later) updates its row. */
export const venueBets = pgTable(
  'venue_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    venueCode: text('venue_code').notNull(),
    betId: text('bet_id').notNull(),
    gameCode: text('game_code').notNull(),
    round: text('round').notNull().default(''),
    currency: text('currency').notNull(),
    stake: money('stake').notNull(),
    validStake: money('valid_stake')
      .notNull()
      .default(sql`0`),
    payout: money('payout')
      .notNull()
      .default(sql`0`),
    state: text('state').$type<BetState>().notNull(),
    detail: jsonb('detail').notNull().default({}),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * How far the bet's money is in the member's venue wallet: `none` yet, its `stake` taken, or
     * `done` (stake and payout); `outside` for bets whose money was never booked bet by bet (pulled
     * before it was, or demo history). See docs/decisions/venue-play-booking.md.
     */
    booked: text('booked').$type<BetBooking>().notNull().default('none'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('venue_bets_bet_idx').on(t.siteCode, t.venueCode, t.betId),
    index('venue_bets_member_idx').on(t.memberId, t.placedAt),
    // A member's loss limit (member_play_used): their bets settled since a period's start.
    index('venue_bets_member_settled_idx')
      .on(t.memberId, t.settledAt)
      .where(sql`${t.state} = 'settled'`),
    check('venue_bets_state_check', sql`${t.state} in ('open', 'settled', 'void')`),
    check('venue_bets_booked_check', sql`${t.booked} in ('none', 'stake', 'done', 'outside')`),
    // The bets still to book, by member and venue.
    index('venue_bets_unbooked_idx')
      .on(t.memberId, t.venueCode, t.id)
      .where(sql`${t.booked} in ('none', 'stake')`),
    // Settled bets of a site by when they settled (the operators' dashboard, via settled_bets).
    index('venue_bets_site_settled_idx')
      .on(t.siteCode, t.settledAt)
      .where(sql`${t.state} = 'settled'`),
  ],
);

export type BetBooking = 'none' | 'stake' | 'done' | 'outside';

/**
 * A member's venue wallet that did not match the venue's balance once every bet pulled was booked:
 * money the books cannot explain, flagged for operators instead of booked. One open row per member
 * and venue; a later look that finds them equal closes it, an operator may book it (audited).
 */
export const venueDiscrepancies = pgTable(
  'venue_discrepancies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    venueCode: text('venue_code').notNull(),
    currency: text('currency').notNull(),
    venueBalance: money('venue_balance').notNull(),
    bookedBalance: money('booked_balance').notNull(),
    state: text('state').$type<'open' | 'cleared' | 'booked'>().notNull().default('open'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: bigint('closed_by', { mode: 'number' }).references(() => operators.id),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [
    check('venue_discrepancies_state_check', sql`${t.state} in ('open', 'cleared', 'booked')`),
    uniqueIndex('venue_discrepancies_open_idx')
      .on(t.memberId, t.venueCode)
      .where(sql`${t.state} = 'open'`),
    index('venue_discrepancies_site_idx').on(t.siteCode, t.state, t.lastSeenAt),
  ],
);

/** Where the last bet-record pull of a venue stopped; advanced in the same transaction as the rows. */
export const venueBetCursors = pgTable(
  'venue_bet_cursors',
  {
    siteCode: text('site_code').notNull(),
    venueCode: text('venue_code').notNull(),
    cursor: text('cursor').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.siteCode, t.venueCode] })],
);

/** Member preferences for play: auto-transfer moves the balance in on launch and back on return. */
export const memberGameSettings = pgTable('member_game_settings', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  autoTransfer: boolean('auto_transfer').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Last heartbeat per member: which game and platform, and when. */
export const memberPresence = pgTable('member_presence', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  gameId: text('game_id').notNull().default(''),
  platform: text('platform').notNull().default(''),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bumped on every operator change to a site's catalogue; nodes compare it to drop their cache. */
export const catalogueVersions = pgTable('catalogue_versions', {
  siteCode: text('site_code').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  updatedAt: updatedAt(),
});
