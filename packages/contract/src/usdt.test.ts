import { describe, expect, it } from 'vitest';
import { parseRate, usdtForAmount } from './usdt.ts';

describe('USDT for an amount', () => {
  it('is amount / rate rounded up to the micro-unit', () => {
    expect(usdtForAmount(10_000n, 'CNY', '7.20')).toBe(13_888_889n); // 13.8888888…
    expect(usdtForAmount(7_200n, 'CNY', '7.20')).toBe(10_000_000n); // exact: no rounding
    expect(usdtForAmount(1n, 'CNY', '7.2')).toBe(1_389n); // 0.01 / 7.2 = 0.001388…
    expect(usdtForAmount(200n, 'CNY', '3')).toBe(666_667n);
    expect(usdtForAmount(100n, 'CNY', '3')).toBe(333_334n); // up, not half up (333_333)
    expect(usdtForAmount(10_000n, 'HKD', '7.80')).toBe(12_820_513n);
    expect(usdtForAmount(10_000n, 'USD', '1.00')).toBe(100_000_000n);
    expect(usdtForAmount(123_456_789n, 'USDT', '1')).toBe(123_456_789n);
    expect(usdtForAmount(10_000n, 'CNY', '7.12345678')).toBe(14_038_129n); // 14.038128 27…
  });

  it('never asks for less than the amount is worth, nor a micro-unit more', () => {
    for (const minor of [1n, 99n, 10_001n, 4_999_999n, 123_456_789n]) {
      const pay = usdtForAmount(minor, 'CNY', '7.23') as bigint;
      // pay (micro) x 7.23 >= amount (cents), in one integer scale: 1e-6 * 1e-2 vs 1e-2.
      expect(pay * 723n).toBeGreaterThanOrEqual(minor * 1_000_000n);
      expect((pay - 1n) * 723n).toBeLessThan(minor * 1_000_000n);
    }
  });

  it('refuses rates that are not positive decimals of at most 8 decimals', () => {
    for (const rate of ['0', '0.00', 'abc', '-1', '1.123456789', '', '1e3']) {
      expect(parseRate(rate)).toBeNull();
      expect(usdtForAmount(100n, 'CNY', rate)).toBeNull();
    }
    expect(parseRate('7.20')).toEqual({ units: 720n, scale: 2 });
  });
});
