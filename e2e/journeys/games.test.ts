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
// play rounds, open baccarat's tile and find its own table (not Dragon Tiger's under its name,
// issue 27), play a round, come back, recall, and find the bets in the betting records (the
// baccarat bet opened to its own cards and seeds) and the money home.

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
  const dragonTiger = page.frameLocator('iframe');
  await dragonTiger.getByRole('button', { name: '发牌' }).waitFor({ timeout: 20_000 });
  await dragonTiger.getByRole('heading', { name: '龙虎' }).waitFor();
  for (const side of ['龙', '虎', '龙']) {
    await dragonTiger.getByRole('button', { name: new RegExp(`^${side}`) }).click();
    await dragonTiger.getByRole('button', { name: '发牌' }).click();
    await dragonTiger.locator('#history li').first().waitFor();
    await expect.poll(() => dragonTiger.locator('#deal').isEnabled()).toBe(true);
  }
  await expect.poll(() => dragonTiger.locator('#history li').count()).toBe(3);
  await page.screenshot(shot('playing'));

  // The lobby shows only games that run, each with its own picture (issue 27): look at them.
  await page.goto(`${stack.url}${kind === 'mobile' ? '/app/home' : '/home'}`);
  await page.getByRole('tab', { name: /电子/ }).first().click();
  await page.getByRole('link', { name: '麒麟送福' }).first().waitFor();
  await page.screenshot(shot('lobby-slots'));
  await page.getByRole('tab', { name: /真人/ }).first().click();
  await page.getByRole('link', { name: '翡翠百家乐' }).first().waitFor();
  await page.screenshot(shot('lobby-live'));
  // The 体育 category is the in-house book: its tile opens the book's page, not a venue's game.
  await page.getByRole('tab', { name: /体育/ }).first().click();
  await page
    .getByRole('link', { name: /体育赛事/ })
    .first()
    .click();
  await page.waitForURL(/\/sports$/);
  await page.getByRole('radiogroup', { name: '赛事时间' }).waitFor();
  await page.screenshot(shot('sports-lobby'));
  await page.goto(`${stack.url}${kind === 'mobile' ? '/app/home' : '/home'}`);
  await page.getByRole('tab', { name: /真人/ }).first().click();
  await page.getByRole('link', { name: '翡翠百家乐' }).first().waitFor();

  // Baccarat's tile opens baccarat: its own name, hands and bets in the frame, one round dealt.
  await page.getByRole('link', { name: '翡翠百家乐' }).first().click();
  await page.waitForURL(/\/games\/\d+\/.*jade-baccarat/);
  const table = page.frameLocator('iframe');
  await table.getByRole('heading', { name: '翡翠百家乐' }).waitFor({ timeout: 20_000 });
  expect(await table.locator('.kind').textContent()).toBe('百家乐');
  expect(await table.locator('#dragon-card').count()).toBe(0);
  await table.locator('.bet[data-bet="banker"]').click();
  await table.getByRole('button', { name: '发牌' }).click();
  await table.locator('#history li').first().waitFor();
  await expect
    .poll(() => table.locator('#player-cards .card:not(.back)').count())
    .toBeGreaterThan(1);
  expect(await table.locator('#message').textContent()).toContain('下注 庄');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    kind === 'mobile' ? 390 : 1440,
  );
  await page.screenshot(shot('baccarat'));

  // Back to the lobby through the venue's own link: the member lands on /app/venueBack.
  await table.getByRole('link', { name: /返回大厅/ }).click();
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

  // The rounds show up in the betting records once pulled from the venue, each under its game.
  type Bet = { game: string; round: string; state: string; detail: Record<string, unknown> };
  type Bets = { data: { total: number; list: Bet[]; sums: { winLoss: string } } };
  const records = () =>
    call<Bets>('/api/findmed/v1/records/bets', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ startTime: since, size: 100 }),
    });
  await expect
    .poll(
      async () => {
        const { data } = await records();
        return data.list.filter((bet) => bet.state === 'settled').length;
      },
      { timeout: 15_000 },
    )
    .toBe(4);
  const pulled = (await records()).data.list;
  expect(pulled.map((bet) => bet.game).sort()).toEqual(['翡翠百家乐', '龙虎', '龙虎', '龙虎']);
  const baccarat = pulled.find((bet) => bet.game === '翡翠百家乐')!;
  expect(baccarat.detail).toMatchObject({ table: 'baccarat', bet: 'banker' });
  expect(
    pulled.filter((bet) => bet.game === '龙虎').every((bet) => bet.detail.table === 'dragon-tiger'),
  ).toBe(true);
  await page.goto(`${stack.url}/user/bettingRecord`);
  await page.getByText('龙虎').first().waitFor();
  await page.screenshot(shot('bets'));

  // The baccarat bet opens to its own round: the hands, what was bet, the seeds.
  await page.getByRole('button', { name: `查看注单 ${baccarat.round} 详情` }).click();
  const detail = page.getByRole('dialog', { name: '注单详情' });
  await detail.waitFor();
  const shown = (label: string) =>
    detail
      .locator('.bet-field', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  expect(await shown('游戏').textContent()).toBe('翡翠百家乐');
  expect(await shown('玩法').textContent()).toBe('百家乐');
  expect(await shown('下注内容').textContent()).toBe('庄');
  expect(await shown('局号').textContent()).toBe(baccarat.round);
  expect(await shown('服务端种子').textContent()).toBe(baccarat.detail.serverSeed);
  expect(await detail.locator('.round-card').count()).toBeGreaterThanOrEqual(4);
  expect(await detail.locator('.round-result').textContent()).toMatch(/^(闲胜|庄胜|和局)$/);
  const box = await detail.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(kind === 'mobile' ? 390 : 1440);
  // The sheet is fixed to the screen: shots of the screen, at its top and scrolled to the seeds.
  await page.screenshot({ path: screenshotPath(`games-${kind}-bet-detail`) });
  await detail.evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
  await page.screenshot({ path: screenshotPath(`games-${kind}-bet-detail-seeds`) });
  await page.keyboard.press('Escape');
  await detail.waitFor({ state: 'detached' });

  // The money is back, changed by exactly what the bets won or lost.
  const bets = await records();
  const ours = await call<{ data: { inTransit: string; venues: { balance: string }[] } }>(
    '/api/findmed/v1/finance/assets',
    { headers },
  );
  expect(ours.data.inTransit).toBe('0.00');
  expect(ours.data.venues.every((v) => v.balance === '0.00')).toBe(true);
  expect(bets.data.total).toBe(4);
  expect(await central()).toBe(before + cents(bets.data.sums.winLoss));
  const invariants = await call<{ data: { ok: boolean } }>('/api/admin/v1/finance/invariants', {
    headers: { t: stack.operator },
  });
  expect(invariants.data.ok).toBe(true);
}

describe('games journeys', () => {
  it(
    'mobile: transfer in, play Dragon Tiger and baccarat, return, recall, betting records',
    () => journey('mobile'),
    180_000,
  );
  it(
    'desktop: transfer in, play Dragon Tiger and baccarat, return, recall, betting records',
    () => journey('desktop'),
    180_000,
  );
});
