import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_CODE,
  SITE_CODES,
  isSiteCode,
  siteCodeFromHeader,
  siteCodeHeaderValue,
  type SiteCode,
} from './sites.ts';

describe('SITE_CODES', () => {
  it('is exactly the 19 codes of spec §1, in order, frozen', () => {
    expect(SITE_CODES).toEqual([
      '10001',
      '188',
      'betwin',
      'blhg',
      'blty',
      'by',
      'ddh',
      'hgty',
      'hgtyc',
      'hx',
      'jinb',
      'jins',
      'ky',
      'ld',
      'ny',
      'pgdz',
      'tyc',
      'yhgj',
      'ylhg',
    ]);
    expect(Object.isFrozen(SITE_CODES)).toBe(true);
  });

  it('defaults to pgdz', () => {
    expect(DEFAULT_SITE_CODE).toBe('pgdz');
    expect(isSiteCode(DEFAULT_SITE_CODE)).toBe(true);
  });
});

describe('isSiteCode', () => {
  it.each([
    ['10001', true],
    ['hgtyc', true],
    ['ylhg', true],
    ['hgty_tyc', false],
    ['PGDZ', false],
    [' pgdz', false],
    ['', false],
    ['constructor', false],
    [10001, false],
    [188, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isSiteCode(value)).toBe(expected);
  });
});

describe('siteCodeHeaderValue / siteCodeFromHeader', () => {
  it.each(SITE_CODES.map((code) => [code]))('%s round-trips', (code) => {
    expect(siteCodeFromHeader(siteCodeHeaderValue(code))).toBe(code);
  });

  it.each<[SiteCode, string]>([
    ['hgtyc', 'hgty_tyc'],
    ['hgty', 'hgty'],
    ['pgdz', 'pgdz'],
    ['10001', '10001'],
  ])('header value of %s is %s', (code, header) => {
    expect(siteCodeHeaderValue(code)).toBe(header);
  });

  it.each<[string | undefined, SiteCode | undefined]>([
    ['hgty_tyc', 'hgtyc'],
    ['hgtyc', 'hgtyc'],
    ['hgty', 'hgty'],
    ['188', '188'],
    ['HGTY_TYC', undefined],
    ['Pgdz', undefined],
    ['pgdz ', undefined],
    ['hgty-tyc', undefined],
    ['unknown', undefined],
    ['', undefined],
    ['__proto__', undefined],
    [undefined, undefined],
  ])('from header %j → %s', (header, code) => {
    expect(siteCodeFromHeader(header)).toBe(code);
  });
});
