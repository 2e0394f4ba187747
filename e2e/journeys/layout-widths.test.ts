import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  demoToken,
  IPHONE,
  launchChromium,
  screenshotPath,
  useJourneyStack,
} from '../support/stack.ts';
import { languageFaults } from './page-language.ts';
import {
  LANGS,
  prepareRecords,
  sitePaths,
  trackRequests,
  visit,
  type Lang,
  type WalkRecords,
} from './site-walk.ts';

// Issue 27, point 3: no page may scroll sideways on a phone, in any of the three languages. Every
// page of the site (the router's own list) is opened at 360 px, the narrowest phone we serve, in
// zh-CN, zh-HK and en, signed in as the demo member; the home also at 390 and 430 px. A page wider
// than the screen makes a phone's browser zoom out or scroll sideways: scrollWidth says so.
// The same walk reads each page for point 9 (page-language.ts): its text, what a screen reader
// says and the tab's title, all in the member's language. One walk for both: it is the longest
// journey of the run.

const stack = useJourneyStack({ ADMIN_PASSWORD, CAPTCHA: 'off' });

let browser: Browser;
let token = '';
let records: WalkRecords = { games: {} };

beforeAll(async () => {
  browser = await launchChromium();
  token = await demoToken(stack.url);
  records = await prepareRecords(stack.url, token, stack.operator);
});
afterAll(() => browser?.close());

/** A phone of `width` px (iPhone user agent), the member signed in and speaking `lang`. */
async function phone(width: number, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ ...IPHONE, viewport: { width, height: 780 } });
  await context.addInitScript(
    ({ lang, token }) => {
      localStorage.setItem('lang', lang);
      sessionStorage.setItem('t', token);
    },
    { lang, token },
  );
  const page = await context.newPage();
  await page.goto(`${stack.url}/app/home`);
  await page.locator('.game-card-name').first().waitFor();
  return page;
}

/** How wide the page is, and the outermost elements that reach past the screen's right edge. */
const overflow = (page: Page, width: number) =>
  page.evaluate((screen) => {
    const sticking: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect();
      const parent = el.parentElement?.getBoundingClientRect();
      if (box.width > 0 && box.right > screen + 0.5 && (!parent || parent.right <= screen + 0.5))
        sticking.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, sticking: sticking.slice(0, 5) };
  }, width);

describe('every page on a 360 px phone: no sideways scroll, all in the member’s language', () => {
  it.each(LANGS)(
    '%s: every page of the site fits the screen and speaks the language',
    async (lang) => {
      const page = await phone(360, lang);
      const inFlight = trackRequests(page);
      const tooWide: string[] = [];
      const misspoken: string[] = [];
      for (const path of sitePaths(records, lang)) {
        await visit(page, path, inFlight);
        const { scrollWidth, sticking } = await overflow(page, 360);
        if (scrollWidth > 360) tooWide.push(`${path}: ${scrollWidth}px (${sticking.join(', ')})`);
        misspoken.push(...(await languageFaults(page, lang, path)));
      }
      expect({ tooWide, misspoken }).toEqual({ tooWide: [], misspoken: [] });
      await page.context().close();
    },
    300_000,
  );
});

describe('the home on phones from 360 to 430 px', () => {
  it.each(LANGS.flatMap((lang) => [360, 390, 430].map((width) => [lang, width] as const)))(
    '%s at %i px: fits, the header keeps the language apart from the balance, slots two or three a row',
    async (lang, width) => {
      const page = await phone(width, lang);
      // Measured once the balance is in: the header is at its widest.
      await page.locator('.topbar .balance-amount').filter({ hasText: /\d/ }).waitFor();
      expect((await overflow(page, width)).scrollWidth).toBe(width);
      // The language picker and the balance do not touch.
      const gap = await page.evaluate(() => {
        const language = document.querySelector('.topbar .language-select')!;
        const balance = document.querySelector('.topbar .balance-chip')!;
        return balance.getBoundingClientRect().left - language.getBoundingClientRect().right;
      });
      expect(gap).toBeGreaterThanOrEqual(6);
      // Every piece of the top bar is on the screen.
      for (const box of await page
        .locator('.topbar-actions > *')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right)))
        expect(box).toBeLessThanOrEqual(width);
      // A slot-like category (the first with a few games): a dense grid, two or three a row.
      const tabs = page.getByRole('tab');
      const tiles = page.locator('.lobby-games-grid .game-card');
      for (let i = 0; i < (await tabs.count()); i += 1) {
        await tabs.nth(i).click();
        await page.waitForFunction(
          (n) =>
            document.querySelectorAll('[role=tab]')[n]?.getAttribute('aria-selected') === 'true',
          i,
        );
        if ((await tiles.count()) >= 4) break;
      }
      expect(await tiles.count()).toBeGreaterThanOrEqual(4);
      const tops = await tiles.evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      const firstRow = tops.filter((top) => top === tops[0]).length;
      expect(firstRow).toBeGreaterThanOrEqual(2);
      expect(firstRow).toBeLessThanOrEqual(3);
      if (width !== 430) {
        await page.screenshot({ path: screenshotPath(`widths-home-${lang}-${width}`) });
      }
      await page.context().close();
    },
  );
});

describe('form labels stay on one line on a 360 px phone', () => {
  // English labels are longer ("Withdrawal PIN", "Card number"): on a phone they sit above their
  // field, still on one line.
  const forms = [
    ['wpassword', '/setting/wpassword'],
    ['bank-card', '/cards/addBankCard'],
  ] as const;
  it.each(LANGS.flatMap((lang) => forms.map(([name, path]) => [lang, name, path] as const)))(
    '%s: the %s form (确认提现密码, Withdrawal PIN)',
    async (lang, name, path) => {
      const page = await phone(360, lang);
      const inFlight = trackRequests(page);
      await visit(page, path, inFlight);
      const labels = page.locator('.adm-form-item-label');
      await labels.first().waitFor();
      const heights = await labels.evaluateAll((els) =>
        els.map((el) => ({
          text: el.textContent,
          // The lines its text takes (the label's box may be as tall as a field with a hint).
          lines: (() => {
            const range = document.createRange();
            range.selectNodeContents(el);
            const half = parseFloat(getComputedStyle(el).lineHeight) / 2;
            const tops = [...range.getClientRects()].map((r) => r.top).sort((a, b) => a - b);
            return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > half).length;
          })(),
          // Nor does it run under the field beside it (or above it).
          fits: (() => {
            const label = el.getBoundingClientRect();
            const field = el
              .closest('.adm-list-item-content')
              ?.querySelector('.adm-list-item-content-main')
              ?.getBoundingClientRect();
            const apart = !field || label.right <= field.left || label.bottom <= field.top + 0.5;
            return el.scrollWidth <= el.clientWidth && apart;
          })(),
        })),
      );
      expect(heights.length).toBeGreaterThanOrEqual(2);
      for (const label of heights)
        expect(label, label.text ?? '').toMatchObject({ lines: 1, fits: true });
      await page.screenshot({ path: screenshotPath(`widths-${name}-${lang}-360`) });
      await page.context().close();
    },
  );
});
