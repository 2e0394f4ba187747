import { describe, expect, it } from 'vitest';
import { beijingMinutes } from '../wallet/beijing-time.ts';
import { newOrderNo } from '../wallet/order-numbers.ts';
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
  it('is amount / rate rounded up to the micro-unit', () => {
    expect(usdtPayAmount(10_000n, 'CNY', '7.20')).toBe(13_888_889n); // 13.8888888…
    expect(usdtPayAmount(7_200n, 'CNY', '7.20')).toBe(10_000_000n); // exact: no rounding
    expect(usdtPayAmount(1n, 'CNY', '7.2')).toBe(1_389n); // 0.01 / 7.2 = 0.001388…
    expect(usdtPayAmount(10_000n, 'HKD', '7.80')).toBe(12_820_513n);
    expect(usdtPayAmount(10_000n, 'USD', '1.00')).toBe(100_000_000n);
    expect(usdtPayAmount(123_456_789n, 'USDT', '1')).toBe(123_456_789n);
  });

  it('never asks for less than the amount is worth', () => {
    for (const minor of [1n, 99n, 10_001n, 4_999_999n, 123_456_789n]) {
      const pay = usdtPayAmount(minor, 'CNY', '7.23');
      // pay (micro) x 7.23 >= amount (cents), in one integer scale: 1e-6 * 1e-2 vs 1e-2.
      expect(pay * 723n).toBeGreaterThanOrEqual(minor * 1_000_000n);
      expect((pay - 1n) * 723n).toBeLessThan(minor * 1_000_000n);
    }
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
