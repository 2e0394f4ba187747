// Currency codes used by the hgty brand's wallet API (spec §9). They arrive as numbers or as
// numeric strings depending on the endpoint, so both are normalised the same way.

const HGTY_CURRENCY_NAMES: ReadonlyMap<number, string> = new Map([
  [1, 'USDT'],
  [2, 'USD'],
  [3, 'USDT'],
  [4, 'HHB'],
  [9, 'BOB'],
  [17, 'JPB'],
]);

const HGTY_DEFAULT_CURRENCY_NAME = 'USDT';

function toHgtyCode(code: unknown): number | undefined {
  if (typeof code === 'number') return Number.isSafeInteger(code) ? code : undefined;
  if (typeof code === 'string' && /^-?\d+$/.test(code)) {
    const n = Number(code);
    return Number.isSafeInteger(n) ? n : undefined;
  }
  return undefined;
}

/** Display name; unknown or malformed codes show the brand's default, USDT. */
export function hgtyCurrencyName(code: number | string): string {
  const n = toHgtyCode(code);
  return (n === undefined ? undefined : HGTY_CURRENCY_NAMES.get(n)) ?? HGTY_DEFAULT_CURRENCY_NAME;
}

/** Codes 2, 4-9 and 11-25 are flagged by the original client; 1, 3 and 10 are not. */
export function isFlaggedHgtyCurrency(code: number | string): boolean {
  const n = toHgtyCode(code);
  if (n === undefined) return false;
  return n === 2 || (n >= 4 && n <= 9) || (n >= 11 && n <= 25);
}
