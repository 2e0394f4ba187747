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
