// Decimal strings on the wire, never floats (CONVENTIONS.md, Money): no leading zeros, any scale.
const DECIMAL = /^(0|[1-9]\d*)(?:\.(\d+))?$/;

/** A positive decimal amount such as "100.00", "5" or "0.5". */
export function isPositiveDecimal(amount: string): boolean {
  const match = DECIMAL.exec(amount);
  if (!match) return false;
  return BigInt(`${match[1]}${match[2] ?? ''}`) > 0n;
}

/**
 * The `wrongAmount` fault: the amount plus one whole unit, written with the same number of
 * decimals ("100.00" → "101.00", "7" → "8") so only the value is wrong, not the format.
 */
export function addOneUnit(amount: string): string {
  const match = DECIMAL.exec(amount);
  if (!match) throw new Error(`not a decimal amount: ${amount}`);
  const fraction = match[2] ?? '';
  const scale = fraction.length;
  const minor = BigInt(`${match[1]}${fraction}`) + 10n ** BigInt(scale);
  if (scale === 0) return minor.toString();
  const digits = minor.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}
