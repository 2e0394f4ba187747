import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  apiJson,
  demoToken,
  screenshotPath,
  useJourneyStack,
} from '../support/stack.ts';

// Issue 7 journeys so far: the member centre, a message sent by an operator and read by the
// member, a feedback with an image and the operator's reply, and tutorials in Traditional Chinese
// on the zh-HK brand.

const stack = useJourneyStack({ ADMIN_PASSWORD, CAPTCHA: 'off' });

const shot = (name: string) => ({ path: screenshotPath(`centre-${name}`), fullPage: true });

async function sendMessage(title: string, body: string) {
  const sent = await apiJson<{ status: boolean }>(stack.url, '/api/admin/v1/messages', {
    method: 'POST',
    headers: { 'content-type': 'application/json', t: stack.operator },
    body: JSON.stringify({ site: 'pgdz', audience: 'member', account: 'demo01', title, body }),
  });
  expect(sent).toMatchObject({ status: true });
}

async function readMessage(page: Page, title: string, body: string) {
  await page.goto(`${stack.url}/user/message`);
  await page.getByText(title).first().click();
  await page.waitForURL(/\/user\/message\/detail\?id=/);
  await page.getByText(body).first().waitFor();
}

describe('member centre', () => {
  it.each(['mobile', 'desktop'] as const)(
    '%s: the centre, an unread message, reading it',
    async (kind) => {
      const token = await demoToken(stack.url);
      const title = `维护通知 ${kind}`;
      const body = `本周六凌晨 2:00 至 4:00 系统维护（${kind}）。`;
      await sendMessage(title, body);
      const page = await stack.open(kind, { token });
      await page.goto(`${stack.url}/app/center`);
      const centre = page.locator('.member-center');
      // The unread count: on the centre's own list on a phone, on the account menu beside it on a
      // desktop (the centre leaves its list out there).
      const badge = page.locator(
        kind === 'mobile' ? '.center-badge' : '.account-nav .unread-badge',
      );
      await centre.getByText('demo01').waitFor();
      await badge.waitFor();
      await page.screenshot(shot(`${kind}-unread`));
      await readMessage(page, title, body);
      await page.screenshot(shot(`${kind}-message`));
      await page.goto(`${stack.url}/app/center`);
      await centre.getByText('demo01').waitFor();
      await expect.poll(() => badge.count()).toBe(0);
      await page.screenshot(shot(`${kind}-read`));
    },
    120_000,
  );
});

describe('feedback', () => {
  it('mobile: a feedback with an image, the operator replies, the member reads it', async () => {
    const token = await demoToken(stack.url);
    const page = await stack.open('mobile', { token });
    await page.goto(`${stack.url}/user/feedback`);
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
      stack.url,
      `/api/admin/v1/feedback/${id}/reply`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', t: stack.operator },
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
    const page = await stack.open(kind);
    const base = stack.base('hgty.localhost');
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
