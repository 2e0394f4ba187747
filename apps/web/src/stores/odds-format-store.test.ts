import { describe, expect, it } from 'vitest';
import { showOdds } from './odds-format-store.ts';

describe('showOdds', () => {
  it('writes handicap and totals odds in the chosen format', () => {
    expect(showOdds('1.950', 'ah', 'hk')).toBe('0.950');
    expect(showOdds('1.950', 'ou', 'malay')).toBe('0.950');
    expect(showOdds('2.250', 'ah', 'malay')).toBe('-0.800');
    expect(showOdds('1.950', 'ah', 'indo')).toBe('-1.053');
    expect(showOdds('2.250', 'ou', 'indo')).toBe('1.250');
  });

  it('keeps the result and correct-score markets, and everything in decimal, as they are', () => {
    expect(showOdds('3.200', '1x2', 'hk')).toBe('3.200');
    expect(showOdds('9.000', 'cs', 'malay')).toBe('9.000');
    expect(showOdds('1.950', 'ah', 'decimal')).toBe('1.950');
    expect(showOdds('3.612', undefined, 'hk')).toBe('3.612');
  });
});
