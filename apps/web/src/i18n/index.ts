import i18next from 'i18next';
import { isLang, resolveLang, type Lang } from '@kirin/contract';
import * as brand from '@brand/brand.json';
import { brandName } from '../lib/brand-name.ts';
import type { I18nPart } from './parts.ts';
import { zhCN, type Resources } from './zh-CN.ts';

export type { I18nPart };

// zh-CN is the source and most brands' language, so it ships with the page; the others load
// when a brand or a member needs them.
const loaders: Record<Lang, () => Promise<Resources>> = {
  'zh-CN': async () => zhCN,
  'zh-HK': () => import('./zh-HK.ts').then((m) => m.zhHK),
  en: () => import('./en.ts').then((m) => m.en),
};

const wantedParts = new Set<I18nPart>();
const loadedParts = new Set<string>();

const partId = (lang: Lang, part: I18nPart) => `${lang}:${part}`;

async function ensurePart(part: I18nPart, lang: Lang): Promise<void> {
  const id = partId(lang, part);
  if (loadedParts.has(id)) return;
  const { parts } = await import('./parts.ts');
  const resources = await parts[part][lang]();
  i18next.addResourceBundle(lang, 'translation', { [part]: resources }, true, true);
  loadedParts.add(id);
}

/** Loads a part's texts in the current language, and in every language the member picks later. */
export async function loadI18nPart(part: I18nPart): Promise<void> {
  wantedParts.add(part);
  const lang = currentLang();
  await ensurePart(part, lang);
  // The member switched language while it loaded.
  if (currentLang() !== lang) await ensurePart(part, currentLang());
}

async function ensureLoaded(lang: Lang): Promise<void> {
  if (!i18next.hasResourceBundle(lang, 'translation')) {
    i18next.addResourceBundle(lang, 'translation', await loaders[lang]());
  }
  // Parts asked for while others load are wanted in this language too.
  for (;;) {
    const missing = [...wantedParts].filter((part) => !loadedParts.has(partId(lang, part)));
    if (missing.length === 0) return;
    await Promise.all(missing.map((part) => ensurePart(part, lang)));
  }
}

const STORAGE_KEY = 'lang';

/** The member's chosen language, else the brand's default (never the browser's: brands decide). */
export function initialLang(): Lang {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLang(stored) ? stored : brand.defaultLocale;
}

export function currentLang(): Lang {
  return resolveLang(i18next.language, brand.defaultLocale);
}

/** The page's language and the tab's title (the site's name) follow the member's language. */
function markDocument(lang: Lang): void {
  document.documentElement.lang = lang;
  document.title = brandName(lang);
}

export async function setLang(lang: Lang): Promise<void> {
  await ensureLoaded(lang);
  localStorage.setItem(STORAGE_KEY, lang);
  markDocument(lang);
  await i18next.changeLanguage(lang);
}

export async function initI18n(lang: Lang = initialLang()) {
  // A fresh init (tests start several) drops every bundle, parts included.
  loadedParts.clear();
  await i18next.init({
    resources: { 'zh-CN': { translation: zhCN } },
    lng: 'zh-CN',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([...wantedParts].map((part) => ensurePart(part, 'zh-CN')));
  if (lang !== 'zh-CN') await setLang(lang);
  markDocument(lang);
  return i18next;
}
