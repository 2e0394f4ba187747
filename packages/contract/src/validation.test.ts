import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  FIELD_REASONS,
  accountNameSchema,
  areaCodeSchema,
  isFieldReason,
  isValidAccountName,
  isValidAreaCode,
} from './validation.ts';

function reasons(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('FIELD_REASONS', () => {
  it('holds the stable keys the server localizes', () => {
    expect(FIELD_REASONS).toEqual(
      expect.arrayContaining([
        'required',
        'invalid_format',
        'too_short',
        'too_long',
        'too_small',
        'too_large',
        'too_many_decimals',
        'invalid_type',
        'invalid_value',
        'mismatch',
      ]),
    );
    expect(new Set(FIELD_REASONS).size).toBe(FIELD_REASONS.length);
  });

  it.each([
    ['required', true],
    ['mismatch', true],
    ['too_many_decimals', true],
    ['Required', false],
    ['negative', false],
    ['', false],
    [1, false],
    [null, false],
  ])('isFieldReason(%j) → %s', (value, expected) => {
    expect(isFieldReason(value)).toBe(expected);
  });
});

describe.each([
  ['accountNameSchema', accountNameSchema],
  ['areaCodeSchema', areaCodeSchema],
] as const)('%s with a non-string that has a length', (_name, schema) => {
  it.each([[['abcd']], [[]], [{ length: 3 }]])('%j reports invalid_type first', (value) => {
    expect(reasons(schema, value)[0]).toBe('invalid_type');
  });
});

describe('accountNameSchema', () => {
  it.each([['abcd'], ['1234'], ['Ab12'], ['abcdefghijk'], ['ABCDEFGHIJ1'], ['0000']])(
    'accepts %j unchanged',
    (value) => {
      expect(accountNameSchema.parse(value)).toBe(value);
      expect(isValidAccountName(value)).toBe(true);
    },
  );

  it.each<[unknown, string]>([
    [undefined, 'required'],
    ['', 'required'],
    [null, 'invalid_type'],
    [1234, 'invalid_type'],
    ['abc', 'too_short'],
    ['a', 'too_short'],
    ['abcdefghijkl', 'too_long'],
    [' abcd', 'invalid_format'],
    ['abcd ', 'invalid_format'],
    ['ab cd', 'invalid_format'],
    ['ab_cd', 'invalid_format'],
    ['ab-cd', 'invalid_format'],
    ['ab!', 'invalid_format'],
    ['账号1234', 'invalid_format'],
    ['ａｂｃｄ', 'invalid_format'],
    ['１２３４', 'invalid_format'],
    ['abcdé', 'invalid_format'],
    ['    ', 'invalid_format'],
  ])('rejects %j with exactly [%s]', (value, reason) => {
    expect(reasons(accountNameSchema, value)).toEqual([reason]);
    expect(isValidAccountName(value)).toBe(false);
  });
});

describe('areaCodeSchema', () => {
  it.each([
    ['86', '86'],
    ['1', '1'],
    ['852', '852'],
    ['1684', '1684'],
    [' 86 ', '86'],
    ['0086', '0086'],
  ])('accepts %j as %j', (value, parsed) => {
    expect(areaCodeSchema.parse(value)).toBe(parsed);
    expect(isValidAreaCode(value)).toBe(true);
  });

  it.each<[unknown, string]>([
    [undefined, 'required'],
    ['', 'required'],
    ['   ', 'required'],
    [86, 'invalid_type'],
    [null, 'invalid_type'],
    ['+86', 'invalid_format'],
    ['8 6', 'invalid_format'],
    ['86a', 'invalid_format'],
    ['８６', 'invalid_format'],
    ['-1', 'invalid_format'],
    ['12345', 'too_long'],
  ])('rejects %j with exactly [%s]', (value, reason) => {
    expect(reasons(areaCodeSchema, value)).toEqual([reason]);
    expect(isValidAreaCode(value)).toBe(false);
  });
});
