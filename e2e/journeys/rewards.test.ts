import { describe, expect, it } from 'vitest';
import {
  demoToken,
  field,
  nextPhone,
  outboxCode,
  registerByApi,
  screenshotPath,
  SIGN_UP_ENV,
  useJourneyStack,
} from '../support/stack.ts';
import {
  confirmedBankDeposit,
  expectBooksBalance as expectBooksBalanceOf,
} from '../support/money.ts';

// Issue 7, second half: an activity applied for, VIP progress, a rebate claimed and seen in the
// redemption records, the agent page after a referred sign-up, and the site pop-up.

const PASSWORD = 'Journey123';

const stack = useJourneyStack(SIGN_UP_ENV);

const shot = (name: string) => ({ path: screenshotPath(`rewards-${name}`), fullPage: true });

let serial = 0;
/** A fresh account name (4-11 letters and digits), unique within this run. */
const nextAccount = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(serial += 1)}`.slice(0, 11);

const deposit = (token: string, amount: string) =>
  confirmedBankDeposit(stack.url, stack.operator, token, amount);
const expectBooksBalance = () => expectBooksBalanceOf(stack.url, stack.operator);

describe('rewards', () => {
  it.each(['mobile', 'desktop'] as const)(
    '%s: a new member deposits, applies for the welcome gift and sees VIP progress',
    async (kind) => {
      const token = await registerByApi(stack.url, stack.operator, {
        account: nextAccount('gift'),
        password: PASSWORD,
      });
      await deposit(token, '500');
      const page = await stack.open(kind, { token });

      await page.goto(`${stack.url}/activity/list`);
      await page
        .getByText(/新人见面礼/)
        .first()
        .click();
      await page.waitForURL(/\/activity\/detail\?id=/);
      await page.getByRole('heading', { name: '活动规则' }).waitFor();
      await page.screenshot(shot(`${kind}-activity`));
      await page.getByRole('button', { name: '立即申请' }).click();
      await page
        .getByText(/申请成功，彩金 .*88.* 已到账/)
        .first()
        .waitFor();
      await page.screenshot(shot(`${kind}-applied`));

      // The deposit counts toward the next level; the gift is in the redemption records.
      await page.goto(`${stack.url}/user/vip/detail`);
      await page.getByRole('heading', { name: /距离/ }).waitFor();
      await page
        .getByText(/500\.00 \/ .*1,000\.00/)
        .first()
        .waitFor();
      await page.screenshot(shot(`${kind}-vip`));
      await page.goto(`${stack.url}/user/redemptionRecord`);
      await page.getByText('活动奖励').first().waitFor();
      await expectBooksBalance();
    },
  );

  it.each(['mobile', 'desktop'] as const)(
    '%s: the demo member claims a day of rebate and finds it in the redemption records',
    async (kind) => {
      const page = await stack.open(kind, { token: await demoToken(stack.url) });
      await page.goto(`${stack.url}/user/vip/detail`);
      await page.getByRole('heading', { name: '可领取奖励' }).waitFor();
      await page.screenshot(shot(`${kind}-claimable`));
      const claim = page.getByRole('button', { name: /^领取：.*返水/ }).first();
      const label = (await claim.getAttribute('aria-label')) ?? '';
      const day = /(\d{4}-\d{2}-\d{2})/.exec(label)?.[1] ?? '';
      await claim.click();
      await page
        .getByText(/领取成功，.* 已到账/)
        .first()
        .waitFor();
      await page.screenshot(shot(`${kind}-claimed`));

      await page.goto(`${stack.url}/user/redemptionRecord`);
      await page.getByText('返水').first().waitFor();
      await page.screenshot(shot(`${kind}-records`));
      await page.locator('a[href*="/user/redemptionDetail"]').first().click();
      await page.waitForURL(/\/user\/redemptionDetail\?id=/);
      if (day) await page.getByText(day).first().waitFor();
      await page.screenshot(shot(`${kind}-record-detail`));
      await expectBooksBalance();
    },
  );

  it.each(['mobile', 'desktop'] as const)(
    '%s: the agent page shows a friend who signed up through the invite link',
    async (kind) => {
      const agentToken = await registerByApi(stack.url, stack.operator, {
        account: nextAccount('agt'),
        password: PASSWORD,
      });
      const page = await stack.open(kind, { token: agentToken });
      await page.goto(`${stack.url}/user/agentPage`);
      const link = (await page.locator('.agent-invite-link').first().textContent()) ?? '';
      expect(link).toContain('/register?invite_code=');
      await page.getByRole('img', { name: '邀请二维码' }).waitFor();
      await page.screenshot(shot(`${kind}-agent-empty`));

      // A friend opens the link in their own browser and registers.
      const friend = await stack.open(kind);
      const account = nextAccount('frd');
      await friend.goto(link);
      await field(friend, '账号').fill(account);
      await field(friend, '密码').fill(PASSWORD);
      await field(friend, '确认密码').fill(PASSWORD);
      const code = new URL(link).searchParams.get('invite_code');
      await expect(field(friend, '邀请码').inputValue()).resolves.toBe(code);
      const phone = nextPhone();
      await field(friend, '手机号').fill(phone);
      await friend.getByRole('button', { name: '获取验证码' }).click();
      await field(friend, '手机验证码').fill(
        await outboxCode(stack.url, stack.operator, `+86${phone}`),
      );
      await friend.getByLabel('我已年满18周岁').check();
      await friend.getByRole('button', { name: '注册', exact: true }).click();
      await friend.waitForURL((url) => !url.pathname.startsWith('/register'));

      await page.reload();
      // Direct downline: one.
      await expect.poll(() => page.locator('.agent-team dd').first().textContent()).toBe('1');
      await page
        .getByText(`${account.slice(0, 2)}***${account.slice(-2)}`)
        .first()
        .waitFor();
      await page.screenshot(shot(`${kind}-agent-downline`));
    },
  );

  it('mobile: the site pop-up shows on opening and stays away for the rest of the day', async () => {
    const page = await stack.open('mobile');
    await page.context().addInitScript(() => {
      if (!sessionStorage.getItem('popup-test')) {
        sessionStorage.setItem('popup-test', '1');
        localStorage.removeItem('popup-hide:site-pgdz');
      }
    });
    await page.goto(`${stack.url}/app/home`);
    const popup = page.getByRole('dialog');
    await popup.waitFor({ timeout: 15_000 });
    await page.screenshot(shot('popup'));
    await popup.getByLabel('今日不再显示').check();
    await popup.getByRole('button', { name: '关闭' }).first().click();
    await popup.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('优惠活动').first().waitFor();
    await page.waitForTimeout(2_500);
    expect(await popup.count()).toBe(0);
  });
});
