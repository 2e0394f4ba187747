import { describe, expect, it } from 'vitest';
import type { CoinQuote } from '@kirin/contract';
import { clockText, quoteDeadline } from './use-coin-quote.ts';

const AT = Date.parse('2026-11-29T08:00:00.000Z');
const quoteUntil = (expiresAt: string): CoinQuote => ({
  id: 'q1',
  side: 'sell',
  network: 'TRC20',
  rate: '7.30',
  amount: '1000.00',
  fee: '2.00',
  usdt: '136.712328',
  networkFee: '1.000000',
  receive: '135.712328',
  expiresAt,
});

describe('quoteDeadline', () => {
  it('is the server’s expiry when the device’s clock agrees with it', () => {
    expect(quoteDeadline(quoteUntil('2026-11-29T08:01:30.000Z'), AT, 120)).toBe(AT + 90_000);
  });

  it('is at most the site’s hold from receipt, for a device whose clock runs behind', () => {
    expect(quoteDeadline(quoteUntil('2026-11-29T08:10:00.000Z'), AT, 120)).toBe(AT + 120_000);
  });

  it('is the hold from receipt when the device’s clock is ahead (no endless re-quoting)', () => {
    expect(quoteDeadline(quoteUntil('2026-11-29T07:59:00.000Z'), AT, 120)).toBe(AT + 120_000);
    expect(quoteDeadline(quoteUntil('not a time'), AT, 0)).toBe(AT + 30_000);
  });
});

describe('clockText', () => {
  it('writes seconds as mm:ss', () => {
    expect(clockText(120)).toBe('02:00');
    expect(clockText(59)).toBe('00:59');
    expect(clockText(0)).toBe('00:00');
    expect(clockText(-3)).toBe('00:00');
  });
});
