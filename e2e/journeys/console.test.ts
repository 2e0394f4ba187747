import { describe, expect, it } from 'vitest';
import { totpCode } from '../../apps/server/src/modules/platform/admin/second-factor.ts';
import {
  ADMIN_PASSWORD,
  apiJson,
  demoToken,
  sealPassword,
  screenshotPath,
  useJourneyStack,
  type JourneyPage,
} from '../support/stack.ts';

// Issue 24, first screens: an operator of the finance role signs in to the console at /admin/,
// turns on two-step sign-in with the key the page shows, confirms a member's deposit from the
// queue and the member's balance rises; a support operator finds no finance screen and the API
// refuses them the same action.

// Withdrawals above 200.00 need a second operator's approval before another one pays them.
const stack = useJourneyStack({
  ADMIN_PASSWORD,
  CAPTCHA: 'off',
  WITHDRAW_APPROVAL_THRESHOLD: '200.00',
});

type Envelope<T> = { status: boolean; data: T; code?: string };
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

async function newOperator(role: 'finance' | 'support') {
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
async function enrolled(role: 'finance') {
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
  await page.getByRole('heading', { name: '充值审核' }).waitFor();
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

const centralOf = async (token: string) =>
  (await api<{ central: string }>('/api/findmed/v1/member/balance', { headers: { t: token } })).data
    .central;

describe('the operator console', () => {
  it('a finance operator enrols two-step sign-in and confirms a deposit', async () => {
    const member = await demoToken(stack.url);
    const channels = await api<{ list: { id: number }[] }>(
      '/api/findmed/v1/finance/deposit/channels',
      { headers: { t: member } },
    );
    const order = await api<{ id: string }>(
      '/api/findmed/v1/finance/deposit',
      json(
        member,
        { channelId: channels.data.list[0]!.id, amount: '321', depositorName: '张三' },
        `console-deposit-${Date.now()}`,
      ),
    );
    expect(order).toMatchObject({ status: true });
    const before = await centralOf(member);

    // First sign-in of a money-moving role: the key, as a QR code and as text.
    const { page } = await enrolled('finance');

    // The deposits queue, pending first; the member's order is there.
    const row = page.getByRole('row').filter({ hasText: order.data.id });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('321.00');
    await page.screenshot(shot('deposits'));
    await row.getByRole('button', { name: '确认到账' }).click();
    await agree(page);
    await page.getByText('已处理').first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect(Number(await centralOf(member))).toBe(Number(before) + 321);

    // The audit log is the administrator's: a finance operator has no such screen.
    expect(await page.getByRole('menuitem', { name: '审计日志' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: '提现审核' }).click();
    await page.getByRole('heading', { name: '提现审核' }).waitFor();
    await page.screenshot(shot('withdrawals'));
    expect(page.errors).toEqual([]);

    await expectBooksBalance();
  }, 120_000);

  it('a large withdrawal: one finance operator approves, another pays', async () => {
    const member = await demoToken(stack.url);
    const info = await api<{ accounts: { id: number }[]; available: string }>(
      '/api/findmed/v1/finance/withdraw/info',
      { headers: { t: member } },
    );
    const asked = await api<{ id: string }>(
      '/api/findmed/v1/finance/withdraw',
      json(
        member,
        {
          amount: '250',
          accountId: info.data.accounts[0]!.id,
          wpassword: await sealPassword(stack.url, '135790'),
        },
        `console-withdraw-${Date.now()}`,
      ),
    );
    expect(asked, JSON.stringify(asked)).toMatchObject({ status: true });
    const list = await api<{ list: { id: string; state: string }[] }>(
      '/api/findmed/v1/finance/withdrawals',
      { headers: { t: member } },
    );
    const orderNo = list.data.list.find((w) => w.state === 'reviewing')!.id;

    const first = await enrolled('finance');
    await first.page.getByRole('menuitem', { name: '提现审核' }).click();
    const row = first.page.getByRole('row').filter({ hasText: orderNo });
    await row.getByText('需审批').waitFor();
    // Where to pay, in full (the read is audited).
    await row.getByRole('button', { name: '查看收款信息' }).click();
    await first.page.getByRole('dialog').getByText('张三').waitFor();
    await first.page.screenshot(shot('payee'));
    await first.page
      .getByRole('dialog')
      .getByRole('button', { name: /Close|关闭/ })
      .click();
    await row.getByRole('button', { name: '审批' }).click();
    await agree(first.page);
    await row.getByText(/已审批（操作员 #\d+）/).waitFor();
    // The one who approved cannot also pay.
    await row.getByRole('button', { name: '确认出款' }).click();
    await agree(first.page);
    await first.page.locator('.ant-message-error').first().waitFor();
    await first.page.screenshot(shot('approved'));

    const second = await enrolled('finance');
    await second.page.getByRole('menuitem', { name: '提现审核' }).click();
    const same = second.page.getByRole('row').filter({ hasText: orderNo });
    await same.getByRole('button', { name: '确认出款' }).click();
    await agree(second.page);
    await same.waitFor({ state: 'detached' });
    const after = await api<{ list: { id: string; state: string }[] }>(
      '/api/findmed/v1/finance/withdrawals',
      { headers: { t: member } },
    );
    expect(after.data.list.find((w) => w.id === orderNo)?.state).toBe('paid');
    expect(first.page.errors.concat(second.page.errors)).toEqual([]);
    await expectBooksBalance();
  }, 120_000);

  it('a support operator has no finance screen, and the API refuses them too', async () => {
    const { account, password } = await newOperator('support');
    const page = await stack.open('desktop');
    await signIn(page, account, password);
    // No screen of theirs is built yet: the console says so rather than show an empty menu.
    await page.getByText('您的角色暂时还没有可用的页面').waitFor();
    expect(await page.getByRole('menuitem', { name: '充值审核' }).count()).toBe(0);
    await page.screenshot(shot('support-refused'));
    const login = await api<{ token: string }>(
      '/api/admin/v1/auth/login',
      json('', { account, password }),
    );
    const refused = await api('/api/admin/v1/finance/deposits', {
      headers: { t: login.data.token },
    });
    expect(refused).toMatchObject({ status: false, code: 'FORBIDDEN' });
  }, 60_000);
});
