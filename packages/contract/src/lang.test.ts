import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LANGS, isLang, resolveLang } from './lang.ts';
import type { Lang } from './lang.ts';

describe('LANGS', () => {
  it('ships the three locales, Simplified Chinese by default', () => {
    expect(LANGS).toEqual(['zh-CN', 'zh-HK', 'en']);
    expect(DEFAULT_LANG).toBe('zh-CN');
  });
});

describe('resolveLang', () => {
  it.each<[string | undefined | null, Lang]>([
    // exact locales
    ['zh-CN', 'zh-CN'],
    ['zh-HK', 'zh-HK'],
    ['en', 'en'],
    // underscores and case
    ['zh_CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['ZH-CN', 'zh-CN'],
    ['zh_HK', 'zh-HK'],
    ['zh-hk', 'zh-HK'],
    // bare and other Simplified variants
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    // Traditional variants share zh-HK
    ['zh-TW', 'zh-HK'],
    ['zh_TW', 'zh-HK'],
    ['zh-MO', 'zh-HK'],
    ['zh-Hant', 'zh-HK'],
    ['zh-Hant-HK', 'zh-HK'],
    ['zh-Hant-TW', 'zh-HK'],
    // English regions
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['EN_us', 'en'],
    // Accept-Language lists: the first tag decides
    ['en-GB,en;q=0.8', 'en'],
    ['zh-TW,zh;q=0.9,en;q=0.8', 'zh-HK'],
    ['en;q=0.9, zh-CN;q=0.8', 'en'],
    [' zh-CN , en', 'zh-CN'],
    // nothing usable: the default
    ['', 'zh-CN'],
    [undefined, 'zh-CN'],
    [null, 'zh-CN'],
    [',en', 'zh-CN'],
    ['fr', 'zh-CN'],
    ['fr-FR,en;q=0.5', 'zh-CN'],
    ['english', 'zh-CN'],
    ['zh-XX', 'zh-CN'],
  ])('%j → %s', (value, expected) => {
    expect(resolveLang(value)).toBe(expected);
  });

  it.each<[string | undefined | null, Lang, Lang]>([
    ['fr', 'en', 'en'],
    ['fr', 'zh-HK', 'zh-HK'],
    ['', 'en', 'en'],
    [undefined, 'zh-HK', 'zh-HK'],
    [null, 'en', 'en'],
    ['de-DE,de;q=0.9', 'en', 'en'],
    // a recognised value wins over the fallback
    ['zh-CN', 'en', 'zh-CN'],
    ['en-US', 'zh-HK', 'en'],
    ['zh-TW', 'en', 'zh-HK'],
  ])('%j with fallback %s → %s', (value, fallback, expected) => {
    expect(resolveLang(value, fallback)).toBe(expected);
  });
});

describe('isLang', () => {
  it.each<[unknown, boolean]>([
    ['zh-CN', true],
    ['zh-HK', true],
    ['en', true],
    ['zh_CN', false],
    ['zh-cn', false],
    ['zh-TW', false],
    ['en-US', false],
    ['EN', false],
    ['', false],
    [' en', false],
    [undefined, false],
    [null, false],
    [0, false],
    [['en'], false],
    [{ toString: () => 'en' }, false],
  ])('%j → %s', (value, expected) => {
    expect(isLang(value)).toBe(expected);
  });
});
