import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, currencyScale, isCurrencyCode } from './currency.ts';

describe('CURRENCIES', () => {
  it.each([
    ['CNY', 2, '¥'],
    ['HKD', 2, 'HK$'],
    ['USD', 2, '$'],
    ['USDT', 6, '₮'],
  ] as const)('%s has scale %i and symbol %s', (code, scale, symbol) => {
    expect(CURRENCIES[code]).toEqual({ code, scale, symbol });
    expect(currencyScale(code)).toBe(scale);
  });

  it('lists exactly the four codes and is frozen', () => {
    expect(CURRENCY_CODES).toEqual(['CNY', 'HKD', 'USD', 'USDT']);
    expect(Object.isFrozen(CURRENCIES)).toBe(true);
    expect(Object.isFrozen(CURRENCIES.CNY)).toBe(true);
  });
});

describe('isCurrencyCode', () => {
  it.each([
    ['CNY', true],
    ['USDT', true],
    ['cny', false],
    [' CNY', false],
    ['EUR', false],
    ['', false],
    ['toString', false],
    ['__proto__', false],
    [1, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isCurrencyCode(value)).toBe(expected);
  });
});
