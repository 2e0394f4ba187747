import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  apiJson,
  field,
  screenshotPath,
  useJourneyStack,
  type Kind,
} from '../support/stack.ts';

// "Join us" in a real browser against the real server (issue 26): a guest reads the agent
// programme with its commission table (the demo scheme), applies, and the application reaches
// the operators' queue.

const stack = useJourneyStack({ ADMIN_PASSWORD, CAPTCHA: 'off' });

const shot = (kind: Kind, name: string) => ({
  path: screenshotPath(`join-us-${kind}-${name}`),
  fullPage: true,
});

describe('join us', () => {
  for (const [kind, contact] of [
    ['mobile', 'agent_wechat01'],
    ['desktop', 'agent_wechat02'],
  ] as const) {
    it(`${kind}: a guest reads the commission table and applies; operators see it`, async () => {
      const page = await stack.open(kind, { path: '/' });
      await page.getByRole('link', { name: '加入我们' }).first().click();
      await page.getByText('申请成为代理').first().waitFor();
      // The demo scheme: 30% from one active member, up to 40%.
      await page.getByText('佣金方案 · 按净营收计算').first().waitFor();
      await page.getByRole('cell', { name: '30%' }).first().waitFor();
      await page.getByRole('cell', { name: '40%' }).first().waitFor();
      await page.screenshot(shot(kind, 'page'));

      await field(page, '称呼').fill('王先生');
      await page.getByRole('radiogroup', { name: '联系方式' }).getByText('微信').click();
      await field(page, '联系账号').fill(contact);
      await page.getByRole('button', { name: '提交申请' }).click();
      await page.getByText('申请已提交').first().waitFor();
      await page.getByText('审核中').first().waitFor();
      await page.screenshot(shot(kind, 'done'));

      const queue = await apiJson<{ data: { list: { contact: string; state: string }[] } }>(
        stack.url,
        '/api/admin/v1/agent/applications?site=pgdz',
        { headers: { t: stack.operator } },
      );
      expect(queue.data.list).toContainEqual(
        expect.objectContaining({ contact, state: 'pending', name: '王先生' }),
      );
      expect(page.errors).toEqual([]);
    });
  }
});
