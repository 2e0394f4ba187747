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
    // The agent programme's tiers (features/agent, features/join-us).
    ['0.35', '35%'],
    ['0.3', '30%'],
    ['0.30', '30%'],
    ['0.015', '1.5%'],
    ['0.0001', '0.01%'],
    ['1.0000', '100%'],
  ])('%s → %s', (rate, shown) => expect(ratePercent(rate)).toBe(shown));
});
