// Internal: exact decimal-string handling shared by the money helpers. Values never pass through
// floating point; a JS number is accepted only via its shortest round-trip string form.

export interface DecimalParts {
  readonly negative: boolean;
  /** Integer digits without leading zeros; '0' for zero. */
  readonly int: string;
  /** Fraction digits as written (trailing zeros kept). */
  readonly frac: string;
}

// Deliberately strict: no '+', no thousands separators, no '.5' or '5.', no exponent.
const DECIMAL_PATTERN = /^(-)?(\d+)(?:\.(\d+))?$/;

export function parseDecimal(text: string): DecimalParts | undefined {
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return undefined;
  const int = (match[2] ?? '').replace(/^0+(?=\d)/, '');
  return { negative: match[1] === '-', int, frac: match[3] ?? '' };
}

/**
 * String(n) for finite numbers in plain notation; undefined otherwise. Exponent forms (1e-7, 1e21)
 * are refused rather than expanded so that callers never guess at a value's intended precision.
 */
export function numberToDecimalString(n: number): string | undefined {
  if (!Number.isFinite(n)) return undefined;
  const text = String(n);
  return /e/i.test(text) ? undefined : text;
}

export function isZeroDigits(digits: string): boolean {
  return /^0*$/.test(digits);
}

export function groupThousands(intDigits: string): string {
  return intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
