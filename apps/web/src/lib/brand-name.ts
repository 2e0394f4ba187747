import * as brand from '@brand/brand.json';
import { isLang } from '@kirin/contract';

/**
 * The site's name in a language (brand.json `names`): a page in English says "Pengguan Slots",
 * one in Traditional Chinese "鵬冠電子", never the name of the brand's default language.
 */
export const brandName = (lang: string): string =>
  brand.names[isLang(lang) ? lang : brand.defaultLocale];
