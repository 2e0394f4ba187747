import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  apiJson,
  demoToken,
  screenshotPath,
  useJourneyStack,
  type Kind,
} from '../support/stack.ts';

// Site-wide maintenance in a real browser against the real server (issue 26): an operator
// schedules it (every page shows a notice ahead), starts it (every route shows the maintenance
// page with customer service, money writes are refused, reads go on) and ends it.

const stack = useJourneyStack({ ADMIN_PASSWORD, CAPTCHA: 'off' });

const call = <T>(pathname: string, init: RequestInit = {}) => apiJson<T>(stack.url, pathname, init);
const shot = (kind: Kind, name: string) => ({
  path: screenshotPath(`maintenance-${kind}-${name}`),
  fullPage: true,
});
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const setMaintenance = (body: Record<string, unknown>) =>
  call<{ status: boolean }>('/api/admin/v1/site/maintenance', {
    method: 'POST',
    headers: { t: stack.operator, 'content-type': 'application/json' },
    body: JSON.stringify({ site: '*', ...body }),
  });

describe('site-wide maintenance', () => {
  it('shows a scheduled one ahead as a notice the member can close', async () => {
    expect(
      await setMaintenance({ on: true, startsAt: inHours(1), endsAt: inHours(3) }),
    ).toMatchObject({ status: true });
    const page = await stack.open('mobile', { path: '/' });
    const notice = page.getByRole('status').filter({ hasText: '系统将于' });
    await notice.waitFor();
    await page.screenshot(shot('mobile', 'scheduled'));
    await page.getByRole('button', { name: '关闭维护通知' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(page.errors).toEqual([]);
  });

  for (const kind of ['mobile', 'desktop'] as const) {
    it(`${kind}: every route shows the maintenance page; money writes are refused, reads go on`, async () => {
      expect(
        await setMaintenance({ on: true, message: '数据库升级，感谢耐心等待', endsAt: inHours(2) }),
      ).toMatchObject({ status: true });
      const token = await demoToken(stack.url);
      const page = await stack.open(kind, { token, path: '/' });
      await page.getByRole('heading', { name: '系统维护中' }).waitFor();
      await page.getByText('数据库升级，感谢耐心等待').waitFor();
      await page.getByRole('timer').waitFor();
      await page.screenshot(shot(kind, 'page'));
      await page.goto(`${stack.url}/finance/deposit`);
      await page.getByRole('heading', { name: '系统维护中' }).waitFor();
      // Customer service stays open.
      await page.getByRole('link', { name: '联系客服' }).click();
      await page.getByRole('heading', { name: '系统维护中' }).waitFor({ state: 'detached' });
      await page.screenshot(shot(kind, 'service'));

      const headers = { t: token, 'content-type': 'application/json' };
      const transfer = await call<{ code?: string }>('/api/findmed/v1/finance/transfer', {
        method: 'POST',
        headers,
        body: JSON.stringify({ from: 'central', to: 'kgame', amount: '1.00' }),
      });
      expect(transfer.code).toBe('MAINTENANCE');
      const assets = await call<{ status: boolean }>('/api/findmed/v1/finance/assets', {
        headers,
      });
      expect(assets.status).toBe(true);

      // Ended: the site comes back.
      expect(await setMaintenance({ on: false })).toMatchObject({ status: true });
      await page.goto(`${stack.url}/`);
      await page.getByRole('heading', { name: '系统维护中' }).waitFor({ state: 'detached' });
      expect(page.errors).toEqual([]);
    });
  }
});
