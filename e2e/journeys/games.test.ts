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

// The games journey of issue 6 in a real browser against the real server, which runs the venue
// simulator as its own process: move money into the demo venue, open Dragon Tiger in its frame,
// play rounds, come back, recall, and find the bets in the betting records and the money home.

const stack = useJourneyStack({
  ADMIN_PASSWORD,
  CAPTCHA: 'off',
  VENUE_BET_PULL_MS: '500',
  VENUE_RECONCILE_MS: '500',
});

const call = <T>(pathname: string, init: RequestInit = {}) => apiJson<T>(stack.url, pathname, init);

const cents = (amount: string) => Math.round(Number(amount.replace(/[^\d.-]/g, '')) * 100);

async function journey(kind: Kind) {
  const token = await demoToken(stack.url);
  const headers = { t: token };
  const shot = (name: string) => ({
    path: screenshotPath(`games-${kind}-${name}`),
    fullPage: true,
  });
  const central = async () =>
    cents(
      (await call<{ data: { central: string } }>('/api/findmed/v1/member/balance', { headers }))
        .data.central,
    );
  // Money to play with, credited by an operator.
  const credit = await call<{ status: boolean }>('/api/admin/v1/finance/adjustments', {
    method: 'POST',
    headers: { 'content-type': 'application/json', t: stack.operator },
    body: JSON.stringify({ account: 'demo01', amount: '500.00', reason: 'e2e games' }),
  });
  expect(credit).toMatchObject({ status: true });
  const before = await central();
  const since = new Date(Date.now() - 1_000).toISOString();
  const page = await stack.open(kind, { token });

  // Into the demo venue from the transfer page.
  await page.goto(`${stack.url}/finance/transfer`);
  await page.getByRole('combobox', { name: '转入钱包' }).selectOption('kgame');
  await field(page, '转账金额').fill('200');
  await page.getByRole('button', { name: '立即转账' }).click();
  await page.getByText('转账成功').first().waitFor();
  await page.screenshot(shot('transfer'));
  expect(await central()).toBe(before - 20_000);

  // Launch Dragon Tiger from the lobby and play three rounds in the venue's frame.
  await page.goto(`${stack.url}${kind === 'mobile' ? '/app/home' : '/home'}`);
  await page.getByRole('tab', { name: /真人/ }).first().click();
  await page.getByRole('link', { name: '龙虎' }).first().click();
  await page.waitForURL(/\/games\/\d+\//);
  const game = page.frameLocator('iframe');
  await game.getByRole('button', { name: '发牌' }).waitFor({ timeout: 20_000 });
  for (const side of ['龙', '虎', '龙']) {
    await game.getByRole('button', { name: new RegExp(`^${side}`) }).click();
    await game.getByRole('button', { name: '发牌' }).click();
    await game.locator('#history li').first().waitFor();
    await expect.poll(() => game.locator('#deal').isEnabled()).toBe(true);
  }
  await expect.poll(() => game.locator('#history li').count()).toBe(3);
  await page.screenshot(shot('playing'));

  // Back to the lobby through the venue's own link: the member lands on /app/venueBack.
  await game.getByRole('link', { name: /返回大厅/ }).click();
  await page.waitForURL(/\/app\/venueBack/);
  await page.getByText('已离开游戏').first().waitFor();
  await page.screenshot(shot('venue-back'));

  // Everything comes home with one tap.
  await page.goto(`${stack.url}/finance/transfer`);
  await page.getByRole('button', { name: '一键回收' }).click();
  await page
    .getByText(/已将 .* 转回中心钱包/)
    .first()
    .waitFor();
  await page.screenshot(shot('recalled'));

  // The rounds show up in the betting records once pulled from the venue.
  type Bets = { data: { total: number; sums: { winLoss: string } } };
  await expect
    .poll(
      async () =>
        (
          await call<Bets>('/api/findmed/v1/records/bets', {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ startTime: since }),
          })
        ).data.total,
      { timeout: 15_000 },
    )
    .toBe(3);
  await page.goto(`${stack.url}/user/bettingRecord`);
  await page.getByText('龙虎').first().waitFor();
  await page.screenshot(shot('bets'));

  // The money is back, changed by exactly what the bets won or lost.
  const bets = await call<Bets>('/api/findmed/v1/records/bets', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ startTime: since, size: 100 }),
  });
  const ours = await call<{ data: { inTransit: string; venues: { balance: string }[] } }>(
    '/api/findmed/v1/finance/assets',
    { headers },
  );
  expect(ours.data.inTransit).toBe('0.00');
  expect(ours.data.venues.every((v) => v.balance === '0.00')).toBe(true);
  expect(bets.data.total).toBe(3);
  expect(await central()).toBe(before + cents(bets.data.sums.winLoss));
  const invariants = await call<{ data: { ok: boolean } }>('/api/admin/v1/finance/invariants', {
    headers: { t: stack.operator },
  });
  expect(invariants.data.ok).toBe(true);
}

describe('games journeys', () => {
  it(
    'mobile: transfer in, play Dragon Tiger, return, recall, betting records',
    () => journey('mobile'),
    180_000,
  );
  it(
    'desktop: transfer in, play Dragon Tiger, return, recall, betting records',
    () => journey('desktop'),
    180_000,
  );
});
