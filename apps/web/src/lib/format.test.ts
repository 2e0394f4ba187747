import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from './format.ts';

describe('formatMoney', () => {
  it.each([
    ['1234.5', '1,234.50'],
    ['1234567.899', '1,234,567.89'],
    ['0', '0.00'],
    ['0.009', '0.00'],
    ['-12.345', '-12.34'],
    ['-0.001', '0.00'],
    ['100', '100.00'],
    [' 7.1 ', '7.10'],
    ['', ''],
    ['abc', ''],
    ['NaN', ''],
    ['1e5', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2024-05-01T12:34:56Z', 'zh-CN', '2024-05-01 20:34:56'],
    ['2024-05-01T12:34:56Z', 'zh-HK', '2024-05-01 20:34:56'],
    ['2024-05-01T12:34:56Z', 'en', '2024-05-01 20:34:56'],
    ['2024-05-01T12:34:56Z', 'en-US', '2024-05-01 20:34:56'],
    ['2024-05-01T12:34:56Z', 'zh_CN', '2024-05-01 20:34:56'],
    ['2024-12-31T16:00:00Z', 'zh-CN', '2025-01-01 00:00:00'],
    ['2024-01-01T00:00:00+08:00', 'en', '2024-01-01 00:00:00'],
    ['2024-03-10T03:05:09.123Z', 'zh-CN', '2024-03-10 11:05:09'],
  ])('%s in %s → %s', (iso, lang, expected) => {
    expect(formatDateTime(iso, lang)).toBe(expected);
  });

  it.each(['', 'not a date', '2024-13-45T00:00:00Z'])('invalid %j gives empty text', (iso) => {
    expect(formatDateTime(iso, 'zh-CN')).toBe('');
  });
});
