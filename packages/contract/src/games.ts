// Wire shapes of games and venues: the catalogue, venue wallets, transfers between the central
// wallet and venue wallets, game launch and betting records. Amounts are decimal strings in the
// site currency; times are ISO 8601 strings.

import type { SportsBet } from './sports.ts';

export const CATALOGUE_STATES = ['on', 'maintenance', 'off'] as const;
/** `off` never reaches members; `maintenance` is shown but cannot be launched or transferred to. */
export type CatalogueState = (typeof CATALOGUE_STATES)[number];

/**
 * Game-type ids a brand lists in brand.json `gameTypeIds` (docs/decisions/games-and-venues.md).
 * The lobby shows a site's categories whose `gameType` is in its brand's list, in that order.
 */
export const GAME_TYPES = {
  3: 'sports',
  5: 'lottery',
  7: 'keno',
  12: 'blockchain',
  50: 'slots',
  98: 'cards',
  111: 'live',
  201: 'fishing',
  304: 'esports',
} as const;

/** Spec §3 game, in the member's language. `wallet_code` is the venue code. */
export interface Game {
  readonly id: number;
  readonly name: string;
  readonly seq: number;
  readonly sort: number;
  readonly wallet_code: string;
  /** The venue's own id of the game, the `:code` of the launch path. */
  readonly code: string;
  readonly imgUrl: string;
  readonly bigImgUrl: string;
  readonly desc: string;
  readonly official: boolean;
  readonly iconUrl: string;
  /** The game's own state, or its venue's when the venue is under maintenance. */
  readonly state: CatalogueState;
}

/** Spec §3 game category with display data. `games` and `tabList` carry the same list. */
export interface GameCategory {
  readonly id: number;
  readonly name: string;
  readonly sort: number;
  readonly state: CatalogueState;
  readonly gameType: number;
  readonly type: string;
  readonly games: readonly Game[];
  readonly tabList: readonly Game[];
  readonly icon_nor: string;
  readonly icon_sel: string;
  readonly title: string;
}

/** `GET /findmed/v1/game/list?show=1` → `{ list: GameCategory[] }` (ETag-validated). */
export interface GameList {
  readonly list: readonly GameCategory[];
}

/** `GET /game/walletlist?show=1` items: one per venue of the site. */
export interface VenueWallet {
  readonly code: string;
  readonly name: string;
  readonly balance: string;
  readonly state: CatalogueState;
}

/** The central wallet's code in `from` and `to`. */
export const CENTRAL_WALLET = 'central';

export const TRANSFER_MOVE_STATES = ['posted', 'pending', 'voided'] as const;
/** `pending` is in transit: the venue's answer is not known yet and the reconciler will settle it. */
export type TransferMoveState = (typeof TRANSFER_MOVE_STATES)[number];

/** One movement between the central wallet and a venue wallet. */
export interface TransferMove {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly amount: string;
  readonly state: TransferMoveState;
  readonly createdAt: string;
}

/** `POST /finance/transfer` `{ from, to, amount }` → `TransferMove`. */
export type TransferResult = TransferMove;

/** `POST /finance/transfer/recall` `{ code? }` → every venue balance brought back. */
export interface RecallResult {
  readonly list: readonly TransferMove[];
}

/** `GET /finance/transfer/moves` → recent moves, those in transit first. */
export interface TransferMoves {
  readonly list: readonly TransferMove[];
}

/** `GET|POST /finance/transfer/auto` `{ enabled }`. */
export interface AutoTransferSetting {
  readonly enabled: boolean;
}

/** `GET /findmed/v1/game/launch?id=&code=&gtype=`. */
export interface GameLaunch {
  readonly url: string;
  /** True when the venue's page may be framed; otherwise open it in a new window. */
  readonly embeddable: boolean;
  /** For the game session state: the game id and the platform (venue code). */
  readonly gameid: string;
  readonly platform: string;
  /** The auto-transfer move made on launch, if any. */
  readonly moved: TransferMove | null;
}

export const BET_STATES = ['open', 'settled', 'void'] as const;
export type BetState = (typeof BET_STATES)[number];

/** `POST /findmed/v1/records/bets` items. */
export interface BetRecord {
  readonly id: string;
  readonly venue: string;
  readonly venueName: string;
  /** The game by name in the member's language (the venue's game code if the catalogue lacks it). */
  readonly game: string;
  readonly round: string;
  readonly stake: string;
  readonly validStake: string;
  readonly payout: string;
  /** payout - stake for a settled bet, "0.00" otherwise. */
  readonly winLoss: string;
  readonly state: BetState;
  readonly placedAt: string;
  readonly settledAt: string | null;
  /**
   * The venue's own record of the round, as it gave it (`{}` when it gave none): for the demo
   * venue `{ table, bet, cards or number or dice or reels, serverSeedHash, serverSeed, clientSeed,
   * nonce }` (docs/venue-protocol.md).
   */
  readonly detail: Readonly<Record<string, unknown>>;
  /**
   * A bet on the in-house sportsbook (`venue` "sportsbook"): the bet as `/api/sports/v1/bets/:id`
   * answers it, with its legs and their results; null for a venue's bet.
   */
  readonly sports: SportsBet | null;
}

/** The venue code of the in-house sportsbook's bets in the betting records. */
export const SPORTSBOOK_VENUE = 'sportsbook';

export interface BetRecordPage {
  readonly list: readonly BetRecord[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
  /** The same as `size`, for clients written before every paged list said `size`. */
  readonly pageSize: number;
  /** Sums over the whole filtered range, not only this page. */
  readonly sums: { readonly stake: string; readonly validStake: string; readonly winLoss: string };
}
