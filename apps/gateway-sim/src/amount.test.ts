import { describe, expect, it } from 'vitest';
import { addOneUnit, isPositiveDecimal } from './amount.ts';

describe('amount', () => {
  it('adds one whole unit keeping the scale', () => {
    expect(addOneUnit('100.00')).toBe('101.00');
    expect(addOneUnit('99.99')).toBe('100.99');
    expect(addOneUnit('0.05')).toBe('1.05');
    expect(addOneUnit('7')).toBe('8');
    expect(addOneUnit('0.123456')).toBe('1.123456');
    expect(addOneUnit('12345678901234567890.10')).toBe('12345678901234567891.10');
  });

  it('accepts only positive plain decimals', () => {
    for (const good of ['1', '0.01', '100.00', '10.5']) expect(isPositiveDecimal(good)).toBe(true);
    for (const bad of ['0', '0.00', '-1.00', '01.00', '1.', '.5', '1e3', ' 1', '1,00', '']) {
      expect(isPositiveDecimal(bad), bad).toBe(false);
    }
  });
});
