// The venue keeps every balance in integer minor units with two decimals, whatever the currency:
// the protocol's amounts are always written with exactly two decimals.

const EXACT = /^(0|[1-9]\d{0,14})\.(\d{2})$/;
const LOOSE = /^(-)?(0|[1-9]\d{0,14})(?:\.(\d{1,2}))?$/;

/** A protocol amount: exactly two decimals, positive ("100.00"). */
export function parseWireAmount(value: unknown): bigint | undefined {
  if (typeof value !== 'string') return undefined;
  const match = EXACT.exec(value);
  if (!match) return undefined;
  const minor = BigInt(`${match[1]}${match[2]}`);
  return minor > 0n ? minor : undefined;
}

/**
 * A human-typed amount ("10", "0.5", "-5.00"), used by the play page and the adjust switch.
 * Signed only when `signed` is set; zero is refused either way.
 */
export function parseLooseAmount(value: unknown, signed = false): bigint | undefined {
  if (typeof value !== 'string') return undefined;
  const match = LOOSE.exec(value);
  if (!match || (match[1] && !signed)) return undefined;
  const minor = BigInt(`${match[2]}${(match[3] ?? '').padEnd(2, '0')}`);
  if (minor === 0n) return undefined;
  return match[1] ? -minor : minor;
}

export function formatAmount(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
