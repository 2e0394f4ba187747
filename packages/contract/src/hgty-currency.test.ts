import { describe, expect, it } from 'vitest';
import { hgtyCurrencyName, isFlaggedHgtyCurrency } from './hgty-currency.ts';

describe('hgtyCurrencyName', () => {
  it.each<[number | string, string]>([
    [1, 'USDT'],
    [2, 'USD'],
    [3, 'USDT'],
    [4, 'HHB'],
    [9, 'BOB'],
    [17, 'JPB'],
    ['2', 'USD'],
    ['17', 'JPB'],
    ['04', 'HHB'],
    [5, 'USDT'],
    [10, 'USDT'],
    [0, 'USDT'],
    [-1, 'USDT'],
    [2.5, 'USDT'],
    [Number.NaN, 'USDT'],
    [Number.POSITIVE_INFINITY, 'USDT'],
    ['', 'USDT'],
    [' 2', 'USDT'],
    ['2.0', 'USDT'],
    ['USD', 'USDT'],
  ])('%j → %s', (code, name) => {
    expect(hgtyCurrencyName(code)).toBe(name);
  });

  it('falls back for untyped junk', () => {
    expect(hgtyCurrencyName(null as unknown as number)).toBe('USDT');
  });
});

describe('isFlaggedHgtyCurrency', () => {
  const flagged = [2, 4, 5, 6, 7, 8, 9, 11, 12, 17, 24, 25];
  const notFlagged = [0, 1, 3, 10, 26, 100, -2, -5];
  it.each([
    ...flagged.map((n) => [n, true] as const),
    ...notFlagged.map((n) => [n, false] as const),
    ['5', true],
    ['25', true],
    ['011', true],
    ['1', false],
    ['10', false],
    ['26', false],
    ['5.0', false],
    [' 5', false],
    ['5a', false],
    ['', false],
    [4.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ] as const)('%j → %s', (code, expected) => {
    expect(isFlaggedHgtyCurrency(code)).toBe(expected);
  });
});
