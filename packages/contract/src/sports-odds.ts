// Odds of the in-house sportsbook. Decimal odds are kept exactly as integer thousandths (1.950 is
// 1950) and travel as strings with 3 decimals. Members may read them in another format; the wire
// always carries decimal odds. No value here passes through floating-point arithmetic.

export const ODDS_FORMATS = ['decimal', 'hk', 'malay', 'indo'] as const;
/** decimal 1.950; Hong Kong 0.950; Malay 0.950 or −0.800; Indonesian −1.053 or 1.250. */
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** Smallest and largest decimal odds the book takes, in thousandths. */
export const ODDS_MIN = 1_001;
export const ODDS_MAX = 1_000_000;

const ODDS_TEXT = /^(\d{1,4})(?:\.(\d{1,3}))?$/;
const SIGNED_TEXT = /^(-?)(\d{1,4})(?:\.(\d{1,3}))?$/;

/** "1.95" or "1.950" → 1950; undefined when not decimal odds within the book's range. */
export function parseOdds(text: string): number | undefined {
  const match = ODDS_TEXT.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return value >= ODDS_MIN && value <= ODDS_MAX ? value : undefined;
}

/** Signed thousandths as "-0.800", "1.250". */
function thousandthsText(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/** 1950 → "1.950". */
export const oddsText = (thousandths: number): string => thousandthsText(thousandths);

/** a / b rounded to the nearest integer, halves away from zero (a, b > 0). */
const divRound = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/** The negative side of Malay and Indonesian odds: −1 / (D − 1), in thousandths. */
const inverse = (decimal: number) => -divRound(1_000_000, decimal - 1000);

/** Decimal odds (thousandths) shown in a format, as a string with 3 decimals. */
export function formatOdds(decimal: number, format: OddsFormat): string {
  const net = decimal - 1000;
  switch (format) {
    case 'decimal':
      return thousandthsText(decimal);
    case 'hk':
      return thousandthsText(net);
    case 'malay':
      return thousandthsText(decimal <= 2000 ? net : inverse(decimal));
    case 'indo':
      return thousandthsText(decimal >= 2000 ? net : inverse(decimal));
  }
}

/**
 * Odds written in a format back to decimal odds in thousandths (undefined when not odds of that
 * format). The negative side of Malay and Indonesian odds is rounded to the thousandth, so a
 * decimal far from evens comes back within the rounding of its shown value.
 */
export function oddsFromFormat(text: string, format: OddsFormat): number | undefined {
  const match = SIGNED_TEXT.exec(text.trim());
  if (!match) return undefined;
  const magnitude = Number(match[2]) * 1000 + Number((match[3] ?? '').padEnd(3, '0'));
  const negative = match[1] === '-' && magnitude > 0;
  let decimal: number | undefined;
  if (format === 'decimal') decimal = negative ? undefined : magnitude;
  else if (format === 'hk') decimal = negative ? undefined : magnitude + 1000;
  else if (negative) {
    // Malay negatives stand for decimals above 2, Indonesian ones for decimals below 2.
    if (format === 'malay' && magnitude > 1000) return undefined;
    if (format === 'indo' && magnitude < 1000) return undefined;
    decimal = 1000 + divRound(1_000_000, magnitude);
  } else {
    if (format === 'malay' && magnitude > 1000) return undefined;
    if (format === 'indo' && magnitude < 1000) return undefined;
    decimal = magnitude + 1000;
  }
  return decimal !== undefined && decimal >= ODDS_MIN && decimal <= ODDS_MAX ? decimal : undefined;
}
