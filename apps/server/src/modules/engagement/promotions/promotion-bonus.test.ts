import { describe, expect, it } from 'vitest';
import { BONUS_RATE, bonusFor, shareOf } from './promotion-bonus.ts';

describe('activity bonus arithmetic', () => {
  it('takes a share in integers, flooring to the minor unit', () => {
    expect(shareOf(10_000n, '0.5')).toBe(5_000n);
    expect(shareOf(333n, '0.1')).toBe(33n);
    expect(shareOf(99_999n, '0.0125')).toBe(1_249n);
    expect(shareOf(12_345n, '1')).toBe(12_345n);
    expect(shareOf(100n, '2.5')).toBe(250n);
    // Far beyond what a float holds exactly.
    expect(shareOf(9_007_199_254_740_993n, '0.5')).toBe(4_503_599_627_370_496n);
  });

  it('accepts rates from 0 to 10 with up to four decimals', () => {
    for (const ok of ['0', '0.1', '0.0001', '1', '9.9999', '10', '10.0'])
      expect(BONUS_RATE.test(ok), ok).toBe(true);
    for (const bad of ['', '.5', '0.00001', '10.5', '11', '-0.1', '50%', '1e-3'])
      expect(BONUS_RATE.test(bad), bad).toBe(false);
    expect(() => shareOf(1n, '50%')).toThrow();
  });

  it('pays the fixed bonus, else the capped share', () => {
    const fixed = { bonusAmount: 8_800n, bonusRate: '0', bonusCap: 0n };
    expect(bonusFor(fixed, 0n)).toBe(8_800n);
    expect(bonusFor(fixed, 1_000_000n)).toBe(8_800n);
    const share = { bonusAmount: 0n, bonusRate: '0.5', bonusCap: 10_000n };
    expect(bonusFor(share, 0n)).toBe(0n);
    expect(bonusFor(share, 12_000n)).toBe(6_000n);
    expect(bonusFor(share, 50_000n)).toBe(10_000n);
    expect(bonusFor({ bonusAmount: 0n, bonusRate: '0', bonusCap: 0n }, 50_000n)).toBe(0n);
  });
});
