import { describe, expect, it } from 'vitest';
import { ratePercent } from './rate.ts';

describe('ratePercent', () => {
  it.each([
    ['0.008', '0.8%'],
    ['0.010', '1%'],
    ['0.0125', '1.25%'],
    ['0', '0%'],
    ['1', '100%'],
    ['0.000001', '0.0001%'],
    ['abc', ''],
    ['', ''],
  ])('%s → %s', (rate, shown) => expect(ratePercent(rate)).toBe(shown));
});
