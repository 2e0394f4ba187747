// Money in the member's forms and lists. Every amount is a bigint of minor units or an exact
// decimal string (CONVENTIONS.md, Money 1); the parsing and display rules are the contract's.
import {
  CURRENCIES,
  formatAmount,
  formatDecimalDisplay,
  isCurrencyCode,
  parseAmount,
  toWireAmount,
  usdtForAmount,
  type CurrencyCode,
} from '@kirin/contract';

/**
 * The contract currency for a code from the wire. The server only knows the contract's
 * currencies, so an unknown code means a broken answer; CNY (scale 2) is the strictest fallback
 * that still lets the page work.
 */
export function currencyOf(code: string | null | undefined): CurrencyCode {
  return isCurrencyCode(code) ? code : 'CNY';
}

export const currencySymbol = (code: string | null | undefined): string =>
  isCurrencyCode(code) ? CURRENCIES[code].symbol : '';

export type AmountInputReason = 'required' | 'invalid' | 'too_many_decimals';

export type AmountInput =
  | { readonly ok: true; readonly minor: bigint }
  | { readonly ok: false; readonly reason: AmountInputReason };

/**
 * What the member typed in an amount field, in minor units. Thousands separators and spaces are
 * forgiven (members paste "1,000"); more decimals than the currency has are refused, never
 * rounded; zero and negative amounts are not amounts one can deposit or withdraw.
 */
export function readAmountInput(text: string | undefined, currency: CurrencyCode): AmountInput {
  const plain = (text ?? '').replace(/[\s,]/g, '');
  if (plain === '') return { ok: false, reason: 'required' };
  const parsed = parseAmount(plain, currency);
  if (!parsed.ok) {
    return { ok: false, reason: parsed.reason === 'too_many_decimals' ? parsed.reason : 'invalid' };
  }
  if (parsed.minor <= 0n) return { ok: false, reason: 'invalid' };
  return { ok: true, minor: parsed.minor };
}

/** A wire amount ("50000.00", "-12.5", "+100.00") in minor units; null when it is not one. */
export function wireMinor(value: string | null | undefined, currency: CurrencyCode): bigint | null {
  if (typeof value !== 'string') return null;
  const parsed = parseAmount(value.trim().replace(/^\+/, ''), currency, { allowNegative: true });
  return parsed.ok ? parsed.minor : null;
}

/** Display of minor units: thousands separators, 2 decimals floored (UI.md). */
export const showMinor = (minor: bigint, currency: CurrencyCode): string =>
  formatAmount(minor, currency);

/** The text an amount field gets from minor units: plain, no separators, the currency's scale. */
export const inputText = (minor: bigint, currency: CurrencyCode): string =>
  toWireAmount(minor, currency).replace(/\.?0+$/, '');

/** Display of a wire amount; '' for anything that is not a plain decimal (never 'NaN'). */
export const showAmount = (value: string | null | undefined): string => formatDecimalDisplay(value);

/**
 * A signed wire amount ("+100.00" credited, "-50.00" debited, as transaction records send them)
 * for display: the sign written out, and which way the money went.
 */
export function signedAmount(value: string): { text: string; direction: 'credit' | 'debit' } {
  const trimmed = value.trim();
  const debit = trimmed.startsWith('-');
  const shown = formatDecimalDisplay(trimmed.replace(/^[+-]/, ''));
  return {
    text: shown === '' ? '' : `${debit ? '-' : '+'}${shown}`,
    direction: debit ? 'debit' : 'credit',
  };
}

/**
 * The USDT a deposit of `amountMinor` comes to at `rate` (site currency per 1 USDT): the
 * contract's rule, the one the order uses, so the estimate and the order agree. null when the
 * rate is not a positive decimal.
 */
export function usdtFor(amountMinor: bigint, currency: CurrencyCode, rate: string): string | null {
  const pay = usdtForAmount(amountMinor, currency, rate);
  return pay === null ? null : toWireAmount(pay, 'USDT');
}

/** A USDT amount to send, shown exactly (every decimal counts on chain) with separators. */
export function showExact(value: string): string {
  const match = /^(\d+)(\.\d+)?$/.exec(value.trim());
  if (!match) return '';
  return `${(match[1] ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${match[2] ?? ''}`;
}

export type MoneyTone = 'credit' | 'debit' | 'zero';

/**
 * A signed wire amount (a net result: "1234.5", "-50", "+0.00") with the currency's symbol, as
 * "+¥1,234.50", "-¥50.00" or "¥0.00", and its tone for the colour (UI.md: green up, red down).
 * '' for anything that is not an amount, never 'NaN'.
 */
export function signedMoney(
  value: string | null | undefined,
  symbol: string,
): { text: string; tone: MoneyTone } {
  const trimmed = (value ?? '').trim();
  const shown = formatDecimalDisplay(trimmed.replace(/^[+-]/, ''));
  if (shown === '') return { text: '', tone: 'zero' };
  // Zero after flooring to the display's decimals is even, whatever sign it came with.
  if (/^[0,.]*$/.test(shown)) return { text: `${symbol}${shown}`, tone: 'zero' };
  const debit = trimmed.startsWith('-');
  return { text: `${debit ? '-' : '+'}${symbol}${shown}`, tone: debit ? 'debit' : 'credit' };
}

/**
 * A USDT amount (scale 6 on the wire) or a rate, read exactly: trailing zeros beyond two decimals
 * dropped ("136.986300" → "136.9863", "5.000000" → "5.00"), separators; '' when not a decimal.
 */
export function showPrecise(value: string | null | undefined): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec((value ?? '').trim());
  if (!match) return '';
  const decimals = (match[2] ?? '').replace(/0+$/, '').padEnd(2, '0');
  return showExact(`${match[1] ?? '0'}.${decimals}`);
}
