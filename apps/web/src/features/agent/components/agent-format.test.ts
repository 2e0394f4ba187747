import { describe, expect, it } from 'vitest';
import { earlierMonths } from './agent-format.ts';

describe('agent formats', () => {
  it('lists the ten months before last month, in Beijing time', () => {
    // Already February 1st in Beijing.
    const months = earlierMonths(new Date('2026-01-31T16:30:00Z'));
    expect(months).toHaveLength(10);
    expect(months[0]).toBe('2025-12');
    expect(months.at(-1)).toBe('2025-03');
  });

  it('lists no month before the member registered (Beijing months)', () => {
    const now = new Date('2026-11-27T04:00:00Z');
    expect(earlierMonths(now, new Date('2026-07-31T16:30:00Z'))).toEqual(['2026-09', '2026-08']);
    expect(earlierMonths(now, new Date('2026-10-05T00:00:00Z'))).toEqual([]);
  });
});
