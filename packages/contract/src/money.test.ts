import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from './currency.ts';
import {
  AMOUNT_LIMIT_MAJOR,
  formatAmount,
  formatDecimalDisplay,
  minorFromMajor,
  parseAmount,
  toWireAmount,
} from './money.ts';

describe('parseAmount accepts', () => {
  it.each<[string | number, CurrencyCode, bigint]>([
    ['0', 'CNY', 0n],
    ['0.01', 'CNY', 1n],
    ['1234.5', 'CNY', 123450n],
    ['1234.50', 'CNY', 123450n],
    ['1.230', 'CNY', 123n],
    ['  12.34\n', 'CNY', 1234n],
    ['007.5', 'HKD', 750n],
    ['-0', 'CNY', 0n],
    ['-0.00', 'CNY', 0n],
    ['999999999999999.99', 'CNY', 99999999999999999n],
    ['0.000001', 'USDT', 1n],
    ['12.5', 'USDT', 12500000n],
    ['999999999999999.999999', 'USDT', 999999999999999999999n],
    [0, 'CNY', 0n],
    [-0, 'CNY', 0n],
    [12.34, 'USD', 1234n],
    [0.1, 'CNY', 10n],
    [0.000001, 'USDT', 1n],
    [999999999999999, 'CNY', 99999999999999900n],
  ])('%j %s → %s', (input, currency, minor) => {
    expect(parseAmount(input, currency)).toEqual({ ok: true, minor });
  });
});

describe('parseAmount refuses', () => {
  it.each<[unknown, CurrencyCode, string]>([
    ['', 'CNY', 'invalid'],
    ['   ', 'CNY', 'invalid'],
    ['abc', 'CNY', 'invalid'],
    ['1,234.50', 'CNY', 'invalid'],
    ['+1', 'CNY', 'invalid'],
    ['.5', 'CNY', 'invalid'],
    ['5.', 'CNY', 'invalid'],
    ['1 000', 'CNY', 'invalid'],
    ['1e3', 'CNY', 'invalid'],
    ['0x10', 'CNY', 'invalid'],
    ['１２', 'CNY', 'invalid'],
    ['--1', 'CNY', 'invalid'],
    [Number.NaN, 'CNY', 'invalid'],
    [Number.POSITIVE_INFINITY, 'CNY', 'invalid'],
    [1e-7, 'USDT', 'invalid'],
    [10n, 'CNY', 'invalid'],
    [null, 'CNY', 'invalid'],
    ['-1', 'CNY', 'negative'],
    ['-0.01', 'CNY', 'negative'],
    [-5, 'CNY', 'negative'],
    [-1e21, 'CNY', 'negative'],
    ['0.001', 'CNY', 'too_many_decimals'],
    ['1.2345', 'USD', 'too_many_decimals'],
    ['0.0000001', 'USDT', 'too_many_decimals'],
    [0.1 + 0.2, 'CNY', 'too_many_decimals'],
    ['1000000000000000', 'CNY', 'too_large'],
    ['1000000000000000.00', 'CNY', 'too_large'],
    ['1000000000000000', 'USDT', 'too_large'],
    [1e21, 'CNY', 'too_large'],
  ])('%o %s → %s', (input, currency, reason) => {
    expect(parseAmount(input as string, currency)).toEqual({ ok: false, reason });
  });
});

describe('parseAmount with allowNegative', () => {
  it.each<[string | number, bigint | string]>([
    ['-0.05', -5n],
    ['-1234.5', -123450n],
    [-12.34, -1234n],
    ['-999999999999999.99', -99999999999999999n],
    ['-1000000000000000', 'too_large'],
    ['-0.001', 'too_many_decimals'],
    [-1e21, 'too_large'],
  ])('%j → %s', (input, expected) => {
    const result = parseAmount(input, 'CNY', { allowNegative: true });
    expect(result).toEqual(
      typeof expected === 'bigint'
        ? { ok: true, minor: expected }
        : { ok: false, reason: expected },
    );
  });
});

describe('minorFromMajor', () => {
  it.each<[bigint, CurrencyCode, bigint]>([
    [0n, 'CNY', 0n],
    [12n, 'CNY', 1200n],
    [-3n, 'HKD', -300n],
    [5n, 'USDT', 5000000n],
    [AMOUNT_LIMIT_MAJOR, 'USD', 10n ** 17n],
  ])('%s %s → %s', (major, currency, minor) => {
    expect(minorFromMajor(major, currency)).toBe(minor);
  });
});

describe('toWireAmount', () => {
  it.each<[bigint, CurrencyCode, string]>([
    [0n, 'CNY', '0.00'],
    [1n, 'CNY', '0.01'],
    [-5n, 'CNY', '-0.05'],
    [123450n, 'CNY', '1234.50'],
    [-123450n, 'HKD', '-1234.50'],
    [99999999999999999n, 'USD', '999999999999999.99'],
    [0n, 'USDT', '0.000000'],
    [1n, 'USDT', '0.000001'],
    [12500000n, 'USDT', '12.500000'],
    [-1239000n, 'USDT', '-1.239000'],
  ])('%s %s → %s', (minor, currency, wire) => {
    expect(toWireAmount(minor, currency)).toBe(wire);
  });

  it.each<[string, CurrencyCode]>([
    ['0.00', 'CNY'],
    ['-0.05', 'CNY'],
    ['1234567.89', 'HKD'],
    ['0.000001', 'USDT'],
    ['-999999999999999.999999', 'USDT'],
  ])('round-trips %s %s through parseAmount', (wire, currency) => {
    const parsed = parseAmount(wire, currency, { allowNegative: true });
    expect(parsed.ok && toWireAmount(parsed.minor, currency)).toBe(wire);
  });
});

describe('formatAmount', () => {
  it.each<[bigint, CurrencyCode, string]>([
    [0n, 'CNY', '0.00'],
    [1n, 'CNY', '0.01'],
    [-1n, 'CNY', '-0.01'],
    [100n, 'CNY', '1.00'],
    [99999n, 'CNY', '999.99'],
    [100000n, 'CNY', '1,000.00'],
    [123450n, 'CNY', '1,234.50'],
    [-123450n, 'CNY', '-1,234.50'],
    [123456789n, 'HKD', '1,234,567.89'],
    [99999999999999999n, 'USD', '999,999,999,999,999.99'],
    [1239000n, 'USDT', '1.23'],
    [-1239000n, 'USDT', '-1.23'],
    [1999999n, 'USDT', '1.99'],
    [9999n, 'USDT', '0.00'],
    [-9999n, 'USDT', '0.00'],
    [-10000n, 'USDT', '-0.01'],
    [1234567890123456n, 'USDT', '1,234,567,890.12'],
  ])('%s %s → %s', (minor, currency, display) => {
    expect(formatAmount(minor, currency)).toBe(display);
  });

  it.each<[bigint, CurrencyCode, string]>([
    [123450n, 'CNY', '¥1,234.50'],
    [-5n, 'CNY', '-¥0.05'],
    [100n, 'HKD', 'HK$1.00'],
    [100n, 'USD', '$1.00'],
    [-1239000n, 'USDT', '-₮1.23'],
    [-1n, 'USDT', '₮0.00'],
  ])('with symbol %s %s → %s', (minor, currency, display) => {
    expect(formatAmount(minor, currency, { withSymbol: true })).toBe(display);
  });
});

describe('formatDecimalDisplay', () => {
  it.each<[string | number | null | undefined, string]>([
    ['0', '0.00'],
    ['1', '1.00'],
    ['1.5', '1.50'],
    ['1.239', '1.23'],
    ['-1.239', '-1.23'],
    ['-0.001', '0.00'],
    ['-0', '0.00'],
    ['1234567.899999', '1,234,567.89'],
    ['00012.3', '12.30'],
    ['  42.1 ', '42.10'],
    ['123456789012345678901234567890.129', '123,456,789,012,345,678,901,234,567,890.12'],
    [1234.5, '1,234.50'],
    [-0.019, '-0.01'],
    ['', ''],
    ['abc', ''],
    ['NaN', ''],
    ['Infinity', ''],
    ['1,234.50', ''],
    ['1e5', ''],
    ['+1', ''],
    ['.5', ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [1e21, ''],
    [1e-7, ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (value, display) => {
    expect(formatDecimalDisplay(value)).toBe(display);
  });
});
