import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ODDS_MAX,
  ODDS_MIN,
  formatOdds,
  oddsFromFormat,
  oddsText,
  parseOdds,
  type OddsFormat,
} from './sports-odds.ts';
import { lineText, parseLine } from './sports.ts';

describe('odds formats', () => {
  it.each<[number, OddsFormat, string]>([
    [1950, 'decimal', '1.950'],
    [1950, 'hk', '0.950'],
    [1950, 'malay', '0.950'],
    [1950, 'indo', '-1.053'],
    [2000, 'hk', '1.000'],
    [2000, 'malay', '1.000'],
    [2000, 'indo', '1.000'],
    [2250, 'hk', '1.250'],
    [2250, 'malay', '-0.800'],
    [2250, 'indo', '1.250'],
    [1500, 'malay', '0.500'],
    [1500, 'indo', '-2.000'],
    [11000, 'malay', '-0.100'],
    [1001, 'indo', '-1000.000'],
  ])('shows %i as %s %s, and reads it back', (decimal, format, shown) => {
    expect(formatOdds(decimal, format)).toBe(shown);
    expect(oddsFromFormat(shown, format)).toBe(decimal);
  });

  it('reads back what it shows: exactly on the exact sides, within the rounding elsewhere', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: ODDS_MIN, max: 100_000 }),
        fc.constantFrom<OddsFormat>('decimal', 'hk', 'malay', 'indo'),
        (decimal, format) => {
          const back = oddsFromFormat(formatOdds(decimal, format), format)!;
          const exact =
            format === 'decimal' ||
            format === 'hk' ||
            (format === 'malay' && decimal <= 2000) ||
            (format === 'indo' && decimal >= 2000);
          if (exact) return back === decimal;
          // The shown value x = 1/(D−1) is rounded to ±0.0005, so D − 1 = 1/x comes back within
          // 1/(x − 0.0005) − 1/x (not (D−1)² × 0.0005: that first-order bound fell short by 2 %
          // at 43.554, seed 459934398), plus a thousandth for rounding back.
          const x = 1000 / (decimal - 1000);
          const within = 1000 * (1 / (x - 0.0005) - 1 / x);
          return Math.abs(back - decimal) <= Math.ceil(within + 1);
        },
      ),
    );
  });

  it('refuses what is not odds of the format', () => {
    expect(oddsFromFormat('abc', 'decimal')).toBeUndefined();
    expect(oddsFromFormat('-1.5', 'hk')).toBeUndefined();
    expect(oddsFromFormat('1.5', 'malay')).toBeUndefined();
    expect(oddsFromFormat('-0.5', 'indo')).toBeUndefined();
    expect(oddsFromFormat('1.0', 'decimal')).toBeUndefined();
  });

  it('parses decimal odds of the wire within the book range', () => {
    expect(parseOdds('1.95')).toBe(1950);
    expect(parseOdds('1.950')).toBe(1950);
    expect(parseOdds('1.9501')).toBeUndefined();
    expect(parseOdds('1')).toBeUndefined();
    expect(parseOdds(oddsText(ODDS_MAX))).toBe(ODDS_MAX);
    expect(oddsText(12345)).toBe('12.345');
  });
});

describe('lines', () => {
  it.each<[string, number, string]>([
    ['-0.25', -1, '-0.25'],
    ['2.5', 10, '2.5'],
    ['0', 0, '0'],
    ['+1.75', 7, '1.75'],
    ['-1', -4, '-1'],
    ['0.50', 2, '0.5'],
  ])('reads %s as %i quarters and writes %s', (text, quarters, written) => {
    expect(parseLine(text)).toBe(quarters);
    expect(lineText(quarters)).toBe(written);
  });

  it('refuses what is not a line in quarters', () => {
    expect(parseLine('0.3')).toBeUndefined();
    expect(parseLine('abc')).toBeUndefined();
  });
});
