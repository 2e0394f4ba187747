export const LANGS = ['zh-CN', 'zh-HK', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * Maps what clients actually send (`zh_CN`, `zh-hk`, `zh-TW`, `en-US`, an Accept-Language list)
 * onto the three locales we ship. Traditional-script variants share zh-HK because that is the
 * only Traditional Chinese text we maintain.
 */
export function resolveLang(value: string | undefined | null, fallback: Lang = DEFAULT_LANG): Lang {
  if (!value) return fallback;
  const first = value.split(',')[0]?.split(';')[0]?.trim().replace('_', '-').toLowerCase() ?? '';
  if (first === '') return fallback;
  if (first === 'zh-hk' || first === 'zh-tw' || first === 'zh-mo' || first.startsWith('zh-hant')) {
    return 'zh-HK';
  }
  if (first === 'zh' || first === 'zh-cn' || first === 'zh-sg' || first.startsWith('zh-hans')) {
    return 'zh-CN';
  }
  if (first === 'en' || first.startsWith('en-')) return 'en';
  return fallback;
}
