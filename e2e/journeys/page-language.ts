// What a page says, read as a member or a screen reader meets it, and what of it is not in the
// member's language: no "Welcome to 鹏冠电子" in English, no simplified characters in Traditional
// Chinese (歡迎來到鹏冠电子), no English sentence in Chinese. Text that says it is in another
// language (`lang`, as each language's own name in the language picker) or is not to be translated
// (`translate="no"`: a member's own name) is left out.
import type { Page } from 'playwright-core';
import { foreignCharacters } from '../../apps/web/src/testing/han-script.ts';
import type { Lang } from './site-walk.ts';

/**
 * What pages of other areas still say in another language, each with why; reported to their owners
 * (issue 27, points 5 and 9) and left out here until fixed: remove an entry once its page is right.
 * Anything else fails.
 */
export const AWAITING_FIX: { path: RegExp; text: string; why: string }[] = [];

const awaitingFix = (path: string, line: string) =>
  AWAITING_FIX.find((known) => known.path.test(path) && line.includes(known.text));

/** Two English words in a row: an English phrase on a Chinese page (one word may be a name: VIP). */
const ENGLISH_PHRASE = /\b[A-Za-z]{2,}[ ’'-]+[a-z]{2,}\b/;

/** Everything the page says to a member or a screen reader, with where it says it. */
const pageTexts = (page: Page, lang: Lang) =>
  page.evaluate((lang) => {
    const said: { where: string; text: string }[] = [{ where: 'title', text: document.title }];
    const aside = (el: Element) => {
      const marked = el.closest('[lang]');
      return (
        (marked !== null &&
          marked !== document.documentElement &&
          marked.getAttribute('lang') !== lang) ||
        el.closest('[translate="no"]') !== null
      );
    };
    const shown = (el: Element) => {
      const owner = el.tagName === 'OPTION' ? el.closest('select') : el;
      return owner !== null && owner.checkVisibility({ visibilityProperty: true });
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!el || text === '' || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName)) continue;
      if (!aside(el) && shown(el)) said.push({ where: name(el), text });
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [alt], [title]')) {
      if (aside(el) || !shown(el)) continue;
      for (const attr of ['placeholder', 'aria-label', 'alt', 'title']) {
        const text = el.getAttribute(attr)?.trim();
        if (text) said.push({ where: `${name(el)}[${attr}]`, text });
      }
    }
    return { lang: document.documentElement.lang, said };
  }, lang);

/** What on the page is not in `lang`. */
async function misspoken(page: Page, lang: Lang): Promise<string[]> {
  const { lang: pageLang, said } = await pageTexts(page, lang);
  const wrong = pageLang === lang ? [] : [`<html lang="${pageLang}">`];
  for (const { where, text } of said) {
    const chars = foreignCharacters(text, lang);
    if (chars.length > 0) wrong.push(`${where}: "${text}" (${chars.join('')})`);
    else if (lang !== 'en' && ENGLISH_PHRASE.test(text))
      wrong.push(`${where}: "${text}" (English)`);
  }
  return [...new Set(wrong)];
}

/** What on the page at `path` is not in `lang`, less what is known and awaiting its fix (warned). */
export async function languageFaults(page: Page, lang: Lang, path: string): Promise<string[]> {
  const wrong: string[] = [];
  for (const line of await misspoken(page, lang)) {
    const known = awaitingFix(path, line);
    if (known) console.warn(`awaiting a fix (${known.why}): ${path} ${line}`);
    else wrong.push(`${path} ${line}`);
  }
  return wrong;
}
