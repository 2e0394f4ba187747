import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foreignCharacters } from '../../apps/web/src/testing/han-script.ts';
import {
  ADMIN_PASSWORD,
  demoToken,
  DESKTOP,
  IPHONE,
  launchChromium,
  screenshotPath,
  useJourneyStack,
} from '../support/stack.ts';
import {
  LANGS,
  prepareRecords,
  sitePaths,
  trackRequests,
  visit,
  type Lang,
  type WalkRecords,
} from './site-walk.ts';

// Issue 27, point 9: a page speaks the member's language, all of it: no "Welcome to 鹏冠电子" in
// English, no simplified characters in Traditional Chinese (歡迎來到鹏冠电子), no English sentence
// in Chinese. Every page of the site is read in zh-CN, zh-HK and en, signed in as the demo member:
// its text, what a screen reader says (labels, alternative texts, titles) and the tab's title.
// Text that says it is in another language (`lang`, as each language's own name in the language
// picker) or is not to be translated (`translate="no"`: a member's own name) is left out.

const stack = useJourneyStack({ ADMIN_PASSWORD, CAPTCHA: 'off' });

/**
 * What pages of other areas still say in another language, each with why; reported to their owners
 * (issue 27, points 5 and 9) and left out here until fixed: remove an entry once its page is right.
 * Anything else fails.
 */
const AWAITING_FIX: { path: RegExp; text: string; why: string }[] = [];

const awaitingFix = (path: string, line: string) =>
  AWAITING_FIX.find((known) => known.path.test(path) && line.includes(known.text));

/** Two English words in a row: an English phrase on a Chinese page (one word may be a name: VIP). */
const ENGLISH_PHRASE = /\b[A-Za-z]{2,}[ ’'-]+[a-z]{2,}\b/;

let browser: Browser;
let token = '';
let records: WalkRecords = { games: {} };

beforeAll(async () => {
  browser = await launchChromium();
  token = await demoToken(stack.url);
  records = await prepareRecords(stack.url, token, stack.operator);
});
afterAll(() => browser?.close());

/** A page of `kind` in `lang`, signed in as the demo member of pgdz unless on another `host`. */
async function open(kind: 'mobile' | 'desktop', lang: Lang, host = 'localhost'): Promise<Page> {
  const context = await browser.newContext(kind === 'mobile' ? IPHONE : DESKTOP);
  await context.addInitScript(
    ({ lang, token }) => {
      localStorage.setItem('lang', lang);
      if (token) sessionStorage.setItem('t', token);
    },
    { lang, token: host === 'localhost' ? token : '' },
  );
  const page = await context.newPage();
  await page.goto(`${stack.base(host)}${kind === 'mobile' ? '/app/home' : '/home'}`);
  await page.locator('.game-card-name').first().waitFor();
  return page;
}

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

async function walk(page: Page, lang: Lang, pagePaths: readonly string[]): Promise<string[]> {
  const inFlight = trackRequests(page);
  const wrong: string[] = [];
  for (const path of pagePaths) {
    await visit(page, path, inFlight);
    for (const line of await misspoken(page, lang)) {
      const known = awaitingFix(path, line);
      if (known) console.warn(`awaiting a fix (${known.why}): ${path} ${line}`);
      else wrong.push(`${path} ${line}`);
    }
  }
  return wrong;
}

describe('every page speaks the member’s language (phone, brand pgdz)', () => {
  it.each(LANGS)(
    '%s',
    async (lang) => {
      const page = await open('mobile', lang);
      expect(await walk(page, lang, sitePaths(records, lang))).toEqual([]);
      await page.screenshot({ path: screenshotPath(`languages-mobile-home-${lang}`) });
      await page.context().close();
    },
    300_000,
  );
});

describe('the desktop frame speaks it too', () => {
  const DESKTOP_PATHS = ['/home', '/app/center', '/personalInfo', '/help/center', '/login'];
  it.each(LANGS)(
    '%s',
    async (lang) => {
      const page = await open('desktop', lang);
      expect(await walk(page, lang, DESKTOP_PATHS)).toEqual([]);
      await page.context().close();
    },
    120_000,
  );
});

describe('the zh-HK brand in its own language', () => {
  it('hgty: a visitor’s home, help centre and log-in in Traditional Chinese', async () => {
    const page = await open('mobile', 'zh-HK', 'hgty.localhost');
    expect(await walk(page, 'zh-HK', ['/app/home', '/help/center', '/login'])).toEqual([]);
    await page.context().close();
  }, 120_000);
});
