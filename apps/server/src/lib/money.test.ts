import { describe, expect, it } from 'vitest';
import type { DomainError } from './errors.ts';
import { amountField } from './money.ts';

describe('amount input', () => {
  const reason = (
    input: unknown,
    options: Parameters<typeof amountField>[3] = { allowZero: true },
  ) => {
    try {
      amountField('amount', input, 'CNY', options);
      return 'ok';
    } catch (error) {
      return (error as DomainError).fields?.['amount'];
    }
  };

  it('accepts strings and numbers at the scale, refuses the rest with a field reason', () => {
    expect(amountField('amount', '100', 'CNY')).toBe(10_000n);
    expect(amountField('amount', 100.5, 'CNY')).toBe(10_050n);
    expect(reason(undefined)).toBe('required');
    expect(reason('')).toBe('required');
    expect(reason('1.001')).toBe('too_many_decimals');
    expect(reason('abc')).toBe('invalid_format');
    expect(reason('-5')).toBe('invalid_format');
    expect(reason('1e3')).toBe('invalid_format');
    expect(reason('9999999999999999')).toBe('too_large');
    expect(reason({})).toBe('invalid_type');
  });

  it('refuses zero unless allowed; takes negatives only when allowed', () => {
    expect(reason('0')).toBe('ok');
    expect(reason('0.00', {})).toBe('too_small');
    expect(reason('-5', { allowNegative: true })).toBe('ok');
    expect(amountField('amount', '-30.50', 'CNY', { allowNegative: true })).toBe(-3_050n);
  });
});
