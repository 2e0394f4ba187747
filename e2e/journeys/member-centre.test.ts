import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  apiJson,
  demoToken,
  operatorToken,
  DESKTOP,
  IPHONE,
  launchChromium,
  screenshotPath,
  startServer,
  type RunningServer,
} from '../support/stack.ts';

// Issue 7 journeys so far: the member centre, a message sent by an operator and read by the
// member, a feedback with an image and the operator's reply, and tutorials in Traditional Chinese
// on the zh-HK brand.

const ADMIN_PASSWORD = 'e2e-admin-password-1';

let server: RunningServer;
let browser: Browser;
let operator = '';
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer(inject('webDist'), { ADMIN_PASSWORD, CAPTCHA: 'off' });
  browser = await launchChromium();
  operator = await operatorToken(server.url, ADMIN_PASSWORD);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function open(kind: 'mobile' | 'desktop', host = 'localhost', token?: string) {
  const context = await browser.newContext(kind === 'mobile' ? IPHONE : DESKTOP);
  contexts.push(context);
  if (token) await context.addInitScript((t) => sessionStorage.setItem('t', t), token);
  const page = await context.newPage();
  return { page, base: `http://${host}:${server.port}` };
}

const shot = (name: string) => ({ path: screenshotPath(`centre-${name}`), fullPage: true });

async function sendMessage(title: string, body: string) {
  const sent = await apiJson<{ status: boolean }>(server.url, '/api/admin/v1/messages', {
    method: 'POST',
    headers: { 'content-type': 'application/json', t: operator },
    body: JSON.stringify({ site: 'pgdz', audience: 'member', account: 'demo01', title, body }),
  });
  expect(sent).toMatchObject({ status: true });
}

async function readMessage(page: Page, base: string, title: string, body: string) {
  await page.goto(`${base}/user/message`);
  await page.getByText(title).first().click();
  await page.waitForURL(/\/user\/message\/detail\?id=/);
  await page.getByText(body).first().waitFor();
}

describe('member centre', () => {
  it.each(['mobile', 'desktop'] as const)(
    '%s: the centre, an unread message, reading it',
    async (kind) => {
      const token = await demoToken(server.url);
      const title = `维护通知 ${kind}`;
      const body = `本周六凌晨 2:00 至 4:00 系统维护（${kind}）。`;
      await sendMessage(title, body);
      const { page, base } = await open(kind, 'localhost', token);
      await page.goto(`${base}/app/center`);
      const centre = page.locator('.member-center');
      await centre.getByText('demo01').waitFor();
      await centre.locator('.center-badge').waitFor();
      await page.screenshot(shot(`${kind}-unread`));
      await readMessage(page, base, title, body);
      await page.screenshot(shot(`${kind}-message`));
      await page.goto(`${base}/app/center`);
      await centre.getByText('demo01').waitFor();
      await expect.poll(() => centre.locator('.center-badge').count()).toBe(0);
      await page.screenshot(shot(`${kind}-read`));
    },
    120_000,
  );
});

describe('feedback', () => {
  it('mobile: a feedback with an image, the operator replies, the member reads it', async () => {
    const token = await demoToken(server.url);
    const { page, base } = await open('mobile', 'localhost', token);
    await page.goto(`${base}/user/feedback`);
    // The chips hide their radio inputs; a member taps the chip.
    await page.getByText('充值问题', { exact: true }).click();
    expect(await page.getByRole('radio', { name: '充值问题' }).isChecked()).toBe(true);
    const text = '充值 500 元两小时未到账，请帮忙查一下。';
    await page.getByLabel('问题描述').fill(text);
    // A real PNG: a screenshot of the page itself.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 160, height: 120 } });
    await page
      .getByLabel('添加图片')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: '移除第 1 张图片' }).waitFor();
    await page.screenshot(shot('mobile-feedback-form'));
    await page.getByRole('button', { name: '提交' }).click();
    await page.waitForURL(/\/user\/feedbackDetail\?id=\d+/);
    const id = new URL(page.url()).searchParams.get('id');

    const reply = '您好，已为您查到该笔充值，款项已入账，请刷新余额查看。';
    const answered = await apiJson<{ status: boolean }>(
      server.url,
      `/api/admin/v1/feedback/${id}/reply`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', t: operator },
        body: JSON.stringify({ body: reply }),
      },
    );
    expect(answered).toMatchObject({ status: true });
    await page.reload();
    await page.getByText(reply).waitFor();
    const image = page.getByRole('img', { name: '反馈图片 1' });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.screenshot(shot('mobile-feedback-replied'));
  }, 120_000);
});

describe('tutorials in Traditional Chinese (brand hgty)', () => {
  it.each(['mobile', 'desktop'] as const)('%s: deposit and USDT', async (kind) => {
    const { page, base } = await open(kind, 'hgty.localhost');
    await page.goto(`${base}/tutorial/deposit`);
    await page.getByRole('heading', { name: '如何存款' }).waitFor();
    await page.getByText('TRC20').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-HK');
    await page.screenshot(shot(`${kind}-hgty-deposit`));
    await page.goto(`${base}/tutorial/knowVirtualCurrency`);
    await page.getByRole('heading', { name: '認識 USDT' }).waitFor();
    await page.screenshot(shot(`${kind}-hgty-usdt`));
  });
});
