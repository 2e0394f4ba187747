import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageQuery, wholeNumber } from './route-parts.ts';

describe('wholeNumber', () => {
  const page = z.object(pageQuery({ default: 20, max: 100 }));

  it('takes decimal digits from a query or a form, and JSON numbers', () => {
    expect(page.parse({ page: '3', size: '50' })).toEqual({ page: 3, size: 50 });
    expect(page.parse({ page: 2, size: 10 })).toEqual({ page: 2, size: 10 });
    expect(page.parse({})).toEqual({ page: 1, size: 20 });
  });

  it('refuses hex, exponents, padding, signs, fractions and booleans (issue 20)', () => {
    for (const value of ['0x10', '1e1', ' 1 ', '+1', '-1', '1.5', '', 'true', true, null, 1.5])
      expect(page.safeParse({ page: value }).success, JSON.stringify(value)).toBe(false);
    expect(page.safeParse({ size: '101' }).success).toBe(false);
    expect(wholeNumber(1, 5, 1).safeParse('0').success).toBe(false);
  });
});
