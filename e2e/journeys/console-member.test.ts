import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, demoToken, useJourneyStack } from '../support/stack.ts';
import { consoleKit } from '../support/console.ts';

// Issue 24: an administrator opens a member's page in the console: their VIP level and agent line
// beside the profile, the ledger with the deposit just credited, a note added and read back, and
// their withdrawal password reset with a reason, after which the member site has them set a new
// one.

const stack = useJourneyStack({ ADMIN_PASSWORD, CAPTCHA: 'off' });
const { api, json, shot, enrolled, expectBooksBalance } = consoleKit(stack);

describe("a member's page in the console", () => {
  it('shows the ledger, takes a note and resets the withdrawal password', async () => {
    const member = await demoToken(stack.url);
    const channels = await api<{ list: { id: number }[] }>(
      '/api/findmed/v1/finance/deposit/channels',
      { headers: { t: member } },
    );
    const order = await api<{ id: string }>(
      '/api/findmed/v1/finance/deposit',
      json(
        member,
        { channelId: channels.data.list[0]!.id, amount: '321', depositorName: '张三' },
        `member-page-deposit-${Date.now()}`,
      ),
    );
    expect(order).toMatchObject({ status: true });
    const confirmed = await api(
      `/api/admin/v1/finance/deposits/${encodeURIComponent(order.data.id)}/confirm`,
      json(stack.operator, {}, `member-page-confirm-${Date.now()}`),
    );
    expect(confirmed).toMatchObject({ status: true });
    // The member's own daily deposit limit: the console shows it, and cannot loosen it.
    const limited = await api(
      '/api/findmed/v1/member/limits',
      json(
        member,
        { kind: 'deposit', period: 'day', amount: '5000' },
        `member-page-limit-${Date.now()}`,
      ),
    );
    expect(limited).toMatchObject({ status: true });
    // Every demo brand has a demo01: this one is the pgdz member's.
    const found = await api<{ list: { id: number; account: string }[] }>(
      '/api/admin/v1/members?site=pgdz&q=demo01',
      { headers: { t: stack.operator } },
    );
    const id = found.data.list.find((m) => m.account === 'demo01')!.id;

    const { page } = await enrolled('admin');
    await page.goto(`${stack.url}/admin/members/${id}`);
    await page.getByRole('heading', { name: 'demo01' }).waitFor();
    await page.getByText('VIP 与代理线').waitFor();
    await page.getByText('体育限注系数').waitFor();
    const protection = page.locator('.ant-card').filter({ hasText: '负责任博彩' });
    await protection.getByText('无暂停或禁止').waitFor();
    await expect(protection.textContent()).resolves.toMatch(/存款限额 · 每日\s*5,?000\.00/);
    await page.screenshot(shot('member-page'));

    // The ledger: the deposit credited into the central wallet, by its order number.
    await page.getByRole('tab', { name: '账变记录' }).click();
    const entry = page.getByRole('row').filter({ hasText: order.data.id });
    await entry.getByText('+321.00 CNY').waitFor();
    await expect(entry.textContent()).resolves.toContain('平台·充值 → 中心钱包');
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot(shot('member-ledger'));

    // The bets, the book's and the venues', with the sums of the filter.
    await page.getByRole('tab', { name: '注单' }).click();
    const sums = page.getByText(/^合计：投注 /);
    await sums.waitFor();
    await sums.scrollIntoViewIfNeeded();
    await page.screenshot(shot('member-bets'));

    // A note, read back with who wrote it.
    await page.getByRole('tab', { name: '备注' }).click();
    const note = `会员来电咨询提现，已核实身份 ${Date.now().toString(36)}`;
    await page.getByLabel('添加备注').fill(note);
    await page.getByRole('button', { name: '添加备注' }).click();
    await page.getByText(note).waitFor();
    // The list renders again once its read settles: scroll to the note as it then stands.
    await expect
      .poll(() =>
        page
          .getByText(note)
          .scrollIntoViewIfNeeded({ timeout: 2000 })
          .then(
            () => true,
            () => false,
          ),
      )
      .toBe(true);
    await page.screenshot(shot('member-notes'));

    // The withdrawal password reset, with a reason.
    await page.getByRole('button', { name: '重置提现密码' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/重置原因/).fill('会员忘记提现密码，已电话核实');
    const ok = dialog.getByRole('button', { name: /确定|OK/ });
    // A trial click waits for the dialog's opening animation to end, for the picture.
    await ok.click({ trial: true });
    await page.screenshot(shot('member-reset'));
    await ok.click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('未设置').waitFor();
    expect(await page.getByRole('button', { name: '重置提现密码' }).count()).toBe(0);
    const config = await api<{ d: boolean; p: boolean }>('/api/f/v1/withdraw/password/config', {
      headers: { t: member },
    });
    expect(config.data).toEqual({ d: true, p: false });

    expect(page.errors).toEqual([]);
    await expectBooksBalance();
  }, 120_000);
});
