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

// The wallet journeys of issue 5 in a real browser against the real server process: deposit by
// bank transfer, an operator confirms through the API, the balance shows it; withdraw, the
// operator rejects, the funds come back and the member sees the reason.

const REJECT_REASON = '收款银行卡信息有误';

// No turnover on deposits here, so the deposited money can be asked for at once.
const stack = useJourneyStack({ ADMIN_PASSWORD, CAPTCHA: 'off', FLOW_MULTIPLE: '0' });

const call = <T>(pathname: string, init: RequestInit = {}) => apiJson<T>(stack.url, pathname, init);

async function operatorPost(pathname: string, body: Record<string, unknown> = {}) {
  const res = await call<{ status: boolean }>(`/api/admin/v1${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', t: stack.operator },
    body: JSON.stringify(body),
  });
  expect(res).toMatchObject({ status: true });
}

type Balance = { data: { central: string } };

/** The rewards (redemptions) credited to the member since `from`, in yuan. */
async function rewardsSince(token: string, from: string): Promise<number> {
  const page = await call<{ data: { list: { amount: string }[] } }>(
    '/api/findmed/v1/records/redemptions',
    {
      method: 'POST',
      headers: { t: token, 'content-type': 'application/json' },
      body: JSON.stringify({ startTime: from, size: 50 }),
    },
  );
  return page.data.list.reduce((sum, r) => sum + Number(r.amount), 0);
}

async function journey(kind: Kind) {
  const token = await demoToken(stack.url);
  const balance = async () =>
    (await call<Balance>('/api/findmed/v1/member/balance', { headers: { t: token } })).data.central;
  const shot = (name: string) => ({
    path: screenshotPath(`wallet-${kind}-${name}`),
    fullPage: true,
  });
  const page = await stack.open(kind, { token });
  const before = Number(await balance());
  const started = new Date().toISOString();

  // Deposit by bank transfer: the order page shows the reference to quote.
  await page.goto(`${stack.url}/finance/deposit`);
  await page.getByRole('radio', { name: /中国工商银行/ }).check();
  await field(page, '充值金额').fill('1000');
  await page.getByPlaceholder('付款银行卡的户名').fill('张三');
  await page.screenshot(shot('deposit'));
  await page.getByRole('button', { name: '立即充值' }).click();
  await page.waitForURL(/\/finance\/deposit\/info\?id=/);
  const orderNo = new URL(page.url()).searchParams.get('id') ?? '';
  await page.getByText('转账附言').first().waitFor();
  await page.getByText('待付款').first().waitFor();
  await page.screenshot(shot('deposit-info'));
  // The member says they have paid; the operator's list shows it.
  await page.getByRole('button', { name: '我已付款' }).click();
  await page
    .getByText(/确认付款/)
    .first()
    .waitFor();
  await page.screenshot(shot('deposit-paid-claimed'));

  // The operator confirms; the page follows by itself and the balance shows the money.
  await operatorPost(`/finance/deposits/${orderNo}/confirm`);
  await page.getByText('已到账').first().waitFor({ timeout: 15_000 });
  await page.screenshot(shot('deposit-credited'));
  // A deposit may lift the member a VIP level, whose upgrade bonus is paid at once: every cent
  // above the deposit must be such a reward, credited since the deposit started.
  const credited = Number(await balance());
  expect(credited).toBe(before + 1000 + (await rewardsSince(token, started)));
  await page.goto(`${stack.url}/finance/myAssets`);
  await page.getByText('总资产').first().waitFor();
  await page.screenshot(shot('assets'));

  // Withdraw to the demo member's bank card with the withdrawal password.
  await page.goto(`${stack.url}/finance/withdraw`);
  await page
    .getByRole('radio', { name: /中国工商银行/ })
    .first()
    .check();
  await field(page, '提现金额').fill('300');
  await field(page, '提现密码').fill('135790');
  await page.screenshot(shot('withdraw'));
  await page.getByRole('button', { name: '申请提现' }).click();
  await page.getByText('提现申请已提交').first().waitFor();
  await page.screenshot(shot('withdraw-submitted'));
  expect(Number(await balance())).toBe(credited - 300);

  // The operator rejects it: the funds come back and the member sees why.
  const list = await call<{ data: { list: { id: string; state: string }[] } }>(
    '/api/findmed/v1/finance/withdrawals',
    { headers: { t: token } },
  );
  const withdrawal = list.data.list.find((w) => w.state === 'reviewing');
  if (!withdrawal) throw new Error('no withdrawal under review');
  await operatorPost(`/finance/withdrawals/${withdrawal.id}/reject`, { reason: REJECT_REASON });
  expect(Number(await balance())).toBe(credited);
  await page.goto(`${stack.url}/finance/withdraw`);
  await page.getByText('已拒绝').first().waitFor();
  const showTimeline = page.getByRole('button', { name: '查看进度' }).first();
  if (await showTimeline.isVisible()) await showTimeline.click();
  await page.getByText(REJECT_REASON).first().waitFor();
  await page.screenshot(shot('withdraw-rejected'));

  // Both movements are in the records.
  await page.goto(`${stack.url}/user/transactionRecord`);
  await page.getByText('+1,000.00').first().waitFor();
  await page.screenshot(shot('records'));

  const invariants = await call<{ data: { ok: boolean } }>('/api/admin/v1/finance/invariants', {
    headers: { t: stack.operator },
  });
  expect(invariants.data.ok).toBe(true);
}

describe('wallet journeys', () => {
  it('mobile: deposit, confirm, withdraw, reject', () => journey('mobile'), 120_000);
  it('desktop: deposit, confirm, withdraw, reject', () => journey('desktop'), 120_000);
});
