import { describe, expect, it } from 'vitest';
import { beijingMinutes } from '../../../lib/beijing-time.ts';
import { newOrderNo } from '../../../lib/order-numbers.ts';
import { isOpenAt, newReference, REFERENCE_ALPHABET, usdtPayAmount } from './deposit-rules.ts';

/** A moment at Beijing wall-clock time hh:mm on 2025-03-10. */
const beijing = (hhmm: string) => new Date(`2025-03-10T${hhmm}:00+08:00`);

describe('opening hours (Asia/Shanghai)', () => {
  it('reads Beijing wall-clock time whatever the UTC day', () => {
    expect(beijingMinutes(new Date('2025-03-09T16:30:00Z'))).toBe(30); // 00:30 next day
    expect(beijingMinutes(beijing('23:59'))).toBe(23 * 60 + 59);
  });

  it('equal bounds mean around the clock', () => {
    for (const at of ['00:00', '08:00', '23:59'])
      expect(isOpenAt('00:00', '00:00', beijing(at))).toBe(true);
    expect(isOpenAt('09:00', '09:00', beijing('03:00'))).toBe(true);
  });

  it('a daytime window includes its opening minute and excludes its closing one', () => {
    expect(isOpenAt('09:00', '18:00', beijing('08:59'))).toBe(false);
    expect(isOpenAt('09:00', '18:00', beijing('09:00'))).toBe(true);
    expect(isOpenAt('09:00', '18:00', beijing('17:59'))).toBe(true);
    expect(isOpenAt('09:00', '18:00', beijing('18:00'))).toBe(false);
  });

  it('a window may cross midnight', () => {
    expect(isOpenAt('22:00', '02:00', beijing('21:59'))).toBe(false);
    expect(isOpenAt('22:00', '02:00', beijing('22:00'))).toBe(true);
    expect(isOpenAt('22:00', '02:00', beijing('00:30'))).toBe(true);
    expect(isOpenAt('22:00', '02:00', beijing('01:59'))).toBe(true);
    expect(isOpenAt('22:00', '02:00', beijing('02:00'))).toBe(false);
    expect(isOpenAt('22:00', '02:00', beijing('12:00'))).toBe(false);
  });
});

describe('USDT amount', () => {
  it('follows the contract’s rule and refuses a channel rate that is not one', () => {
    expect(usdtPayAmount(10_000n, 'CNY', '7.20')).toBe(13_888_889n);
    expect(() => usdtPayAmount(10_000n, 'CNY', '0')).toThrow(/not a rate/);
  });
});

describe('order numbers and references', () => {
  it('order numbers carry the Beijing date and 8 random digits', () => {
    expect(newOrderNo('D', new Date('2025-03-09T16:30:00Z'))).toMatch(/^D20250310\d{8}$/);
  });

  it('references are 6 characters without look-alikes', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const reference = newReference();
      expect(reference).toMatch(/^[A-Z2-9]{6}$/);
      expect([...reference].every((c) => REFERENCE_ALPHABET.includes(c))).toBe(true);
      seen.add(reference);
    }
    expect(seen.size).toBeGreaterThan(490);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
  });
});
