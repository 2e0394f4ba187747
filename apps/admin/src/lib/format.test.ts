import { describe, expect, it } from 'vitest';
import { formatAmount, formatTime } from './format.ts';

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
});
