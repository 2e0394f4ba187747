import { CURRENCIES, type CurrencyCode } from './currency.ts';

// One rule for what a USDT deposit asks for, used by the server (the order) and the member site
// (the estimate while typing), so the two never show different amounts.

const RATE = /^(\d{1,9})(?:\.(\d{1,8}))?$/;

/**
 * A positive rate such as "7.20" (site currency per 1 USDT) as an integer over a power of ten;
 * null for anything else.
 */
export function parseRate(rate: string): { units: bigint; scale: number } | null {
  const match = RATE.exec(rate.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  const units = BigInt(`${match[1]}${fraction}`);
  return units > 0n ? { units, scale: fraction.length } : null;
}

/**
 * The USDT (in its minor unit, scale 6) a member sends for `amountMinor` of the site currency at
 * `rate`: amount / rate rounded UP, so what arrives never falls short of the amount credited.
 * null when the rate is not a positive decimal of at most 8 decimals.
 */
export function usdtForAmount(
  amountMinor: bigint,
  currency: CurrencyCode,
  rate: string,
): bigint | null {
  const parsed = parseRate(rate);
  if (!parsed) return null;
  const numerator = amountMinor * 10n ** BigInt(CURRENCIES.USDT.scale + parsed.scale);
  const denominator = 10n ** BigInt(CURRENCIES[currency].scale) * parsed.units;
  return (numerator + denominator - 1n) / denominator;
}

/**
 * The USDT (scale 6) a member receives for `amountMinor` of the site currency at `rate` when the
 * site sells USDT (a crypto withdrawal): amount / rate rounded DOWN, so the house never sends
 * more than the wallet paid for. null when the rate is not a positive decimal.
 */
export function usdtBoughtWith(
  amountMinor: bigint,
  currency: CurrencyCode,
  rate: string,
): bigint | null {
  const parsed = parseRate(rate);
  if (!parsed) return null;
  const numerator = amountMinor * 10n ** BigInt(CURRENCIES.USDT.scale + parsed.scale);
  const denominator = 10n ** BigInt(CURRENCIES[currency].scale) * parsed.units;
  return numerator / denominator;
}
