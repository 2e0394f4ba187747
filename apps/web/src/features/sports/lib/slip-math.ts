import { parseOdds } from '@kirin/contract';

const STAKE = /^\d{1,9}(\.\d{1,2})?$/;

/** A typed stake in cents, or undefined when it is not an amount ("12", "12.5", "12.50"). */
export function stakeCents(text: string): bigint | undefined {
  const trimmed = text.trim();
  if (!STAKE.test(trimmed)) return undefined;
  const [whole, frac = ''] = trimmed.split('.');
  return BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0'));
}

export const centsText = (cents: bigint): string =>
  `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/** What a stake returns if every leg wins: the stake times each leg's odds, rounded down (the book's rule). */
export function payoutCents(stake: bigint, odds: readonly string[]): bigint | undefined {
  let num = stake;
  let den = 1n;
  for (const text of odds) {
    const thousandths = parseOdds(text);
    if (thousandths === undefined) return undefined;
    num *= BigInt(thousandths);
    den *= 1000n;
  }
  return num / den;
}

/** The legs' odds multiplied, 3 decimals, rounded down: a parlay's price as the book writes it. */
export function combinedOddsText(odds: readonly string[]): string {
  const cents = payoutCents(100_000n, odds);
  if (cents === undefined) return '';
  return `${cents / 100_000n}.${String(cents % 100_000n)
    .padStart(5, '0')
    .slice(0, 3)}`;
}
