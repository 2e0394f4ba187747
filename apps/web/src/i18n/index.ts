import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLang, resolveLang, type Lang } from '@kirin/contract';
import brand from '@brand/brand.json';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhHK } from './zh-HK.ts';

export const resources = {
  'zh-CN': { translation: zhCN },
  'zh-HK': { translation: zhHK },
  en: { translation: en },
};

const STORAGE_KEY = 'lang';

/** The member's chosen language, else the brand's default (never the browser's: brands decide). */
export function initialLang(): Lang {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLang(stored) ? stored : brand.defaultLocale;
}

export function currentLang(): Lang {
  return resolveLang(i18next.language, brand.defaultLocale);
}

export async function setLang(lang: Lang): Promise<void> {
  localStorage.setItem(STORAGE_KEY, lang);
  document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
}

export async function initI18n(lang: Lang = initialLang()) {
  await i18next.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lang;
  return i18next;
}
