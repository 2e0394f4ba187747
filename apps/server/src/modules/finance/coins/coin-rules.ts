import {
  CURRENCIES,
  parseAmount,
  parseRate,
  toWireAmount,
  usdtBoughtWith,
  usdtForAmount,
  type CurrencyCode,
} from '@kirin/contract';

// Pure rules of exchange between the site currency and USDT (docs/decisions/coins.md). Every
// rounding goes the house's way by at most one micro-USDT or one minor unit, so no quote can pay
// out more than the wallet gives.

const USDT = CURRENCIES.USDT;

/** A USDT figure such as "1" or "5.5" (a network fee) in micro-USDT; undefined if not one. */
export function usdtMicro(value: string): bigint | undefined {
  const parsed = parseAmount(value, USDT.code);
  return parsed.ok && parsed.minor >= 0n ? parsed.minor : undefined;
}

export const usdtWire = (micro: bigint) => toWireAmount(micro, USDT.code);

/** Sell: the wallet gives `amount`, the site keeps `fee`, the rest buys USDT; the chain's fee is
 * taken from what is sent. */
export function sellTerms(
  amount: bigint,
  fee: bigint,
  currency: CurrencyCode,
  rate: string,
  networkFee: bigint,
) {
  const usdt = amount > fee ? (usdtBoughtWith(amount - fee, currency, rate) ?? 0n) : 0n;
  return { usdt, receive: usdt - networkFee };
}

/** Buy: the member sends USDT to be credited `amount` (rounded up, as a USDT deposit order). */
export function buyTerms(amount: bigint, currency: CurrencyCode, rate: string) {
  const usdt = usdtForAmount(amount, currency, rate) ?? 0n;
  return { usdt, receive: usdt };
}

/**
 * The smallest amount a sell quote takes: one that, less the site's fee, buys more USDT than the
 * chain's fee (so something reaches the address).
 */
export function minSellAmount(
  fee: bigint,
  currency: CurrencyCode,
  rate: string,
  networkFee: bigint,
): bigint {
  const parsed = parseRate(rate);
  if (!parsed) throw new Error(`not a rate: ${rate}`);
  const wanted = networkFee + 1n;
  // wanted µUSDT × rate, in the site's minor units, rounded up; then stepped up while rounding
  // down on the way back would leave it short.
  const numerator = wanted * parsed.units * 10n ** BigInt(CURRENCIES[currency].scale);
  const denominator = 10n ** BigInt(USDT.scale + parsed.scale);
  let amount = fee + (numerator + denominator - 1n) / denominator;
  while (sellTerms(amount, fee, currency, rate, networkFee).receive < 1n) amount += 1n;
  return amount;
}

/** A rate an operator may set: a positive decimal of at most 8 places, below a million. */
export function isRate(value: string): boolean {
  const parsed = parseRate(value);
  return parsed !== null && value.trim() === value && Number(value) < 1_000_000;
}
