// Wire shapes of the in-house sportsbook (API.md, "Sportsbook"). Odds are decimal strings with 3
// decimals ("1.950"), lines strings in quarters ("-0.25", "2.5"), money decimal strings.

export const SPORTS_EVENT_STATES = ['prematch', 'live', 'ended', 'cancelled'] as const;
export type SportsEventState = (typeof SPORTS_EVENT_STATES)[number];

export const MARKET_TYPES = ['1x2', 'ah', 'ou', 'cs'] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

export const MARKET_STATES = ['open', 'suspended', 'settled', 'void'] as const;
export type MarketState = (typeof MARKET_STATES)[number];

export const LEG_RESULTS = [
  'open',
  'won',
  'lost',
  'half_won',
  'half_lost',
  'push',
  'void',
] as const;
export type LegResult = (typeof LEG_RESULTS)[number];

export const SPORTS_BET_STATES = [...LEG_RESULTS, 'cashed_out'] as const;
export type SportsBetState = (typeof SPORTS_BET_STATES)[number];

export const ACCEPT_ODDS = ['none', 'higher', 'any'] as const;
export type AcceptOdds = (typeof ACCEPT_ODDS)[number];

/** The outcomes a market of each type offers (`cs` takes any "h-a" score). */
export const MARKET_OUTCOMES: Readonly<Record<Exclude<MarketType, 'cs'>, readonly string[]>> = {
  '1x2': ['home', 'draw', 'away'],
  ah: ['home', 'away'],
  ou: ['over', 'under'],
};
export const CORRECT_SCORE = /^(\d{1,2})-(\d{1,2})$/;

export const PARLAY_MAX_LEGS = 10;

export interface SportsSelection {
  readonly id: number;
  readonly outcome: string;
  readonly odds: string;
}

export interface SportsMarket {
  readonly id: number;
  readonly eventId: number;
  readonly type: MarketType;
  readonly line: string | null;
  readonly state: MarketState;
  readonly selections: SportsSelection[];
}

export interface SportsScore {
  readonly home: number;
  readonly away: number;
}

export interface SportsEvent {
  readonly id: number;
  readonly sport: string;
  readonly league: string;
  readonly home: string;
  readonly away: string;
  readonly startsAt: string;
  readonly state: SportsEventState;
  readonly score: SportsScore | null;
  readonly markets: SportsMarket[];
}

export interface SportsBetLeg {
  readonly selectionId: number;
  readonly eventId: number;
  /** The event as the member knows it: its league and teams, when it starts. */
  readonly league: string;
  readonly home: string;
  readonly away: string;
  readonly startsAt: string;
  readonly marketId: number;
  readonly type: MarketType;
  readonly line: string | null;
  readonly outcome: string;
  readonly odds: string;
  readonly result: LegResult;
}

export interface SportsBet {
  readonly id: number;
  readonly state: SportsBetState;
  readonly stake: string;
  readonly odds: string;
  readonly potentialPayout: string;
  readonly payout: string | null;
  readonly placedAt: string;
  readonly settledAt: string | null;
  readonly legs: SportsBetLeg[];
}

/** A line in quarters of a goal (−0.25 is −1) as the wire writes it: "-0.25", "2.5", "0". */
export function lineText(quarters: number): string {
  const sign = quarters < 0 ? '-' : '';
  const abs = Math.abs(quarters);
  const whole = Math.floor(abs / 4);
  const frac = ['', '.25', '.5', '.75'][abs % 4];
  return `${sign}${whole}${frac}`;
}

const LINE = /^([+-]?)(\d{1,2})(?:\.(0|00|25|5|50|75))?$/;

/** "-0.25" → −1 (quarters); undefined when not a line in quarters. */
export function parseLine(text: string): number | undefined {
  const match = LINE.exec(text.trim());
  if (!match) return undefined;
  const frac = { '': 0, '0': 0, '00': 0, '25': 1, '5': 2, '50': 2, '75': 3 }[match[3] ?? ''] ?? 0;
  const quarters = Number(match[2]) * 4 + frac;
  return match[1] === '-' ? -quarters : quarters;
}

// The traders' reads of the book (operator API, `GET /api/admin/v1/sports/events` and `/:id`):
// every state, with the counts and open stakes a trading screen shows beside each event.

/** Stakes of the bets still open on an event, in one currency (a money string). */
export interface AdminSportsStake {
  readonly currency: string;
  readonly amount: string;
}

/** An event as the operators' list shows it. */
export interface AdminSportsEvent {
  readonly id: number;
  readonly sport: string;
  readonly league: string;
  readonly home: string;
  readonly away: string;
  readonly startsAt: string;
  readonly state: SportsEventState;
  /** The score while live (the final one once ended); null before any. */
  readonly score: SportsScore | null;
  /** The final result the bets were settled by; null until one is posted. */
  readonly result: SportsScore | null;
  /** How many results were posted: 0 none, 1 settled once, more resettled. */
  readonly resultVersion: number;
  readonly marketCount: number;
  readonly openMarkets: number;
  readonly suspendedMarkets: number;
  /** Bets with a leg on the event, in any state (a parlay counts once on each of its events). */
  readonly betCount: number;
  /** Of those, the bets not yet settled. */
  readonly openBetCount: number;
  /** The stakes of those open bets, per currency (none: an empty list). */
  readonly openStakes: AdminSportsStake[];
}

export interface AdminSportsSelection {
  readonly id: number;
  readonly outcome: string;
  readonly odds: string;
  /** The selection's result once its market is settled or void; null before. */
  readonly result: Exclude<LegResult, 'open'> | null;
}

export interface AdminSportsMarket {
  readonly id: number;
  readonly type: MarketType;
  readonly line: string | null;
  readonly state: MarketState;
  /** The most one bet may stake, in major units of the bet's currency. */
  readonly maxStake: string;
  /** A selection's liability past this (major units, per currency) suspends the market. */
  readonly liabilityLimit: string;
  readonly selections: AdminSportsSelection[];
}

/** One event with every market and selection, as the trader sees it. */
export interface AdminSportsEventDetail extends AdminSportsEvent {
  readonly markets: AdminSportsMarket[];
}
