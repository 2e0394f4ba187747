import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  apiJson,
  demoToken,
  field,
  screenshotPath,
  useJourneyStack,
  type Kind,
} from '../support/stack.ts';

// Responsible gambling in a real browser against the real server (issue 25): the member sets a
// daily deposit limit on the 负责任博彩 page, is refused a deposit above it with the limit named
// and nothing ordered, takes a one-day time-out (and is logged out), logs in again and is refused
// a game launch, while the records stay readable.

const stack = useJourneyStack({ ADMIN_PASSWORD, CAPTCHA: 'off' });

const call = <T>(pathname: string, init: RequestInit = {}) => apiJson<T>(stack.url, pathname, init);
const shot = (kind: Kind, name: string) => ({
  path: screenshotPath(`protection-${kind}-${name}`),
  fullPage: true,
});

/** The demo member's deposit orders, as operators list them. */
const depositOrders = async () =>
  (
    await call<{ data: { total: number } }>('/api/admin/v1/finance/deposits?account=demo01', {
      headers: { t: stack.operator },
    })
  ).data.total;

describe('responsible gambling', () => {
  it('desktop: the page reads the limits, the waiting changes and the help', async () => {
    const page = await stack.open('desktop', { token: await demoToken(stack.url) });
    await page.goto(`${stack.url}/user/responsible`);
    await page.getByRole('heading', { name: '负责任博彩' }).first().waitFor();
    await page.getByText('为什么要设置限额').first().waitFor();
    await page.getByRole('button', { name: '设置 每周亏损限额' }).click();
    await field(page, '每周亏损限额金额').fill('800');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('已生效').first().waitFor();
    // A raise waits 24 hours, counted down on the page, and the old limit holds.
    await page.getByRole('button', { name: '修改 每周亏损限额' }).click();
    await field(page, '每周亏损限额金额').fill('2000');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('待生效的调整').first().waitFor();
    await page
      .getByText(/后可确认/)
      .first()
      .waitFor();
    await page.screenshot(shot('desktop', 'page'));
    const limits = await call<{ data: { loss: { week: string }; pending: unknown[] } }>(
      '/api/findmed/v1/member/limits',
      { headers: { t: await demoToken(stack.url) } },
    );
    expect(limits.data.loss.week).toBe('800.00');
    expect(limits.data.pending).toHaveLength(1);
    expect(page.errors).toEqual([]);
  });

  it('mobile: a deposit limit refuses a deposit above it; a time-out refuses a launch', async () => {
    const page = await stack.open('mobile', { token: await demoToken(stack.url) });
    await page.goto(`${stack.url}/user/responsible`);
    await page.getByRole('button', { name: '设置 每日存款限额' }).click();
    await field(page, '每日存款限额金额').fill('100');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('已生效').first().waitFor();
    await page.screenshot(shot('mobile', 'limit-set'));

    // Above the limit: refused with the limit named, and no order made.
    const before = await depositOrders();
    await page.goto(`${stack.url}/finance/deposit`);
    await page.getByRole('radio', { name: /中国工商银行/ }).check();
    await field(page, '充值金额').fill('200');
    await page.getByPlaceholder('付款银行卡的户名').fill('张三');
    await page.getByRole('button', { name: '立即充值' }).click();
    await page
      .getByText(/已达到您设置的每日存款限额/)
      .first()
      .waitFor();
    await page.screenshot(shot('mobile', 'deposit-refused'));
    expect(page.url()).not.toMatch(/deposit\/info/);
    expect(await depositOrders()).toBe(before);

    // A one-day time-out: confirmed in a dialog, and the member is logged out.
    await page.goto(`${stack.url}/user/responsible`);
    await page
      .getByRole('radiogroup', { name: '暂停时长' })
      .getByText('1天', { exact: true })
      .click();
    await page.getByRole('button', { name: '开始暂停' }).click();
    await page.getByRole('button', { name: '确认暂停' }).click();
    await page
      .getByText(/您已暂停至/)
      .first()
      .waitFor();
    await page.screenshot(shot('mobile', 'timed-out'));

    // Logging in again is allowed (to withdraw, to read records); a game launch is refused.
    const again = await stack.open('mobile', { token: await demoToken(stack.url) });
    await again.goto(`${stack.url}/app/home`);
    await again.getByRole('tab', { name: /真人/ }).first().click();
    await again.getByRole('link', { name: '龙虎' }).first().click();
    await again.waitForURL(/\/games\/\d+\//);
    await again
      .getByText(/您正处于暂停期/)
      .first()
      .waitFor();
    await again.screenshot(shot('mobile', 'launch-refused'));
    // Trying again cannot help: the page leads to the settings, which show the time-out.
    await again.getByRole('link', { name: '负责任博彩' }).click();
    await again.waitForURL(/\/user\/responsible/);
    await again
      .getByText(/您正处于暂停期/)
      .first()
      .waitFor();

    const invariants = await call<{ data: { ok: boolean } }>('/api/admin/v1/finance/invariants', {
      headers: { t: stack.operator },
    });
    expect(invariants.data.ok).toBe(true);
  });
});
