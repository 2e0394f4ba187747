import { describe, expect, it } from 'vitest';
import {
  apiJson,
  field,
  registerByApi,
  sealPassword,
  screenshotPath,
  SIGN_UP_ENV,
  useJourneyStack,
  type Kind,
} from '../support/stack.ts';
import {
  confirmedBankDeposit,
  expectBooksBalance as expectBooksBalanceOf,
} from '../support/money.ts';

// Issue 26 in a real browser against the real server: share and earn (a friend signs up with the
// member's code, deposits, and the member sees the reward paid through the ledger), and the
// virtual-coin pages (the wallet, an exchange quote, a crypto withdrawal at its locked rate).

const PASSWORD = 'Journey123';
const stack = useJourneyStack(SIGN_UP_ENV);

type Envelope<T> = { status: boolean; data: T; msg?: string };
const api = <T>(pathname: string, init: RequestInit = {}) =>
  apiJson<Envelope<T>>(stack.url, pathname, init);
const shot = (kind: Kind, name: string) => ({
  path: screenshotPath(`share-coins-${kind}-${name}`),
  fullPage: true,
});

let serial = 0;
const nextAccount = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(serial += 1)}`.slice(0, 11);

const deposit = (token: string, amount: string) =>
  confirmedBankDeposit(stack.url, stack.operator, token, amount);
const expectBooksBalance = () => expectBooksBalanceOf(stack.url, stack.operator);

describe('share and earn', () => {
  it.each(['mobile', 'desktop'] as const)(
    '%s: a friend signs up with the code and deposits; the member sees the reward paid',
    async (kind) => {
      const token = await registerByApi(stack.url, stack.operator, {
        account: nextAccount('shr'),
        password: PASSWORD,
      });
      const page = await stack.open(kind, { token, path: '/user/shareEarn' });
      // The demo rule: 18 for a friend's first deposit of 100.
      await page.getByText('好友首次存款满 ¥100.00').first().waitFor();
      await page.getByRole('img', { name: '邀请二维码' }).waitFor();
      await page.getByText('还没有邀请好友').first().waitFor();
      await page.screenshot(shot(kind, 'share-empty'));

      const { data } = await api<{ inviteCode: string }>('/api/findmed/v1/referral', {
        headers: { t: token },
      });
      const friend = nextAccount('frd');
      const friendToken = await registerByApi(stack.url, stack.operator, {
        account: friend,
        password: PASSWORD,
        inviteCode: data.inviteCode,
      });
      await page.reload();
      await page.getByText('待首存').first().waitFor();

      await deposit(friendToken, '100');
      // Paid right after the credit (the deposit's follow-up): the summary says so, then the page.
      await expect
        .poll(async () => {
          const summary = await api<{ list: { state: string }[] }>('/api/findmed/v1/referral', {
            headers: { t: token },
          });
          return summary.data.list[0]?.state;
        })
        .toBe('rewarded');
      await page.reload();
      await page.getByText('+¥18.00').first().waitFor();
      await page.screenshot(shot(kind, 'share-rewarded'));
      const balance = await api<{ central: string }>('/api/findmed/v1/member/balance', {
        headers: { t: token },
      });
      expect(balance.data.central).toBe('18.00');
      expect(page.errors).toEqual([]);
      await expectBooksBalance();
    },
  );
});

const WP = '246810';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** A member with a withdrawal password, a TRC20 address and 1000 credited by an operator. */
async function coinMember() {
  const account = nextAccount('coin');
  const token = await registerByApi(stack.url, stack.operator, { account, password: PASSWORD });
  const post = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
    api<{ id: number }>(pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const sealed = () => sealPassword(stack.url, WP);
  expect(
    await post('/api/f/v1/withdraw/password/set', { wpassword: await sealed() }, { t: token }),
  ).toMatchObject({ status: true });
  const bound = await post(
    '/api/findmed/v1/member/cards/virtual',
    { network: 'TRC20', address: TRON, wpassword: await sealed() },
    { t: token },
  );
  expect(bound).toMatchObject({ status: true });
  // Credited without a turnover requirement, so the withdrawal is not held back by betting.
  const credit = await post(
    '/api/admin/v1/finance/adjustments',
    { account, amount: '1000.00', reason: 'e2e coins', turnoverMultiple: '0' },
    { t: stack.operator, 'idempotency-key': `e2e-coins-${account}` },
  );
  expect(credit).toMatchObject({ status: true });
  return { token, account };
}

describe('virtual coins', () => {
  it('mobile: the wallet in USDT, a sell quote on the exchange, a crypto withdrawal at it', async () => {
    const { token } = await coinMember();
    const page = await stack.open('mobile', { token, path: '/user/virtualWallet' });
    // 1000 at the demo sell rate of 7.35: 136.054421 USDT.
    await page.getByText('≈ 136.054421 USDT').first().waitFor();
    await page.getByText('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t').first().waitFor();
    await page.screenshot(shot('mobile', 'wallet'));

    await page.goto(`${stack.url}/user/exchange`);
    await field(page, '卖出金额（CNY）').fill('735');
    // No withdrawal fee in the demo: 735 buys 100 USDT; the TRC20 fee of 1 leaves 99 (shown
    // without the trailing zeros of the micro-unit).
    await page.getByText('99.00 USDT', { exact: true }).first().waitFor();
    await page
      .getByText(/汇率锁定 \d\d:\d\d/)
      .first()
      .waitFor();
    await page.screenshot(shot('mobile', 'exchange'));
    await page.getByRole('button', { name: /去提币到/ }).click();
    await page.waitForURL(/\/finance\/withdraw/);
    await page
      .getByText(/到账约 99\.00 USDT/)
      .first()
      .waitFor();
    await field(page, '提现密码').fill(WP);
    await page.screenshot(shot('mobile', 'withdraw'));
    await page.getByRole('button', { name: '申请提现' }).click();
    await page.getByText('提现申请已提交').first().waitFor();

    const list = await api<{ list: { amount: string; coin: unknown }[] }>(
      '/api/findmed/v1/finance/withdrawals',
      { headers: { t: token } },
    );
    expect(list.data.list[0]).toMatchObject({
      amount: '735.00',
      coin: { network: 'TRC20', rate: '7.35', usdt: '100.000000', receive: '99.000000' },
    });
    expect(page.errors).toEqual([]);
    await expectBooksBalance();
  });

  it('desktop: the partners where members buy USDT', async () => {
    const { token } = await coinMember();
    const page = await stack.open('desktop', { token, path: '/user/addCoin' });
    await page.getByText('Binance P2P').first().waitFor();
    const open = page.getByRole('link', { name: '前往 Binance P2P' });
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toContain('noopener');
    await page.screenshot(shot('desktop', 'add-coin'));
    await page.goto(`${stack.url}/user/virtualWallet`);
    await page.getByText('≈ 136.054421 USDT').first().waitFor();
    await page.screenshot(shot('desktop', 'wallet'));
    expect(page.errors).toEqual([]);
  });
});
