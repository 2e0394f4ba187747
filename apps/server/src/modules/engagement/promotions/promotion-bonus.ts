// The bonus of an activity, in integers only: a rate is a decimal fraction written as text
// ("0.1" = 10%) and is applied as digits over a power of ten, never through floating point.

/** A share of deposits: up to 10 (1000%), at most four decimals. */
export const BONUS_RATE = /^\d(?:\.\d{1,4})?$|^10(?:\.0{1,4})?$/;

/** `amount` × `rate`, floored to the minor unit. */
export function shareOf(amount: bigint, rate: string): bigint {
  if (!BONUS_RATE.test(rate)) throw new Error(`not a bonus rate: ${rate}`);
  const [int = '0', frac = ''] = rate.split('.');
  const scale = 10n ** BigInt(frac.length);
  return (amount * BigInt(int + frac)) / scale;
}

export const isZeroRate = (rate: string) => /^0(?:\.0*)?$/.test(rate);

export type BonusTerms = { bonusAmount: bigint; bonusRate: string; bonusCap: bigint };

/**
 * What an approved application pays: the fixed bonus when there is one, else the rate of the
 * member's confirmed deposits in the period, capped at `bonusCap` (saving an activity refuses a
 * share bonus without a cap, so 0 there never means "unlimited" by accident).
 */
export function bonusFor(terms: BonusTerms, deposits: bigint): bigint {
  if (terms.bonusAmount > 0n) return terms.bonusAmount;
  if (isZeroRate(terms.bonusRate)) return 0n;
  const share = shareOf(deposits, terms.bonusRate);
  return terms.bonusCap > 0n && share > terms.bonusCap ? terms.bonusCap : share;
}
