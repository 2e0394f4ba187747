import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountNameSchema } from './validation.ts';
import type { FieldReason } from './validation.ts';
import { installZodReasons, reasonForIssue } from './zod-reasons.ts';

beforeAll(() => {
  installZodReasons();
  // Installing twice changes nothing.
  installZodReasons();
});

function firstIssue(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return result.error.issues[0]!;
}

const form = z.object({ name: z.string(), age: z.number() });

describe('installZodReasons', () => {
  it.each<[string, z.ZodType, unknown, FieldReason]>([
    // missing or empty
    ['missing string', z.string(), undefined, 'required'],
    ['null string', z.string(), null, 'required'],
    ['missing object field', form, { age: 1 }, 'required'],
    ['empty string, min(1)', z.string().min(1), '', 'required'],
    ['empty string for a number', z.number(), '', 'required'],
    ['empty array, min(1)', z.array(z.string()).min(1), [], 'required'],
    // lengths
    ['too short string', z.string().min(4), 'abc', 'too_short'],
    ['too long string', z.string().max(3), 'abcd', 'too_long'],
    ['too long string, length()', z.string().length(2), 'abc', 'too_long'],
    ['too long array', z.array(z.number()).max(1), [1, 2], 'too_long'],
    // numbers
    ['number below min', z.number().min(1), 0, 'too_small'],
    ['number not positive', z.number().positive(), 0, 'too_small'],
    ['number above max', z.number().max(10), 11, 'too_large'],
    ['bigint above max', z.bigint().max(10n), 11n, 'too_large'],
    ['not a multiple', z.number().multipleOf(5), 7, 'invalid_format'],
    // formats
    ['bad email', z.email(), 'not-an-email', 'invalid_format'],
    ['regex miss', z.string().regex(/^\d+$/), '12a', 'invalid_format'],
    ['bad url', z.url(), 'not a url', 'invalid_format'],
    ['bad uuid', z.uuid(), '1234', 'invalid_format'],
    // values
    ['enum miss', z.enum(['a', 'b']), 'c', 'invalid_value'],
    ['literal miss', z.literal(true), false, 'invalid_value'],
    ['union miss', z.union([z.literal('a'), z.number()]), 'b', 'invalid_value'],
    ['unknown key', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'invalid_value'],
    ['refine without a message', z.string().refine((v) => v === 'x'), 'y', 'invalid_value'],
    // types
    ['number for a string', z.string(), 5, 'invalid_type'],
    ['string for a number', z.number(), '5', 'invalid_type'],
    ['object for an array', z.array(z.string()), {}, 'invalid_type'],
    ['wrong type in an object field', form, { name: 1, age: 1 }, 'invalid_type'],
    // schemas that name their own reason keep it
    ['own reason on max', z.string().max(3, 'too_many_decimals'), 'abcd', 'too_many_decimals'],
    ['own reason on min', z.string().min(8, { error: 'invalid_format' }), 'abc', 'invalid_format'],
    [
      'own reason on refine',
      z.object({ a: z.string(), b: z.string() }).refine((v) => v.a === v.b, {
        message: 'mismatch',
        path: ['b'],
      }),
      { a: 'x', b: 'y' },
      'mismatch',
    ],
    ['validation.ts schema, empty', accountNameSchema, '', 'required'],
    ['validation.ts schema, short', accountNameSchema, 'ab1', 'too_short'],
    ['validation.ts schema, not a string', accountNameSchema, 1234, 'invalid_type'],
  ])('%s → %s', (_name, schema, input, expected) => {
    expect(firstIssue(schema, input).message).toBe(expected);
  });

  it('keeps the path of the failing field', () => {
    expect(firstIssue(form, { name: 'x' })).toMatchObject({ path: ['age'], message: 'required' });
  });

  it('reports one reason per failing field', () => {
    const result = form.safeParse({ name: 5 });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'invalid_type'],
      ['age', 'required'],
    ]);
  });
});

describe('reasonForIssue', () => {
  type RawIssue = Parameters<typeof reasonForIssue>[0];
  const issue = (fields: Record<string, unknown>) => fields as unknown as RawIssue;

  it.each<[Record<string, unknown>, FieldReason]>([
    [{ code: 'invalid_type', expected: 'string', input: undefined }, 'required'],
    [{ code: 'invalid_type', expected: 'number', input: '' }, 'required'],
    [{ code: 'invalid_type', expected: 'string', input: 0 }, 'invalid_type'],
    [{ code: 'too_small', origin: 'string', minimum: 1, input: '' }, 'required'],
    [{ code: 'too_small', origin: 'string', minimum: 4, input: 'ab' }, 'too_short'],
    [{ code: 'too_small', origin: 'array', minimum: 1, input: [] }, 'required'],
    [{ code: 'too_small', origin: 'set', minimum: 1, input: new Set() }, 'required'],
    [{ code: 'too_small', origin: 'number', minimum: 1, input: 0 }, 'too_small'],
    [{ code: 'too_big', origin: 'string', maximum: 1, input: 'ab' }, 'too_long'],
    [{ code: 'too_big', origin: 'array', maximum: 1, input: [1, 2] }, 'too_long'],
    [{ code: 'too_big', origin: 'number', maximum: 1, input: 2 }, 'too_large'],
    [{ code: 'invalid_format', format: 'email', input: 'x' }, 'invalid_format'],
    [{ code: 'not_multiple_of', divisor: 2, input: 3 }, 'invalid_format'],
    [{ code: 'invalid_value', values: ['a'], input: 'b' }, 'invalid_value'],
    [{ code: 'invalid_union', errors: [], input: 1 }, 'invalid_value'],
    [{ code: 'invalid_key', origin: 'record', issues: [], input: 1 }, 'invalid_value'],
    [{ code: 'invalid_element', origin: 'map', key: 1, issues: [], input: 1 }, 'invalid_value'],
    [{ code: 'unrecognized_keys', keys: ['b'], input: {} }, 'invalid_value'],
    [{ code: 'custom', message: 'mismatch', input: 'x' }, 'mismatch'],
    [{ code: 'custom', message: 'Passwords differ', input: 'x' }, 'invalid_value'],
    [{ code: 'custom', input: 'x' }, 'invalid_value'],
  ])('%j → %s', (fields, expected) => {
    expect(reasonForIssue(issue(fields))).toBe(expected);
  });
});
