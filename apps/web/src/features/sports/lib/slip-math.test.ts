import { describe, expect, it } from 'vitest';
import { centsText, combinedOddsText, payoutCents, stakeCents } from './slip-math.ts';

describe('slip math', () => {
  it('reads stakes of up to two decimals, nothing else', () => {
    expect(stakeCents('12')).toBe(1200n);
    expect(stakeCents(' 12.5 ')).toBe(1250n);
    expect(stakeCents('0.01')).toBe(1n);
    for (const bad of ['', '1.234', '-1', '1e3', 'abc', '.5'])
      expect(stakeCents(bad)).toBeUndefined();
  });

  it('pays the stake times every leg, rounded down to the cent as the book does', () => {
    expect(centsText(payoutCents(10_000n, ['1.950'])!)).toBe('195.00');
    // 33.33 × 1.95 × 2.1 = 136.486... → 136.48
    expect(centsText(payoutCents(3333n, ['1.950', '2.100'])!)).toBe('136.48');
    expect(payoutCents(100n, ['x'])).toBeUndefined();
    expect(combinedOddsText(['1.950', '2.100'])).toBe('4.095');
    expect(combinedOddsText(['1.333', '1.333'])).toBe('1.776');
  });
});
