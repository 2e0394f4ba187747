import { describe, expect, it } from 'vitest';
import { formatWait, isConfirmable, usageOf } from './limit-text.ts';

describe('formatWait', () => {
  it('writes hours, minutes and seconds, rounding up to the next second', () => {
    expect(formatWait(24 * 3_600_000)).toBe('24:00:00');
    expect(formatWait(3_600_000 + 61_500)).toBe('1:01:02');
    expect(formatWait(-5)).toBe('0:00:00');
  });
});

describe('isConfirmable', () => {
  const pending = {
    kind: 'deposit' as const,
    period: 'day' as const,
    amount: '500.00',
    effectiveAt: '2026-11-30T10:00:00.000Z',
    confirmable: false,
  };
  it('follows the server, and the clock once the wait is over', () => {
    expect(isConfirmable(pending, Date.parse('2026-11-30T09:59:59.000Z'))).toBe(false);
    expect(isConfirmable(pending, Date.parse('2026-11-30T10:00:00.000Z'))).toBe(true);
    expect(isConfirmable({ ...pending, confirmable: true }, 0)).toBe(true);
  });
});

describe('usageOf', () => {
  it('shows used and left of a set limit, never less than nothing left', () => {
    expect(usageOf('50.00', '40.00', 'CNY')).toEqual({ used: '40.00', left: '10.00', percent: 80 });
    expect(usageOf('5000', '0.00', 'CNY')).toEqual({ used: '0.00', left: '5,000.00', percent: 0 });
    expect(usageOf('50.00', '61.25', 'CNY')).toEqual({ used: '61.25', left: '0.00', percent: 100 });
  });
  it('has nothing to show without a limit or without its usage', () => {
    expect(usageOf(null, null, 'CNY')).toBeNull();
    expect(usageOf(null, '10.00', 'CNY')).toBeNull();
    expect(usageOf('50.00', null, 'CNY')).toBeNull();
  });
});
