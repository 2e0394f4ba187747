import { expect, vi } from 'vitest';
import type { Locator } from 'playwright-core';
import { totpCode } from '../../apps/server/src/modules/platform/admin/second-factor.ts';
import { apiJson, screenshotPath, type JourneyPage, type JourneyStack } from './stack.ts';

/**
 * Picks an option of an antd select: opens it and clicks the option, again if a loaded machine
 * let the click land while the dialog around it was still moving (the list then never opened).
 */
export async function chooseOption(page: JourneyPage, select: Locator, option: string) {
  await vi.waitFor(
    async () => {
      await select.click({ force: true });
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .filter({ hasText: option })
        .first()
        .click({ timeout: 3_000 });
    },
    { timeout: 20_000, interval: 300 },
  );
}

export type Envelope<T> = { status: boolean; data: T; code?: string };

/**
 * What console journeys share: the API in the envelope, a new operator of a role, signing in and
 * through two-step enrolment as a person would, the confirmation's yes, and the books' check.
 */
export function consoleKit(stack: JourneyStack) {
  const api = <T>(pathname: string, init: RequestInit = {}) =>
    apiJson<Envelope<T>>(stack.url, pathname, init);
  const json = (token: string, body: unknown, key?: string): RequestInit => ({
    method: 'POST',
    headers: {
      t: token,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  const shot = (name: string) => ({ path: screenshotPath(`console-${name}`) });

  async function newOperator(role: 'admin' | 'finance' | 'support') {
    const account = `${role}${Date.now().toString(36).slice(-6)}`;
    const password = `Console-${role}-pass-1`;
    const made = await api(
      '/api/admin/v1/operators',
      json(stack.operator, { account, password, role }),
    );
    expect(made).toMatchObject({ status: true });
    return { account, password };
  }

  async function signIn(page: JourneyPage, account: string, password: string) {
    await page.goto(`${stack.url}/admin/`);
    await page.getByLabel('账号').fill(account);
    await page.getByLabel('密码').fill(password);
    await page.getByRole('button', { name: '登录' }).click();
  }

  /**
   * Signs a new operator of a money-moving role in and through enrolment (the key read off the page,
   * as a person would scan it), with a picture of the enrolment page; answers the page.
   */
  async function enrolled(role: 'admin' | 'finance') {
    const { account, password } = await newOperator(role);
    const page = await stack.open('desktop');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, account, password);
    await page.getByRole('heading', { name: '开启两步验证' }).waitFor();
    const secret = (await page.locator('.enrol-key code').first().textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.screenshot(shot('enrol'));
    await page.getByLabel('6 位动态码').fill(totpCode(secret, Date.now()));
    await page.getByRole('button', { name: '确认开启' }).click();
    // Money-moving roles open on the dashboard.
    await page.getByRole('heading', { name: '数据概览' }).waitFor();
    return { page, account };
  }

  /** Answers yes to the open confirmation. */
  const agree = (page: JourneyPage) =>
    page
      .getByRole('tooltip')
      .getByRole('button', { name: /确定|OK/ })
      .click();

  async function expectBooksBalance() {
    const invariants = await api<{ ok: boolean }>('/api/admin/v1/finance/invariants', {
      headers: { t: stack.operator },
    });
    expect(invariants.data.ok).toBe(true);
  }

  return { api, json, shot, newOperator, signIn, enrolled, agree, expectBooksBalance };
}
