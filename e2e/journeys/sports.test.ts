import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  apiJson,
  demoToken,
  screenshotPath,
  useJourneyStack,
  type Kind,
} from '../support/stack.ts';

// The sportsbook in a real browser against the real server (issue 23's first step): a trader lists
// a match, a member finds it in the lobby, puts a selection on the slip, places a single, and
// finds it in the betting records; the books balance after.

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
  const before = await wallet();
  const home = `主队${kind}`;
  const created = await asOperator<{ status: boolean; data: { id: number } }>('/sports/events', {
    sport: 'football',
    league: '旅程联赛',
    home,
    away: `客队${kind}`,
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
  const shot = (name: string) => ({ path: screenshotPath(`sports-${kind}-${name}`) });

  const page = await stack.open(kind, { token, path: '/sports' });
  const match = page.getByRole('article', { name: `${home} vs 客队${kind}` });
  await match.waitFor();
  await page.screenshot(shot('lobby'));
  await match.getByRole('button', { name: `独赢 ${home} 2.000` }).click();
  if (kind === 'mobile') await page.getByRole('button', { name: '投注单 (1)' }).click();
  const slip = page.getByRole('region', { name: '投注单' });
  await slip.getByLabel('投注金额').fill('100');
  await expect.poll(() => slip.getByText('200.00').count()).toBeGreaterThan(0);
  await page.screenshot(shot('slip'));
  await slip.getByRole('button', { name: '确认投注' }).click();
  await slip.getByText(/投注成功，共 1 注/).waitFor();
  // The stake left the central wallet into locked funds.
  const after = await wallet();
  const yuan = (text: string) => Number(text.replace(/,/g, ''));
  expect(yuan(before.central) - yuan(after.central)).toBeCloseTo(100, 2);
  expect(yuan(after.locked) - yuan(before.locked)).toBeCloseTo(100, 2);

  // The bet is in the records, with its leg.
  await slip.getByRole('link', { name: '查看注单' }).click();
  await page.waitForURL(/\/user\/bettingRecord/);
  const row =
    kind === 'mobile'
      ? page.getByRole('button', { name: /查看注单 \d+ 详情/ }).first()
      : page.getByRole('row', { name: new RegExp(home) }).first();
  await row.waitFor();
  await page.screenshot(shot('records'));
  expect(page.errors).toEqual([]);

  const invariants = await call<{ data: { ok: boolean } }>('/api/admin/v1/finance/invariants', {
    headers: { t: stack.operator },
  });
  expect(invariants.data.ok).toBe(true);
}

describe('sports', () => {
  it('mobile: find a match, put it on the slip, place a single, find it in the records', () =>
    journey('mobile'));
  it('desktop: the same, with the slip beside the lobby', () => journey('desktop'));
});
