import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVenueSim, type VenueSim } from '../../apps/venue-sim/src/venue-sim.ts';
import { ADMIN_PASSWORD, demoToken, useJourneyStack } from '../support/stack.ts';
import { chooseOption, consoleKit } from '../support/console.ts';

// The console's venue books and its operators: an administrator creates an operator on the
// operators screen and finds them listed (and cannot disable themselves); a member's move to the
// venue is left in doubt by the venue simulator gone slow, and money appears at the venue that no
// bet explains; a finance operator asks the venue about the move (its answer settles it) and books
// the difference with a reason, after the dialog says how much goes which way. The books balance.

// The venue is this file's own simulator, so that its faults can be switched from here; the
// server calls it as the demo venue (VENUE_URL). No reconciler: the move waits for the operator.
const env: Record<string, string> = {
  ADMIN_PASSWORD,
  CAPTCHA: 'off',
  VENUE_TIMEOUT_MS: '800',
  VENUE_RECONCILE_MS: '0',
};
let sim: VenueSim;
beforeAll(async () => {
  sim = await startVenueSim();
  env.VENUE_URL = sim.url;
});
afterAll(() => sim?.close());
const stack = useJourneyStack(env);
const { api, json, shot, enrolled, agree, expectBooksBalance } = consoleKit(stack);

const switchSim = (path: string, body: unknown) =>
  fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

type Assets = { central: string; venues: { code: string; balance: string }[] };

describe('the console’s venue books', () => {
  it('an operator is created; a move in doubt is settled and a difference booked', async () => {
    const tag = Date.now().toString(36);
    const member = await demoToken(stack.url);
    const assets = async () =>
      (await api<Assets>('/api/findmed/v1/finance/assets', { headers: { t: member } })).data;
    const move = (amount: string, key: string) =>
      api<{ id: string; state: string }>(
        '/api/findmed/v1/finance/transfer',
        json(member, { from: 'central', to: 'kgame', amount }, key),
      );
    const funded = await api(
      '/api/admin/v1/finance/adjustments',
      json(stack.operator, { account: 'demo01', amount: '300', reason: 'books journey' }, tag),
    );
    expect(funded).toMatchObject({ status: true });
    expect(await move('100', `books-in-${tag}`)).toMatchObject({ data: { state: 'posted' } });
    const listed = await api<{ list: { memberId: number }[] }>(
      '/api/admin/v1/venues/transfers?site=pgdz&member=demo01',
      { headers: { t: stack.operator } },
    );
    const memberId = listed.data.list[0]!.memberId;
    // 20.00 at the venue that no bet explains: the member's next look flags it.
    const adjusted = await switchSim(`/__players/pgdz_${memberId}/adjust`, {
      operator: 'kirin-pgdz',
      amount: '20.00',
    });
    expect(adjusted.status).toBe(200);
    expect((await assets()).venues.find((v) => v.code === 'kgame')?.balance).toBe('100.00');
    // The venue answers nothing in time: the next move stays in transit.
    await switchSim('/__faults', { latencyMs: 3_000 });
    const stuck = await move('30', `books-stuck-${tag}`);
    await switchSim('/__faults', { latencyMs: 0 });
    expect(stuck).toMatchObject({ data: { state: 'pending' } });

    // An administrator creates an operator and finds them listed; their own row stays theirs.
    const admin = await enrolled('admin');
    await admin.page.getByRole('menuitem', { name: '运营账号' }).click();
    await admin.page.getByRole('button', { name: '新建账号' }).click();
    const dialog = admin.page.getByRole('dialog');
    const account = `trader${tag.slice(-5)}`;
    await dialog.getByLabel('账号').fill(account);
    await dialog.getByLabel('初始密码').fill('short');
    await chooseOption(admin.page, dialog.getByLabel('角色'), '操盘手');
    // Two of the 19 sites, each typed and taken with Enter.
    await dialog.getByLabel('站点').click({ force: true });
    for (const code of ['pgdz', 'hx']) {
      await admin.page.keyboard.type(code);
      await admin.page.keyboard.press('Enter');
    }
    await admin.page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: '创建' }).click();
    await dialog.getByText('密码为 12–256 位').waitFor();
    await dialog.getByLabel('初始密码').fill('Trader-pass-2026');
    await admin.page.screenshot(shot('operator-form'));
    await dialog.getByRole('button', { name: '创建' }).click();
    const created = admin.page.getByRole('row').filter({ hasText: account });
    await created.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect(created.textContent()).resolves.toMatch(
      /操盘手.*pgdz.*hx.*待开启.*从未登录.*正常/,
    );
    const self = admin.page.getByRole('row').filter({ hasText: admin.account });
    await self.getByText('当前账号').waitFor();
    expect(await self.getByRole('button', { name: '停用' }).isDisabled()).toBe(true);
    await admin.page.screenshot(shot('operators'));
    await created.getByRole('button', { name: '停用' }).click();
    await agree(admin.page);
    await created.getByText('已停用').waitFor();

    // Finance asks the venue about the move in doubt: the venue's answer settles it.
    const { page } = await enrolled('finance');
    await page.getByRole('menuitem', { name: '场馆对账' }).click();
    const row = page.getByRole('row').filter({ hasText: stuck.data.id });
    await row.getByText('在途（待确认）').waitFor();
    await expect(row.textContent()).resolves.toContain('30.00 CNY');
    await page.screenshot(shot('reconciliation'));
    await row.getByRole('button', { name: '向场馆查询' }).click();
    await page.getByText(new RegExp(`转账 ${stuck.data.id} (已完成|已撤销)`)).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.screenshot(shot('reconciled'));

    // The difference, booked with a reason once the dialog has said what moves where.
    await page.getByRole('tab', { name: '余额差异' }).click();
    const flagged = page.getByRole('row').filter({ hasText: 'demo01' });
    await flagged.getByText('+20.00 CNY').waitFor();
    await flagged.getByRole('button', { name: '入账' }).click();
    const book = page.getByRole('dialog');
    await book.getByText('确认入账 +20.00 CNY：记入会员 demo01（pgdz）的 kgame 场馆钱包').waitFor();
    await book.getByLabel('原因（记入审计日志）').fill('场馆补偿活动，已与场馆核实');
    await page.waitForTimeout(400); // the dialog's opening animation, for the picture
    await page.screenshot(shot('book-difference'));
    await book.getByRole('button', { name: /确\s?定|OK/ }).click();
    await page.getByText('差额已入账').waitFor();
    await flagged.waitFor({ state: 'detached' });

    // What the venue holds is what the books hold; the move in doubt moved its money once.
    const after = await assets();
    const inVenue = after.venues.find((v) => v.code === 'kgame')?.balance;
    const settled = await api<{ list: { id: string; state: string }[] }>(
      `/api/admin/v1/venues/transfers?member=demo01&site=pgdz`,
      { headers: { t: stack.operator } },
    );
    const state = settled.data.list.find((m) => m.id === stuck.data.id)?.state;
    expect(inVenue).toBe(state === 'posted' ? '150.00' : '120.00');
    expect(page.errors.concat(admin.page.errors)).toEqual([]);
    await expectBooksBalance();
  }, 150_000);
});
