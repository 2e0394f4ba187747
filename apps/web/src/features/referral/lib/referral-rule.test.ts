import { describe, expect, it } from 'vitest';
import { turnoverTimes } from './referral-rule.ts';

describe('turnoverTimes', () => {
  it('writes the multiple without trailing zeros', () => {
    expect(turnoverTimes('1')).toBe('1');
    expect(turnoverTimes('1.00')).toBe('1');
    expect(turnoverTimes('1.50')).toBe('1.5');
    expect(turnoverTimes('10')).toBe('10');
    expect(turnoverTimes('0.5')).toBe('0.5');
  });

  it('is null when the reward carries no turnover', () => {
    expect(turnoverTimes('0')).toBeNull();
    expect(turnoverTimes('0.00')).toBeNull();
  });

  it('shows anything else as sent rather than hide a requirement', () => {
    expect(turnoverTimes(' 2x ')).toBe('2x');
  });
});
