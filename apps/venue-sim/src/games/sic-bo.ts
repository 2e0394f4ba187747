import { countOf, evenMoneyWins, numbered, type DiceRoll } from './dice.ts';
import { paysToOne, type Settlement } from './fair.ts';

// Sic Bo (docs/venue-protocol.md, "Sic Bo"): three dice, the usual Macau bets and odds.

/** What a total of 4-17 pays to 1 (a total of 3 or 18 is a triple, bet as one). */
export const SIC_BO_TOTAL_ODDS: Readonly<Record<number, bigint>> = {
  4: 60n,
  5: 30n,
  6: 17n,
  7: 12n,
  8: 8n,
  9: 6n,
  10: 6n,
  11: 6n,
  12: 6n,
  13: 8n,
  14: 12n,
  15: 17n,
  16: 30n,
  17: 60n,
};

/**
 * `big` (11-17), `small` (4-10), `odd`, `even` (all four lose on a triple), `total-4..17`,
 * `single-1..6`, `double-1..6`, `triple-1..6`, `any-triple`.
 */
export function isSicBoBet(bet: string): boolean {
  return (
    bet === 'any-triple' ||
    evenMoneyWins(bet, { dice: [1, 2, 3], total: 6, triple: false }, 11) !== undefined ||
    numbered(bet, 'total', 4, 17) !== undefined ||
    ['single', 'double', 'triple'].some((name) => numbered(bet, name, 1, 6) !== undefined)
  );
}

/**
 * Even-money bets 1:1; a total as `SIC_BO_TOTAL_ODDS`; a single face 1:1 per die showing it
 * (1, 2 or 3 to 1); a double (two or three dice of a face) 10:1; a specific triple 180:1;
 * any triple 30:1.
 */
export function settleSicBo(bet: string, stakeMinor: bigint, roll: DiceRoll): Settlement {
  const evenMoney = evenMoneyWins(bet, roll, 11);
  if (evenMoney !== undefined) return paysToOne(evenMoney, 1n, stakeMinor);
  if (bet === 'any-triple') return paysToOne(roll.triple, 30n, stakeMinor);
  const total = numbered(bet, 'total', 4, 17);
  if (total !== undefined) {
    return paysToOne(roll.total === total, SIC_BO_TOTAL_ODDS[total]!, stakeMinor);
  }
  const single = numbered(bet, 'single', 1, 6);
  if (single !== undefined) {
    const count = countOf(roll, single);
    return paysToOne(count > 0, BigInt(count), stakeMinor);
  }
  const double = numbered(bet, 'double', 1, 6);
  if (double !== undefined) return paysToOne(countOf(roll, double) >= 2, 10n, stakeMinor);
  const triple = numbered(bet, 'triple', 1, 6);
  if (triple !== undefined) return paysToOne(countOf(roll, triple) === 3, 180n, stakeMinor);
  throw new Error(`not a sic bo bet: ${bet}`);
}
