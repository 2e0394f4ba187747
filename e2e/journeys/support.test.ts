import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  apiJson,
  demoToken,
  screenshotPath,
  useJourneyStack,
  type Kind,
} from '../support/stack.ts';

// Issue 27, point 4: customer service answers. A visitor opens the chat, writes, an operator
// answers through the operator API and the answer appears without a reload; a member sends an
// image and gets one back; the same chat under /iframeCustomerService and in English.

const stack = useJourneyStack({ ADMIN_PASSWORD, CAPTCHA: 'off' });

const shot = (name: string) => ({ path: screenshotPath(`support-${name}`), fullPage: true });

type Thread = { id: number; last: { body: string } | null };

/** The operator's open thread whose last message is `body`. */
async function threadOf(body: string): Promise<number> {
  for (let i = 0; i < 40; i += 1) {
    const queue = await apiJson<{ data: { list: Thread[] } }>(
      stack.url,
      '/api/admin/v1/support/threads?site=pgdz&size=100',
      { headers: { t: stack.operator } },
    );
    const found = queue.data.list.find((thread) => thread.last?.body === body);
    if (found) return found.id;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no thread ends with "${body}"`);
}

async function reply(threadId: number, body: Record<string, unknown>) {
  const answered = await apiJson<{ status: boolean }>(
    stack.url,
    `/api/admin/v1/support/threads/${threadId}/reply`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', t: stack.operator },
      body: JSON.stringify(body),
    },
  );
  expect(answered).toMatchObject({ status: true });
}

/** Nothing on the page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function send(page: Page, text: string, label = '输入消息', button = '发送') {
  await page.getByLabel(label).fill(text);
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.locator('.chat-message.is-mine .chat-text', { hasText: text }).waitFor();
}

describe('customer service', () => {
  it.each<Kind>(['mobile', 'desktop'])(
    '%s: a visitor writes, an operator answers, the answer appears live',
    async (kind) => {
      const page = await stack.open(kind, { path: '/app/customer' });
      await page.getByText('您好，有什么可以帮您？').waitFor();
      await page.getByText('客服在线').waitFor();
      await expectNoSidewaysScroll(page);
      await page.screenshot(shot(`${kind}-empty`));

      const question = `你好，我忘记了登录密码，怎么找回？（${kind}）`;
      await send(page, question);
      const mine = page.locator('.chat-message.is-mine').last();
      await mine.getByText('未读').waitFor();

      const answer = '您好！请在登录页点“忘记密码”，用绑定的手机号接收验证码即可重设。';
      await reply(await threadOf(question), { content: answer });
      await page.getByText(answer).waitFor();
      // Answering reads the thread: the visitor's message shows as read, still without a reload.
      await mine.getByText('已读').waitFor();
      await expectNoSidewaysScroll(page);
      await page.screenshot(shot(`${kind}-answered`));
      expect(page.errors).toEqual([]);
    },
    120_000,
  );

  it('mobile: a member sends a screenshot and gets an image back', async () => {
    const token = await demoToken(stack.url);
    const page = await stack.open('mobile', { token, path: '/app/customer' });
    await page.getByText('客服在线').waitFor();
    await send(page, '充值 500 元还没到账，截图如下');
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 180, height: 120 } });
    await page.locator('.chat-composer input[type=file]').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: png,
    });
    const sent = page.locator('.chat-message.is-mine img').last();
    await sent.waitFor();
    await expect
      .poll(() => sent.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    const threadId = await (async () => {
      const queue = await apiJson<{ data: { list: (Thread & { account: string | null })[] } }>(
        stack.url,
        '/api/admin/v1/support/threads?site=pgdz',
        { headers: { t: stack.operator } },
      );
      const found = queue.data.list.find((thread) => thread.account === 'demo01');
      if (!found) throw new Error('no thread of demo01');
      return found.id;
    })();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'answer.png');
    const image = await apiJson<{ data: { id: number } }>(
      stack.url,
      '/api/admin/v1/support/images',
      {
        method: 'POST',
        headers: { t: stack.operator },
        body: form,
      },
    );
    await reply(threadId, {
      content: '已收到截图，款项已入账，请刷新余额。',
      images: [image.data.id],
    });
    const theirs = page.locator('.chat-message.is-theirs img').last();
    await theirs.waitFor();
    await expect
      .poll(() => theirs.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expectNoSidewaysScroll(page);
    await page.screenshot(shot('mobile-member-images'));
    expect(page.errors).toEqual([]);
  }, 120_000);

  it.each<Kind>(['mobile', 'desktop'])(
    '%s: /iframeCustomerService is the same chat, here in English',
    async (kind) => {
      const page = await stack.open(kind);
      await page.addInitScript(() => localStorage.setItem('lang', 'en'));
      await page.goto(`${stack.url}/iframeCustomerService`);
      await page.getByText('Hello, how can we help?').waitFor();
      await page.getByText('Online', { exact: true }).waitFor();
      await send(page, 'Where is my withdrawal? I asked an hour ago.', 'Message', 'Send');
      await page.screenshot(shot(`${kind}-frame-en`));
      await expectNoSidewaysScroll(page);
      expect(page.errors).toEqual([]);
    },
    120_000,
  );
});
