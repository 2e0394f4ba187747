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

// The sportsbook in a real browser against the real server (issue 23): a trader lists matches; a
// member places a single and cashes it out from their bets; builds a two-leg parlay, sees a price
// move while the slip is open and accepts it; the trader posts the results and the member finds
// the parlay settled and paid. The books balance after.

const stack = useJourneyStack({ ADMIN_PASSWORD, CAPTCHA: 'off' });

const call = <T>(pathname: string, init: RequestInit = {}) => apiJson<T>(stack.url, pathname, init);
const asOperator = <T>(pathname: string, body: Record<string, unknown>, key?: string) =>
  call<T>(`/api/admin/v1${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      t: stack.operator,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });

type Listed = { id: number; markets: { id: number; selections: { id: number }[] }[] };

/** A match two hours away with its result and totals markets. */
async function listMatch(home: string, away: string): Promise<Listed> {
  const created = await asOperator<{ status: boolean; data: Listed }>('/sports/events', {
    sport: 'football',
    league: '旅程联赛',
    home,
    away,
    startsAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    markets: [
      {
        type: '1x2',
        selections: [
          { outcome: 'home', odds: '2.000' },
          { outcome: 'draw', odds: '3.200' },
          { outcome: 'away', odds: '3.500' },
        ],
      },
      {
        type: 'ou',
        line: '2.5',
        selections: [
          { outcome: 'over', odds: '1.900' },
          { outcome: 'under', odds: '1.900' },
        ],
      },
    ],
  });
  expect(created).toMatchObject({ status: true });
  return created.data;
}

const yuan = (text: string) => Number(text.replace(/,/g, ''));

async function journey(kind: Kind) {
  const token = await demoToken(stack.url);
  const funded = await asOperator<{ status: boolean }>(
    '/finance/adjustments',
    { account: 'demo01', amount: '500', reason: 'sports journey' },
    `sports-fund-${kind}`,
  );
  expect(funded).toMatchObject({ status: true });
  const wallet = async () =>
    (
      await call<{ data: { central: string; locked: string } }>('/api/findmed/v1/member/balance', {
        headers: { t: token },
      })
    ).data;
  const home = `主队${kind}`;
  await listMatch(home, `客队${kind}`);
  const second = await listMatch(`二队${kind}`, `客二${kind}`);
  const third = await listMatch(`三队${kind}`, `客三${kind}`);
  const shot = (name: string) => ({ path: screenshotPath(`sports-${kind}-${name}`) });

  // A single: on the slip, placed; the stake moves from central to locked.
  const before = await wallet();
  const page = await stack.open(kind, { token, path: '/sports' });
  const match = page.getByRole('article', { name: `${home} vs 客队${kind}` });
  await match.waitFor();
  await page.screenshot(shot('lobby'));
  await match.getByRole('button', { name: `独赢 ${home} 2.000` }).click();
  const slip = await openSlip(page, kind, 1);
  await slip.getByLabel('投注金额').fill('100');
  await expect.poll(() => slip.getByText('200.00').count()).toBeGreaterThan(0);
  await page.screenshot(shot('slip'));
  await slip.getByRole('button', { name: '确认投注' }).click();
  await slip.getByText(/投注成功，共 1 注/).waitFor();
  const placed = await wallet();
  expect(yuan(before.central) - yuan(placed.central)).toBeCloseTo(100, 2);
  expect(yuan(placed.locked) - yuan(before.locked)).toBeCloseTo(100, 2);

  // Cashed out from the member's bets, at the offer confirmed; the stake is no longer locked.
  await slip.getByRole('link', { name: '查看注单' }).click();
  await page.waitForURL(/\/sports\/bets/);
  const card = page.getByRole('article', { name: `单关 · ${home} vs 客队${kind}` });
  const cashout = card.getByRole('button', { name: /^提前结算 [\d,.]+$/ });
  await cashout.waitFor();
  await page.screenshot(shot('my-bets'));
  await cashout.click();
  const dialog = page.getByRole('dialog');
  const offered = /以 ([\d,.]+) 提前结算/.exec((await dialog.textContent()) ?? '')?.[1];
  expect(offered).toBeDefined();
  await dialog.getByRole('button', { name: '确认结算' }).click();
  await page.getByText(/已提前结算，[\d,.]+ 已返还中心钱包/).waitFor();
  await card.waitFor({ state: 'detached' });
  const cashed = await wallet();
  expect(yuan(cashed.locked)).toBeCloseTo(yuan(before.locked), 2);
  // The offer may have been refreshed between the dialog and the answer: at most one cent apart.
  expect(Math.abs(yuan(cashed.central) - yuan(placed.central) - yuan(offered!))).toBeLessThan(0.02);

  // A parlay of two matches; a price moves while the slip is open and is accepted.
  await page
    .getByRole('navigation', { name: '体育导航' })
    .getByRole('link', { name: '赛事' })
    .click();
  await page
    .getByRole('article', { name: `二队${kind} vs 客二${kind}` })
    .getByRole('button', { name: `独赢 二队${kind} 2.000` })
    .click();
  await page
    .getByRole('article', { name: `三队${kind} vs 客三${kind}` })
    .getByRole('button', { name: '大小 大 2.5 1.900' })
    .click();
  const parlaySlip = await openSlip(page, kind, 2);
  await parlaySlip.getByRole('radio', { name: /串关/ }).click();
  await parlaySlip.getByLabel('投注金额').fill('50');
  await expect.poll(() => parlaySlip.getByText('3.800').count()).toBeGreaterThan(0);
  const homeOdds = second.markets[0]!.selections[0]!.id;
  const moved = await asOperator<{ status: boolean }>(
    `/sports/markets/${second.markets[0]!.id}/odds`,
    { selections: [{ id: homeOdds, odds: '1.800' }] },
  );
  expect(moved).toMatchObject({ status: true });
  await parlaySlip.getByText('赔率已变化').waitFor();
  await page.screenshot(shot('odds-changed'));
  await parlaySlip.getByRole('button', { name: '接受新赔率' }).click();
  await expect.poll(() => parlaySlip.getByText('3.420').count()).toBeGreaterThan(0);
  await parlaySlip.getByRole('button', { name: '确认投注' }).click();
  await parlaySlip.getByText(/投注成功，共 1 注/).waitFor();

  // The results: 2-0 and 2-1, both legs won; the parlay pays 50 × 1.8 × 1.9 = 171.
  for (const [event, score] of [
    [second, { home: 2, away: 0 }],
    [third, { home: 2, away: 1 }],
  ] as const)
    expect(await asOperator(`/sports/events/${event.id}/result`, score)).toMatchObject({
      status: true,
    });
  await parlaySlip.getByRole('link', { name: '查看注单' }).click();
  await page.waitForURL(/\/sports\/bets/);
  await page.getByRole('radiogroup', { name: '注单状态' }).getByText('已结算').click();
  const parlay = page.getByRole('article', { name: '2串1' }).first();
  await parlay.waitFor();
  await parlay.getByText('171.00').waitFor();
  expect(await parlay.getByText('赢', { exact: true }).count()).toBe(3);
  await page.screenshot(shot('settled'));
  const settled = await wallet();
  expect(yuan(settled.central) - yuan(cashed.central)).toBeCloseTo(171 - 50, 2);
  expect(page.errors).toEqual([]);

  const invariants = await call<{ data: { ok: boolean } }>('/api/admin/v1/finance/invariants', {
    headers: { t: stack.operator },
  });
  expect(invariants.data.ok).toBe(true);
}

/** The slip: beside the page on a desktop; on a phone, opened from the bar at the bottom. */
async function openSlip(page: Page, kind: Kind, picks: number) {
  if (kind === 'mobile') await page.getByRole('button', { name: `投注单 (${picks})` }).click();
  return page.getByRole('region', { name: '投注单' });
}

describe('sports', () => {
  it('mobile: a single cashed out, a parlay through an odds change, settled and paid', () =>
    journey('mobile'));
  it('desktop: the same, with the slip beside the lobby', () => journey('desktop'));
});
