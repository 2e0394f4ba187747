// Money helpers. Amounts are bigint minor units internally and exact decimal strings on the wire
// (CONVENTIONS.md, Money 1); no value here ever passes through floating-point arithmetic.
import { CURRENCIES, type CurrencyCode } from './currency.ts';
import { groupThousands, isZeroDigits, numberToDecimalString, parseDecimal } from './decimal.ts';

export type AmountParseReason = 'invalid' | 'too_many_decimals' | 'negative' | 'too_large';

export type ParseAmountResult =
  | { readonly ok: true; readonly minor: bigint }
  | { readonly ok: false; readonly reason: AmountParseReason };

export interface ParseAmountOptions {
  /** Signed adjustments (corrections, reversals) may be negative; member input may not. */
  readonly allowNegative?: boolean;
}

/**
 * Magnitudes must stay strictly below 10^15 major units: the Chinese cheque converter stops there,
 * and it keeps every amount far inside a signed 64-bit column even at USDT's 6-digit scale.
 */
export const AMOUNT_LIMIT_MAJOR = 10n ** 15n;

function scaleFactor(currency: CurrencyCode): bigint {
  return 10n ** BigInt(CURRENCIES[currency].scale);
}

export function minorFromMajor(major: bigint, currency: CurrencyCode): bigint {
  return major * scaleFactor(currency);
}

const fail = (reason: AmountParseReason): ParseAmountResult => ({ ok: false, reason });

/**
 * Parses a major-unit decimal ("1234.5") into minor units. bigint input is not accepted because
 * bigint means minor units everywhere else; use minorFromMajor for whole major amounts.
 * Excess decimals are refused, never rounded; trailing zeros beyond the scale lose nothing and are
 * accepted ("1.230" CNY). "-0" is zero, not negative.
 */
export function parseAmount(
  input: string | number,
  currency: CurrencyCode,
  options: ParseAmountOptions = {},
): ParseAmountResult {
  const allowNegative = options.allowNegative === true;
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return fail('invalid');
    const plain = numberToDecimalString(input);
    if (plain === undefined) {
      if (input < 0 && !allowNegative) return fail('negative');
      // Only magnitudes >= 1e21 print with a positive exponent; 1e-7 style values are refused.
      return fail(String(input).includes('e+') ? 'too_large' : 'invalid');
    }
    text = plain;
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return fail('invalid'); // untyped callers (parsed JSON) can hand us anything
  }

  const parts = parseDecimal(text);
  if (!parts) return fail('invalid');
  const isZero = parts.int === '0' && isZeroDigits(parts.frac);
  if (parts.negative && !isZero && !allowNegative) return fail('negative');

  const { scale } = CURRENCIES[currency];
  const significantFrac = parts.frac.replace(/0+$/, '');
  if (significantFrac.length > scale) return fail('too_many_decimals');

  const magnitude = BigInt(parts.int + significantFrac.padEnd(scale, '0'));
  if (magnitude >= AMOUNT_LIMIT_MAJOR * scaleFactor(currency)) return fail('too_large');
  return { ok: true, minor: parts.negative ? -magnitude : magnitude };
}

interface MinorParts {
  readonly negative: boolean;
  readonly int: string;
  readonly frac: string;
}

function splitMinor(minor: bigint, scale: number): MinorParts {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const cut = digits.length - scale;
  return { negative, int: digits.slice(0, cut), frac: digits.slice(cut) };
}

/**
 * Wire form: always exactly the currency's scale ("1234.50" CNY, "12.500000" USDT), so a value's
 * precision is visible and string equality means amount equality.
 */
export function toWireAmount(minor: bigint, currency: CurrencyCode): string {
  const { negative, int, frac } = splitMinor(minor, CURRENCIES[currency].scale);
  return (negative ? '-' : '') + int + (frac === '' ? '' : `.${frac}`);
}

export interface FormatAmountOptions {
  /** Prefix the currency symbol after the sign: "-¥1,234.50". */
  readonly withSymbol?: boolean;
}

// Display truncates toward zero to 2 decimals (docs/decisions/money-display-truncation.md).
function formatDisplay(negative: boolean, int: string, frac: string, symbol: string): string {
  const cents = frac.slice(0, 2).padEnd(2, '0');
  // A value that truncates to zero shows no sign: "-0.00" reads as a debt that does not exist.
  const sign = negative && !(int === '0' && cents === '00') ? '-' : '';
  return `${sign}${symbol}${groupThousands(int)}.${cents}`;
}

export function formatAmount(
  minor: bigint,
  currency: CurrencyCode,
  options: FormatAmountOptions = {},
): string {
  const { scale, symbol } = CURRENCIES[currency];
  const { negative, int, frac } = splitMinor(minor, scale);
  return formatDisplay(negative, int, frac, options.withSymbol === true ? symbol : '');
}

/**
 * Display form of a decimal that arrived from the wire, with formatAmount's rules. Anything that
 * is not a plain decimal yields '' so that the page never shows 'NaN' or 'undefined'.
 */
export function formatDecimalDisplay(value: string | number | null | undefined): string {
  let text: string | undefined;
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number') text = numberToDecimalString(value);
  const parts = text === undefined ? undefined : parseDecimal(text);
  return parts ? formatDisplay(parts.negative, parts.int, parts.frac, '') : '';
}
