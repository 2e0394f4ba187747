import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  demoToken,
  DESKTOP,
  IPHONE,
  launchChromium,
  useJourneyStack,
} from '../support/stack.ts';
import { languageFaults } from './page-language.ts';
import { LANGS, trackRequests, visit, type Lang } from './site-walk.ts';

// Issue 27, point 9: a page speaks the member's language, all of it (page-language.ts says what
// that means). Every page of the site is read in zh-CN, zh-HK and en on a phone by the width walk
// (layout-widths.test.ts), which opens them anyway; here the desktop frame, and the zh-HK brand as
// a visitor meets it.

const stack = useJourneyStack({ ADMIN_PASSWORD, CAPTCHA: 'off' });

let browser: Browser;
let token = '';

beforeAll(async () => {
  browser = await launchChromium();
  token = await demoToken(stack.url);
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

async function walk(page: Page, lang: Lang, pagePaths: readonly string[]): Promise<string[]> {
  const inFlight = trackRequests(page);
  const wrong: string[] = [];
  for (const path of pagePaths) {
    await visit(page, path, inFlight);
    wrong.push(...(await languageFaults(page, lang, path)));
  }
  return wrong;
}

describe('the desktop frame speaks the member’s language', () => {
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
