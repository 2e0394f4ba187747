import { describe, expect, it } from 'vitest';
import { formatAmount, parseLooseAmount, parseWireAmount } from './money.ts';

describe('money', () => {
  it('parses wire amounts with exactly two decimals, positive', () => {
    expect(parseWireAmount('100.00')).toBe(10000n);
    expect(parseWireAmount('0.01')).toBe(1n);
    for (const bad of ['100', '100.0', '100.000', '0.00', '-1.00', '01.00', '1e3', 100, null]) {
      expect(parseWireAmount(bad), String(bad)).toBeUndefined();
    }
  });

  it('parses loose amounts, signed only on request', () => {
    expect(parseLooseAmount('10')).toBe(1000n);
    expect(parseLooseAmount('0.5')).toBe(50n);
    expect(parseLooseAmount('-5.00')).toBeUndefined();
    expect(parseLooseAmount('-5.00', true)).toBe(-500n);
    expect(parseLooseAmount('0', true)).toBeUndefined();
    expect(parseLooseAmount('1.234')).toBeUndefined();
  });

  it('formats minor units with two decimals', () => {
    expect(formatAmount(0n)).toBe('0.00');
    expect(formatAmount(5n)).toBe('0.05');
    expect(formatAmount(123456n)).toBe('1234.56');
    expect(formatAmount(-500n)).toBe('-5.00');
  });
});
