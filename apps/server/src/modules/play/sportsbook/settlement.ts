import {
  CORRECT_SCORE,
  type LegResult,
  type MarketType,
  type SportsBetState,
} from '@kirin/contract';

// The settlement rules of API.md ("Sportsbook"), fixed so that every client and test agrees. Odds
// are decimal thousandths, lines quarters of a goal; the payout is exact (integer arithmetic) and
// rounded down to the minor unit.

export type Score = { home: number; away: number };
type Whole = 'won' | 'lost' | 'push';

const sign = (n: number): Whole => (n > 0 ? 'won' : n < 0 ? 'lost' : 'push');

/** A whole line (in quarters, a multiple of 2) against the result. */
function wholeLine(type: 'ah' | 'ou', line: number, outcome: string, score: Score): Whole {
  if (type === 'ou') {
    const over = 4 * (score.home + score.away) - line;
    return sign(outcome === 'over' ? over : -over);
  }
  const margin = 4 * (score.home - score.away) + line;
  return sign(outcome === 'home' ? margin : -margin);
}

/** Two halves on L − 0.25 and L + 0.25 (API.md): won + push is half won, lost + push half lost. */
function combine(a: Whole, b: Whole): Exclude<LegResult, 'open' | 'void'> {
  if (a === b) return a;
  const pair = new Set([a, b]);
  if (pair.has('won') && pair.has('push')) return 'half_won';
  if (pair.has('lost') && pair.has('push')) return 'half_lost';
  // Half a goal apart, one half cannot win while the other loses.
  throw new Error(`halves ${a} and ${b} cannot meet`);
}

/** The result of a selection given the event's final score. */
export function legResult(
  type: MarketType,
  line: number | null,
  outcome: string,
  score: Score,
): Exclude<LegResult, 'open' | 'void'> {
  switch (type) {
    case '1x2': {
      const actual = score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
      return outcome === actual ? 'won' : 'lost';
    }
    case 'cs': {
      const match = CORRECT_SCORE.exec(outcome);
      const hit = match && Number(match[1]) === score.home && Number(match[2]) === score.away;
      return hit ? 'won' : 'lost';
    }
    case 'ah':
    case 'ou': {
      const l = line ?? 0;
      if (l % 2 === 0) return wholeLine(type, l, outcome, score);
      return combine(
        wholeLine(type, l - 1, outcome, score),
        wholeLine(type, l + 1, outcome, score),
      );
    }
  }
}

/** A leg's factor as a fraction (API.md): won → odds, lost → 0, push/void → 1, halves between. */
function factor(result: LegResult, odds: number): [bigint, bigint] {
  const o = BigInt(odds);
  switch (result) {
    case 'won':
      return [o, 1000n];
    case 'lost':
      return [0n, 1n];
    case 'half_won':
      return [1000n + o, 2000n];
    case 'half_lost':
      return [1n, 2n];
    default:
      return [1n, 1n];
  }
}

export type SettledLeg = { result: LegResult; odds: number };

/** stake × the product of the legs' factors, rounded down to the minor unit. */
export function payoutOf(stake: bigint, legs: readonly SettledLeg[]): bigint {
  let num = stake;
  let den = 1n;
  for (const leg of legs) {
    const [n, d] = factor(leg.result, leg.odds);
    num *= n;
    den *= d;
  }
  return num / den;
}

/**
 * Where a bet stands given its legs: `open` while a leg is open (a parlay is settled once, when all
 * its events have results, so a corrected result never reopens it); otherwise its payout and state. A single takes its leg's result; a parlay is `won` above the stake, `push` at it, `lost`
 * at 0, `half_lost` between (a half-lost leg with pushes), `void` when every leg is void.
 */
export function betOutcome(
  stake: bigint,
  legs: readonly SettledLeg[],
): { state: 'open' } | { state: SportsBetState; payout: bigint } {
  if (legs.some((l) => l.result === 'open')) return { state: 'open' };
  const payout = payoutOf(stake, legs);
  if (legs.length === 1) return { state: legs[0]!.result, payout };
  if (legs.every((l) => l.result === 'void')) return { state: 'void', payout };
  const state =
    payout > stake ? 'won' : payout === stake ? 'push' : payout === 0n ? 'lost' : 'half_lost';
  return { state, payout };
}

/** The product of the legs' odds in thousandths, rounded down (what the bet shows as its odds). */
export function combinedOdds(odds: readonly number[]): number {
  let num = 1n;
  let den = 1n;
  for (const o of odds) {
    num *= BigInt(o);
    den *= 1000n;
  }
  return Number((num * 1000n) / den);
}

/**
 * What ending a bet now is worth (API.md cash-out): the stake times each settled leg's factor and,
 * for each open leg, its odds when placed over its odds now (the chance the market now gives it),
 * less the book's margin in basis points; rounded down. `now` has the current odds of open legs.
 */
export function cashoutValue(
  stake: bigint,
  legs: readonly (SettledLeg & { now?: number | undefined })[],
  marginBp: number,
): bigint {
  let num = stake * BigInt(10_000 - marginBp);
  let den = 10_000n;
  for (const leg of legs) {
    if (leg.result === 'open') {
      num *= BigInt(leg.odds);
      den *= BigInt(leg.now ?? leg.odds);
    } else {
      const [n, d] = factor(leg.result, leg.odds);
      num *= n;
      den *= d;
    }
  }
  return num / den;
}

/**
 * The turnover a settled bet counts toward betting requirements, VIP and rebates: its stake when
 * won, lost or cashed out, half for a half result, nothing for a push or a void (the same rule as
 * the view `sports_settled_bets`).
 */
export function validStake(stake: bigint, state: SportsBetState): bigint {
  if (state === 'won' || state === 'lost' || state === 'cashed_out') return stake;
  if (state === 'half_won' || state === 'half_lost') return stake / 2n;
  return 0n;
}
