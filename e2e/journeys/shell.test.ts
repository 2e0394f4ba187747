import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoToken, IPHONE, screenshotPath, useJourneyStack } from '../support/stack.ts';

// The picture code is off so that the journeys can log the demo member in over the API.
const stack = useJourneyStack({ CAPTCHA: 'off' });

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('mobile (iPhone user agent, 390x844)', () => {
  it('redirects /home to /app/home keeping the query, and shows the shell and home', async () => {
    const page = await stack.open('mobile', { path: '/home?from=ad&x=1' });
    await page.waitForURL(/\/app\/home/);
    expect(pathAndQuery(page)).toBe('/app/home?from=ad&x=1');
    await page.getByRole('navigation', { name: '主菜单' }).waitFor();
    await page.locator('.game-card-name').first().waitFor();
    await page.getByText('欢迎来到鹏冠电子', { exact: false }).first().waitFor();
    const tabs = await page
      .getByRole('navigation', { name: '主菜单' })
      .getByRole('link')
      .allTextContents();
    expect(tabs).toEqual(['首页', '优惠', '客服', '赞助', '会员中心']);
    // The first service-worker activation tells the member the site works offline: a slim line
    // above the tab bar that lets taps through, not a toast over the lobby.
    const offline = page.getByText('网站已可离线使用');
    await offline.waitFor({ timeout: 15_000 });
    await page.screenshot({ path: screenshotPath('mobile-home-pgdz') });
    const note = (await offline.boundingBox())!;
    const tabbar = (await page.locator('.tabbar').boundingBox())!;
    expect(note.y + note.height).toBeLessThanOrEqual(tabbar.y);
    expect(note.y).toBeGreaterThan(IPHONE.viewport.height * 0.75);
    expect(note.height).toBeLessThan(40);
    expect(await offline.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    expect(page.errors).toEqual([]);
  });

  it('keeps its first stylesheet inline: a later page does not fetch it again', async () => {
    const page = await stack.open('mobile', { path: '/app/home' });
    await page.locator('.game-card-name').first().waitFor();
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) sheets.push(new URL(request.url()).pathname);
    });
    await page.getByRole('link', { name: '登录' }).first().click();
    await page.getByRole('button', { name: '登录' }).first().waitFor();
    // The lazy pages list the entry's sheet among their CSS; it is inside index.html already.
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.filter((sheet) => /\/index-[^/]+\.css$/.test(sheet))).toEqual([]);
  });

  it('shows the fallback page for an unknown path', async () => {
    const page = await stack.open('mobile', { path: '/no/such/page' });
    await page.getByText('页面不存在', { exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('mobile-not-found') });
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(/\/app\/home$/);
  });

  it('takes a token and i_code from the URL and removes them from the address bar', async () => {
    const token = await demoToken(stack.url);
    const page = await stack.open('mobile', { path: `/app/home?token=${token}&i_code=AG7&x=1` });
    await page.locator('.game-card-name').first().waitFor();
    // The session is live: the top bar names the member.
    await page
      .getByRole('button', { name: /demo01/ })
      .first()
      .waitFor();
    expect(pathAndQuery(page)).toBe('/app/home?x=1');
    expect(
      await page.evaluate(() => [sessionStorage.getItem('t'), localStorage.getItem('aid')]),
    ).toEqual([token, 'AG7']);
  });

  it('drops a dead token from the URL and sends the member to log in (spec §4)', async () => {
    const page = await stack.open('mobile', { path: '/app/home?token=abc123&x=1' });
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => sessionStorage.getItem('t'))).toBeNull();
  });

  it('opens customer service from the tab bar', async () => {
    const page = await stack.open('mobile', { path: '/app/home' });
    await page
      .getByRole('navigation', { name: '主菜单' })
      .getByRole('link', { name: '客服' })
      .click();
    await page.waitForURL(/\/app\/customer$/);
    // The brand answers through the in-house chat (journeys/support.test.ts goes through it).
    const chat = page.getByRole('region', { name: '在线客服' });
    await chat.getByRole('textbox', { name: '输入消息' }).waitFor();
    await page.screenshot({ path: screenshotPath('mobile-customer-pgdz') });
  });

  it('switches language, loading the locale on demand, and keeps the choice', async () => {
    const page = await stack.open('mobile', { path: '/app/home' });
    await page.locator('.game-card-name').first().waitFor();
    await page.getByLabel('语言').selectOption('zh-HK');
    // The catalogue is asked again in the new language: game names change too.
    await page.getByText('龍虎').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-HK');
    await page.reload();
    await page
      .getByRole('navigation', { name: '主選單' })
      .getByRole('link', { name: '首頁' })
      .waitFor();
    await page.getByLabel('語言').selectOption('en');
    await page.getByText('Dragon Tiger').first().waitFor();
  });
});

describe('desktop (1440x900)', () => {
  it('redirects /app/home to /home and lays the page out with a header, not a phone frame', async () => {
    const page = await stack.open('desktop', { path: '/app/home' });
    await page.waitForURL((url) => url.pathname === '/home');
    expect(pathAndQuery(page)).toBe('/home');
    await page.locator('.game-card-name').first().waitFor();
    expect(await page.locator('.tabbar').count()).toBe(0);
    const header = await page.locator('header.desk-header').boundingBox();
    expect(header?.width).toBe(1440);
    const banner = await page.locator('.banner-carousel').boundingBox();
    expect(banner?.width).toBeGreaterThan(1000);
    await page.screenshot({ path: screenshotPath('desktop-home-pgdz') });
  });

  it('shows the fallback page for an unknown path', async () => {
    const page = await stack.open('desktop', { path: '/no/such/page' });
    await page.getByText('页面不存在', { exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('desktop-not-found') });
  });
});

describe('brands', () => {
  it('serves two different brands by host, each with its own name, colours and manifest', async () => {
    const pgdz = await stack.open('desktop', { path: '/home' });
    const hx = await stack.open('desktop', { path: '/home', host: 'hx.localhost' });
    await pgdz.locator('.game-card-name').first().waitFor();
    await hx.locator('.game-card-name').first().waitFor();
    expect(await pgdz.title()).toBe('鹏冠电子');
    expect(await hx.title()).toBe('瀚星娱乐');
    const background = (page: Page) =>
      page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background(pgdz)).not.toBe(await background(hx));
    const manifest = (page: Page) =>
      page.evaluate(async () => {
        const href = document.querySelector('link[rel=manifest]')?.getAttribute('href') ?? '';
        return (await fetch(href)).json() as Promise<{ name: string; theme_color: string }>;
      });
    expect((await manifest(pgdz)).name).toBe('鹏冠电子');
    expect((await manifest(hx)).name).toBe('瀚星娱乐');
    await hx.screenshot({ path: screenshotPath('desktop-home-hx') });
    const mobileHx = await stack.open('mobile', { path: '/app/home', host: 'hx.localhost' });
    await mobileHx.locator('.game-card-name').first().waitFor();
    await mobileHx.screenshot({ path: screenshotPath('mobile-home-hx') });
  });

  it("warns when the site is opened from a host that is not the brand's", async () => {
    const page = await stack.open('mobile', { path: '/app/home', host: 'hijacked.example' });
    await page.getByText('当前域名已被劫持', { exact: false }).first().waitFor();
    const confirm = page.getByRole('button', { name: '知道了' });
    // The dialog's action wears the brand's primary colour, not antd-mobile's default blue.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--adm-color-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe('#ff7a1a');
    await page.waitForTimeout(400); // let the dialog finish fading in before the screenshot
    await page.screenshot({ path: screenshotPath('mobile-hijack-notice') });
    await confirm.click();
    await page.getByText('当前域名已被劫持', { exact: false }).first().waitFor({ state: 'hidden' });
  });
});

describe('frameless pages and the zh-HK brand', () => {
  it.each(['mobile', 'desktop'] as const)(
    '%s: /entry shows the brand, the 18+ notice and a way home',
    async (kind) => {
      const page = await stack.open(kind, { path: '/entry' });
      await page.getByText('本站仅限年满18周岁的用户使用').waitFor();
      await page.getByRole('heading', { name: '欢迎来到鹏冠电子' }).waitFor();
      expect(await page.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe(
        kind === 'mobile' ? '/app/home' : '/home',
      );
      await page.screenshot({ path: screenshotPath(`${kind}-entry`) });
    },
  );

  it.each(['mobile', 'desktop'] as const)(
    '%s: /embedded shows the lobby without the site frame',
    async (kind) => {
      const page = await stack.open(kind, { path: '/embedded' });
      await page.locator('.game-card-name').first().waitFor();
      expect(await page.locator('.tabbar, .desk-header, .topbar').count()).toBe(0);
      await page.screenshot({ path: screenshotPath(`${kind}-embedded`) });
    },
  );

  it('desktop: customer service opens inside the desktop frame', async () => {
    const page = await stack.open('desktop', { path: '/app/customer' });
    await page
      .getByRole('region', { name: '在线客服' })
      .getByRole('textbox', { name: '输入消息' })
      .waitFor();
    expect(await page.locator('header.desk-header').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('desktop-customer-pgdz') });
  });

  it('brand hgty speaks Traditional Chinese by default', async () => {
    const page = await stack.open('mobile', { path: '/app/home', host: 'hgty.localhost' });
    // The brand's first game, named in Traditional Chinese by the catalogue.
    await page.getByText('龍虎').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-HK');
    await page
      .getByRole('navigation', { name: '主選單' })
      .getByRole('link', { name: '首頁' })
      .waitFor();
    // The marquee scrolls one line; it must not wrap into a column of characters.
    const notice = await page.locator('.notice-text').boundingBox();
    expect(notice?.height).toBeLessThan(30);
    await page.screenshot({ path: screenshotPath('mobile-home-hgty') });
  });
});
