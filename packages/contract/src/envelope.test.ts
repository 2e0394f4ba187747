import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isTokenEnvelope,
  listOf,
  okEnvelope,
  pageOf,
  refusalEnvelopeSchema,
  tokenEnvelopeSchema,
} from './envelope.ts';

// The three shapes of /work/shared/API.md ("Transport").
const OK = { status: true, data: { token: 'abc' } };
const TOKEN = { status: false, data: 'token' };
const REFUSAL = { status: false, data: null, code: 'ACCOUNT_OR_PASSWORD', msg: '账号或密码错误' };
const VALIDATION = {
  status: false,
  data: { fields: { account: 'too_short', password: 'required' } },
  code: 'VALIDATION',
  msg: '提交的信息有误，请检查后重试',
};

const parses = (schema: z.ZodType, value: unknown): boolean => schema.safeParse(value).success;

describe('okEnvelope', () => {
  const schema = okEnvelope(z.object({ token: z.string() }));

  it.each<[string, unknown, boolean]>([
    ['success', OK, true],
    ['success with extra keys (stripped)', { ...OK, extra: 1 }, true],
    ['token envelope', TOKEN, false],
    ['refusal', REFUSAL, false],
    ['status "true" as a string', { status: 'true', data: { token: 'abc' } }, false],
    ['status 1', { status: 1, data: { token: 'abc' } }, false],
    ['data of the wrong shape', { status: true, data: { token: 1 } }, false],
    ['data missing', { status: true }, false],
    ['null', null, false],
    ['array', [true, {}], false],
  ])('%s → %s', (_name, value, expected) => {
    expect(parses(schema, value)).toBe(expected);
  });

  it('passes data through its schema', () => {
    expect(okEnvelope(z.string().trim()).parse({ status: true, data: ' x ' })).toEqual({
      status: true,
      data: 'x',
    });
  });

  it.each<[z.ZodType, unknown]>([
    [z.null(), null],
    [z.number(), 0],
    [z.string(), ''],
    [z.array(z.number()), [1, 2]],
  ])('takes any data schema (%#)', (data, value) => {
    expect(parses(okEnvelope(data), { status: true, data: value })).toBe(true);
  });
});

describe('tokenEnvelopeSchema', () => {
  it.each<[string, unknown, boolean]>([
    ['token envelope', TOKEN, true],
    ['success', OK, false],
    ['refusal', REFUSAL, false],
    ['status true', { status: true, data: 'token' }, false],
    ['other data string', { status: false, data: 'Token' }, false],
    ['data null', { status: false, data: null }, false],
    ['data missing', { status: false }, false],
    ['empty object', {}, false],
  ])('%s → %s', (_name, value, expected) => {
    expect(parses(tokenEnvelopeSchema, value)).toBe(expected);
  });
});

describe('refusalEnvelopeSchema', () => {
  it.each<[string, unknown, boolean]>([
    ['refusal with null data', REFUSAL, true],
    ['validation refusal with fields', VALIDATION, true],
    // API.md: a refusal's data is null, the fields of a VALIDATION refusal, or the legs of an
    // ODDS_CHANGED one; nothing else.
    ['refusal with other data', { ...REFUSAL, data: { retryAfter: 30 } }, false],
    [
      'odds changed with the legs',
      { ...REFUSAL, code: 'ODDS_CHANGED', data: { legs: [{ selectionId: 7, odds: '2.050' }] } },
      true,
    ],
    ['odds changed with other legs', { ...REFUSAL, data: { legs: [{ id: 7 }] } }, false],
    ['token-like data with code and msg', { ...REFUSAL, data: 'token' }, false],
    ['success', OK, false],
    ['token envelope (no code or msg)', TOKEN, false],
    ['status true', { ...REFUSAL, status: true }, false],
    ['code missing', { status: false, data: null, msg: '账号或密码错误' }, false],
    ['msg missing', { status: false, data: null, code: 'ACCOUNT_OR_PASSWORD' }, false],
    ['data missing', { status: false, code: 'ACCOUNT_OR_PASSWORD', msg: '账号或密码错误' }, false],
    ['code not a string', { ...REFUSAL, code: 401 }, false],
    ['msg not a string', { ...REFUSAL, msg: null }, false],
  ])('%s → %s', (_name, value, expected) => {
    expect(parses(refusalEnvelopeSchema, value)).toBe(expected);
  });

  it('keeps the field reasons of a validation refusal', () => {
    expect(refusalEnvelopeSchema.parse(VALIDATION).data).toEqual({
      fields: { account: 'too_short', password: 'required' },
    });
  });
});

describe('isTokenEnvelope', () => {
  it.each<[string, unknown, boolean]>([
    ['token envelope', TOKEN, true],
    ['token envelope with extra keys', { ...TOKEN, code: 'UNAUTHENTICATED' }, true],
    ['success', OK, false],
    ['success whose data is "token"', { status: true, data: 'token' }, false],
    ['refusal', REFUSAL, false],
    ['status missing', { data: 'token' }, false],
    ['status falsy but not false', { status: 0, data: 'token' }, false],
    ['other data', { status: false, data: 'TOKEN' }, false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['string', 'token', false],
    ['array', [false, 'token'], false],
  ])('%s → %s', (_name, value, expected) => {
    expect(isTokenEnvelope(value)).toBe(expected);
  });
});

describe('listOf', () => {
  const schema = listOf(z.object({ id: z.number() }));

  it.each<[string, unknown, boolean]>([
    ['empty list', { list: [] }, true],
    ['items', { list: [{ id: 1 }, { id: 2 }] }, true],
    ['list missing', {}, false],
    ['list not an array', { list: { id: 1 } }, false],
    ['bad item', { list: [{ id: 1 }, { id: '2' }] }, false],
    ['bare array', [{ id: 1 }], false],
  ])('%s → %s', (_name, value, expected) => {
    expect(parses(schema, value)).toBe(expected);
  });
});

describe('pageOf', () => {
  const schema = pageOf(z.string());
  const page = { list: ['a', 'b'], total: 12, page: 1, size: 2 };

  it.each<[string, unknown, boolean]>([
    ['a page', page, true],
    ['an empty page', { list: [], total: 0, page: 1, size: 20 }, true],
    ['total missing', { list: [], page: 1, size: 20 }, false],
    ['page missing', { list: [], total: 0, size: 20 }, false],
    ['size missing', { list: [], total: 0, page: 1 }, false],
    ['list missing', { total: 0, page: 1, size: 20 }, false],
    ['fractional total', { ...page, total: 1.5 }, false],
    ['page as a string', { ...page, page: '1' }, false],
    ['bad item', { ...page, list: ['a', 2] }, false],
  ])('%s → %s', (_name, value, expected) => {
    expect(parses(schema, value)).toBe(expected);
  });

  it('nests inside okEnvelope', () => {
    expect(parses(okEnvelope(pageOf(z.string())), { status: true, data: page })).toBe(true);
    expect(parses(okEnvelope(listOf(z.string())), { status: true, data: { list: ['a'] } })).toBe(
      true,
    );
  });
});
