import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  field,
  nextPhone,
  operatorToken,
  outboxCode,
  screenshotPath,
  useJourneyStack,
  type Kind,
} from '../support/stack.ts';

// A newcomer's first run: `npm start` on a fresh data directory, no SMS or email provider, no
// operator password chosen, no test switch but the picture code. Registration on pgdz asks for an
// SMS code; demo mode keeps it in the operator outbox and prints it in the server log.

const stack = useJourneyStack({ CAPTCHA: 'off' });

const HINT = '演示模式：验证码见服务器日志';

type DemoCodeLine = {
  msg: string;
  demoCode?: { site: string; purpose: string; to: string; code: string };
};

/** The code the server printed for `to`, as the newcomer finds it in the terminal. */
async function codeFromLog(to: string): Promise<DemoCodeLine> {
  for (let i = 0; i < 40; i += 1) {
    const line = stack
      .serverLog()
      .split('\n')
      .filter((text) => text.includes('"demoCode"'))
      .map((text) => JSON.parse(text) as DemoCodeLine)
      .find((entry) => entry.demoCode?.to === to);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no demo code for ${to} in the server log:\n${stack.serverLog()}`);
}

/** The operator password a fresh start generates and prints. */
function generatedAdminPassword(): string {
  const match = /generated password: ([A-Za-z0-9_-]+)/.exec(stack.serverLog());
  if (!match?.[1]) throw new Error('the server printed no generated operator password');
  return match[1];
}

/** The hint sits inside the page, under the code row, clear of the send button and the input. */
async function expectHintInPlace(page: Page) {
  const hint = page.getByText(HINT, { exact: true });
  await hint.waitFor();
  const box = await hint.boundingBox();
  const button = await page.getByRole('button', { name: /获取验证码|秒后重发/ }).boundingBox();
  const input = await field(page, '手机验证码').boundingBox();
  const width = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(width.page).toBeLessThanOrEqual(width.view);
  if (!box || !button || !input) throw new Error('the code row is not laid out');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width.view);
  for (const other of [button, input]) {
    const apart =
      box.x + box.width <= other.x ||
      other.x + other.width <= box.x ||
      box.y + box.height <= other.y ||
      other.y + other.height <= box.y;
    expect(apart).toBe(true);
  }
}

async function openRegister(kind: Kind) {
  const page = await stack.open(kind, { path: '/register' });
  await field(page, '手机验证码').waitFor();
  return page;
}

describe('first run', () => {
  it('on a phone: the register page says where the code is', async () => {
    const page = await openRegister('mobile');
    await expectHintInPlace(page);
    await page.screenshot({ path: screenshotPath('first-run-mobile-register'), fullPage: true });
    expect(page.errors).toEqual([]);
  });

  it('on a desktop: a newcomer registers with the code from the server log and is signed in', async () => {
    const account = `n${Date.now().toString(36).slice(-8)}`;
    const phone = nextPhone();
    const page = await openRegister('desktop');
    await expectHintInPlace(page);
    await page.screenshot({ path: screenshotPath('first-run-desktop-register'), fullPage: true });

    await field(page, '账号').fill(account);
    await field(page, '密码').fill('Newcomer123');
    await field(page, '确认密码').fill('Newcomer123');
    await field(page, '手机号').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('验证码已发送至您的手机', { exact: true }).first().waitFor();

    const logged = await codeFromLog(`+86${phone}`);
    expect(logged.demoCode).toMatchObject({ site: 'pgdz', purpose: 'register' });
    const code = logged.demoCode?.code ?? '';
    expect(logged.msg).toContain(code);
    // The same code is in the operator outbox, for whoever signs in to the back office.
    const operator = await operatorToken(stack.url, generatedAdminPassword());
    await expect(outboxCode(stack.url, operator, `+86${phone}`)).resolves.toBe(code);

    await field(page, '手机验证码').fill(code);
    await page.getByLabel('我已年满18周岁').check();
    await expectHintInPlace(page);
    await page.screenshot({
      path: screenshotPath('first-run-desktop-register-filled'),
      fullPage: true,
    });
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/register'));
    await page
      .getByRole('button', { name: new RegExp(account) })
      .first()
      .waitFor();
    await page.screenshot({ path: screenshotPath('first-run-desktop-registered'), fullPage: true });
    expect(page.errors).toEqual([]);
  }, 120_000);
});
