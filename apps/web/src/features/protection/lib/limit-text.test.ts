import { describe, expect, it } from 'vitest';
import { formatWait, isConfirmable } from './limit-text.ts';

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
