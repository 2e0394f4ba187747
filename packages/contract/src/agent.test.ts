import { describe, expect, it } from 'vitest';
import { beijingMonth, isAgentRate, monthBounds, shiftMonth } from './agent.ts';

describe('agent months', () => {
  it('are Beijing calendar months', () => {
    expect(beijingMonth(new Date('2026-01-31T15:59:59Z'))).toBe('2026-01');
    expect(beijingMonth(new Date('2026-01-31T16:00:00Z'))).toBe('2026-02');
    expect(monthBounds('2026-12')).toEqual({
      from: new Date('2026-11-30T16:00:00Z'),
      to: new Date('2026-12-31T16:00:00Z'),
    });
  });

  it('shift across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-05', -17)).toBe('2024-12');
    expect(() => shiftMonth('2026-13', 1)).toThrow(RangeError);
  });
});

describe('agent rates', () => {
  it('are fractions above 0 up to 1 with at most 4 places', () => {
    for (const ok of ['0.3', '0.35', '0.0001', '1', '1.0000'])
      expect(isAgentRate(ok), ok).toBe(true);
    for (const bad of ['0', '0.0', '1.01', '.3', '0.12345', '-0.1', 30, '']) {
      expect(isAgentRate(bad), String(bad)).toBe(false);
    }
  });
});
