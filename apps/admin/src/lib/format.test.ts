import { describe, expect, it } from 'vitest';
import { formatAmount, formatRate, formatTime, formatUsdt } from './format.ts';

describe('console formats', () => {
  it('shows instants in Beijing time', () => {
    expect(formatTime('2026-11-28T16:30:05.000Z')).toBe('2026-11-29 00:30:05');
    expect(formatTime('not a date')).toBe('');
    expect(formatTime(null)).toBe('');
  });
  it('shows amounts with separators and their currency', () => {
    expect(formatAmount('1234.5', 'CNY')).toBe('1,234.50 CNY');
    expect(formatAmount(null)).toBe('');
  });
  it('shows USDT to send with every decimal', () => {
    expect(formatUsdt('136.362637')).toBe('136.362637');
    expect(formatUsdt('1234567.000001')).toBe('1,234,567.000001');
    expect(formatUsdt('0.000000')).toBe('0.000000');
    expect(formatUsdt('12')).toBe('12');
  });
  it('shows a share as a percentage exactly (0.07 is 7%, never 7.000000000000001%)', () => {
    expect(formatRate('0.07')).toBe('7%');
    expect(formatRate('0.5')).toBe('50%');
    expect(formatRate('0.125')).toBe('12.5%');
    expect(formatRate('1')).toBe('100%');
    expect(formatRate('0.0005')).toBe('0.05%');
  });
});
