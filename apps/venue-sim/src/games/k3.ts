import { countOf, evenMoneyWins, numbered, type DiceRoll } from './dice.ts';
import { paysToOne, type Settlement } from './fair.ts';

// 快三 (docs/venue-protocol.md, "快三"): three dice drawn per round, the bets of the Chinese
// three-dice lottery (sum, big/small/odd/even, triples, pairs, straights) with our own odds.

/** What a sum of 3-18 pays to 1. */
export const K3_SUM_ODDS: Readonly<Record<number, bigint>> = {
  3: 200n,
  4: 66n,
  5: 33n,
  6: 19n,
  7: 12n,
  8: 9n,
  9: 7n,
  10: 6n,
  11: 6n,
  12: 7n,
  13: 9n,
  14: 12n,
  15: 19n,
  16: 33n,
  17: 66n,
  18: 200n,
};

/** 1-2-3, 2-3-4, 3-4-5 or 4-5-6 in any order. */
const isStraight = (roll: DiceRoll) => {
  const [a, b, c] = [...roll.dice].sort((x, y) => x - y) as [number, number, number];
  return b === a + 1 && c === b + 1;
};

/**
 * `big` (11-18), `small` (3-10), `odd`, `even` (all four lose on a triple), `sum-3..18`,
 * `triple-1..6` (三同号单选), `any-triple` (三同号通选), `pair-1..6` (二同号复选: at least two
 * dice of the face), `any-straight` (三连号通选).
 */
export function isK3Bet(bet: string): boolean {
  return (
    bet === 'any-triple' ||
    bet === 'any-straight' ||
    evenMoneyWins(bet, { dice: [1, 2, 3], total: 6, triple: false }, 11) !== undefined ||
    numbered(bet, 'sum', 3, 18) !== undefined ||
    numbered(bet, 'triple', 1, 6) !== undefined ||
    numbered(bet, 'pair', 1, 6) !== undefined
  );
}

/**
 * Even-money bets 1:1; a sum as `K3_SUM_ODDS`; a specific triple 180:1; any triple 30:1; a pair
 * 11:1; any straight 7:1.
 */
export function settleK3(bet: string, stakeMinor: bigint, roll: DiceRoll): Settlement {
  const evenMoney = evenMoneyWins(bet, roll, 11);
  if (evenMoney !== undefined) return paysToOne(evenMoney, 1n, stakeMinor);
  if (bet === 'any-triple') return paysToOne(roll.triple, 30n, stakeMinor);
  if (bet === 'any-straight') return paysToOne(isStraight(roll), 7n, stakeMinor);
  const sum = numbered(bet, 'sum', 3, 18);
  if (sum !== undefined) return paysToOne(roll.total === sum, K3_SUM_ODDS[sum]!, stakeMinor);
  const triple = numbered(bet, 'triple', 1, 6);
  if (triple !== undefined) return paysToOne(countOf(roll, triple) === 3, 180n, stakeMinor);
  const pair = numbered(bet, 'pair', 1, 6);
  if (pair !== undefined) return paysToOne(countOf(roll, pair) >= 2, 11n, stakeMinor);
  throw new Error(`not a 快三 bet: ${bet}`);
}
