import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDecimalDisplay } from '@kirin/contract';
import { ADMIN_PASSWORD, demoToken, sealPassword, useJourneyStack } from '../support/stack.ts';
import { consoleKit } from '../support/console.ts';

// Issue 24: an operator of the finance role signs in to the console at /admin/, turns on two-step
// sign-in with the key the page shows, confirms a member's deposit from the queue and the member's
// balance rises, and finds the member and the deposit; a large withdrawal and a large credit by
// hand take two finance operators; an administrator publishes an activity members see and finds
// it in the audit log; a support operator answers a member's feedback, which the member reads in
// the member site, and is refused the finance screens by the console and by the API.

// Withdrawals above 200.00 need a second operator's approval before another one pays them.
const stack = useJourneyStack({
  ADMIN_PASSWORD,
  CAPTCHA: 'off',
  WITHDRAW_APPROVAL_THRESHOLD: '200.00',
  ADJUSTMENT_APPROVAL_THRESHOLD: '300.00',
});
const { api, json, shot, newOperator, signIn, enrolled, agree, expectBooksBalance } =
  consoleKit(stack);

/** Today's credited deposits of pgdz in CNY, as the dashboard's API counts them. */
async function todaysDeposits(): Promise<number> {
  const answer = await api<{ money: { currency: string; today: { deposits: string } }[] }>(
    '/api/admin/v1/reports/dashboard?site=pgdz',
    { headers: { t: stack.operator } },
  );
  return Number(answer.data.money.find((m) => m.currency === 'CNY')?.today.deposits ?? 0);
}

const centralOf = async (token: string) =>
  (await api<{ central: string }>('/api/findmed/v1/member/balance', { headers: { t: token } })).data
    .central;

describe('the operator console', () => {
  it('a finance operator enrols two-step sign-in and confirms a deposit', async () => {
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
        `console-deposit-${Date.now()}`,
      ),
    );
    expect(order).toMatchObject({ status: true });
    const before = await centralOf(member);

    // First sign-in of a money-moving role: the key, as a QR code and as text.
    const { page } = await enrolled('finance');
    await page.getByRole('menuitem', { name: '充值审核' }).click();

    // The deposits queue, pending first; the member's order is there.
    const row = page.getByRole('row').filter({ hasText: order.data.id });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('321.00');
    await page.screenshot(shot('deposits'));
    const depositedToday = await todaysDeposits();
    await row.getByRole('button', { name: '确认到账' }).click();
    await agree(page);
    await page.getByText('已处理').first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect(Number(await centralOf(member))).toBe(Number(before) + 321);

    // The dashboard counts it among today's credited deposits of the site.
    await page.getByRole('menuitem', { name: '数据概览' }).click();
    await page.getByRole('heading', { name: '数据概览' }).waitFor();
    await page.getByRole('combobox', { name: '站点' }).fill('pgdz');
    await page.keyboard.press('Enter');
    const cny = page.locator('.dashboard-card').filter({ hasText: 'CNY' }).first();
    const today = cny.getByRole('heading', { name: '今日' }).locator('..');
    await today
      .getByText(`${formatDecimalDisplay(depositedToday + 321)} CNY`)
      .first()
      .waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    await page.screenshot({ ...shot('dashboard'), fullPage: true });

    // The audit log is the administrator's: a finance operator has no such screen.
    expect(await page.getByRole('menuitem', { name: '审计日志' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: '提现审核' }).click();
    await page.getByRole('heading', { name: '提现审核' }).waitFor();
    await page.screenshot(shot('withdrawals'));

    // The member's page: found by account, their wallet as the member sees it, the order credited.
    await page.getByRole('menuitem', { name: '会员管理' }).click();
    await page.getByLabel('搜索').fill('demo01');
    await page.getByRole('button', { name: '查询' }).click();
    // Every demo brand has a demo01: this one is the pgdz member's.
    const found = page.getByRole('row').filter({ hasText: 'demo01' }).filter({ hasText: 'pgdz' });
    await found.first().waitFor();
    await page.screenshot(shot('members'));
    await found.first().getByRole('button', { name: '查看' }).click();
    await page.getByRole('heading', { name: 'demo01' }).waitFor();
    const central = await centralOf(member);
    await page
      .getByText(`${formatDecimalDisplay(central)} CNY`)
      .first()
      .waitFor();
    await page.getByRole('tab', { name: '充值记录' }).click();
    await page.getByRole('row').filter({ hasText: order.data.id }).getByText('已到账').waitFor();
    await page.screenshot(shot('member'));
    // The member's deposits as a spreadsheet: every row of the filter, the header in Chinese.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('tabpanel').getByRole('button', { name: '导出 CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^deposits-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF订单号,站点,会员账号,渠道,金额,')).toBe(true);
    expect(csv).toContain(`${order.data.id},pgdz,demo01,`);
    expect(csv).toContain(',321.00,CNY,张三,已到账,');
    expect(page.errors).toEqual([]);

    await expectBooksBalance();
  }, 120_000);

  it('large withdrawals and credits by hand take two finance operators', async () => {
    const member = await demoToken(stack.url);
    const info = await api<{ accounts: { id: number }[]; available: string }>(
      '/api/findmed/v1/finance/withdraw/info',
      { headers: { t: member } },
    );
    const asked = await api<{ id: string }>(
      '/api/findmed/v1/finance/withdraw',
      json(
        member,
        {
          amount: '250',
          accountId: info.data.accounts[0]!.id,
          wpassword: await sealPassword(stack.url, '135790'),
        },
        `console-withdraw-${Date.now()}`,
      ),
    );
    expect(asked, JSON.stringify(asked)).toMatchObject({ status: true });
    const list = await api<{ list: { id: string; state: string }[] }>(
      '/api/findmed/v1/finance/withdrawals',
      { headers: { t: member } },
    );
    const orderNo = list.data.list.find((w) => w.state === 'reviewing')!.id;

    const first = await enrolled('finance');
    await first.page.getByRole('menuitem', { name: '提现审核' }).click();
    const row = first.page.getByRole('row').filter({ hasText: orderNo });
    await row.getByText('需审批').waitFor();
    // Where to pay, in full (the read is audited).
    await row.getByRole('button', { name: '查看收款信息' }).click();
    await first.page.getByRole('dialog').getByText('张三').waitFor();
    await first.page.screenshot(shot('payee'));
    await first.page
      .getByRole('dialog')
      .getByRole('button', { name: /Close|关闭/ })
      .click();
    await row.getByRole('button', { name: '审批' }).click();
    await agree(first.page);
    await row.getByText(/已审批（操作员 #\d+）/).waitFor();
    // The one who approved cannot also pay.
    await row.getByRole('button', { name: '确认出款' }).click();
    await agree(first.page);
    await first.page
      .locator('.ant-message-error', { hasText: '大额操作须由另一位操作员审批或执行' })
      .waitFor();
    await first.page.screenshot(shot('approved'));

    const second = await enrolled('finance');
    await second.page.getByRole('menuitem', { name: '提现审核' }).click();
    const same = second.page.getByRole('row').filter({ hasText: orderNo });
    await same.getByRole('button', { name: '确认出款' }).click();
    await agree(second.page);
    await same.waitFor({ state: 'detached' });
    const after = await api<{ list: { id: string; state: string }[] }>(
      '/api/findmed/v1/finance/withdrawals',
      { headers: { t: member } },
    );
    expect(after.data.list.find((w) => w.id === orderNo)?.state).toBe('paid');

    // A large credit by hand: one operator asks, the same one may not approve, another does.
    const central = Number(await centralOf(member));
    await first.page.getByRole('menuitem', { name: '人工调账' }).click();
    await first.page.getByRole('button', { name: '新建调账' }).click();
    const dialog = first.page.getByRole('dialog');
    await dialog.getByLabel('站点').fill('pgdz');
    await first.page.keyboard.press('Enter');
    await dialog.getByLabel('会员账号').fill('demo01');
    await dialog.getByLabel('金额（负数为扣款）').fill('500');
    const reason = `活动补发 ${Date.now().toString(36)}`;
    await dialog.getByLabel('原因（记入审计日志）').fill(reason);
    await first.page.screenshot(shot('adjustment-form'));
    await dialog.getByRole('button', { name: '提交' }).click();
    await first.page.getByText('已提交，等待另一位操作员复核').waitFor();
    const credit = first.page.getByRole('row').filter({ hasText: reason });
    await credit.getByRole('button', { name: '复核通过' }).click();
    await agree(first.page);
    await first.page
      .locator('.ant-message-error', { hasText: '大额操作须由另一位操作员审批或执行' })
      .waitFor();
    expect(Number(await centralOf(member))).toBe(central);
    await second.page.getByRole('menuitem', { name: '人工调账' }).click();
    const waiting = second.page.getByRole('row').filter({ hasText: reason });
    await waiting.getByRole('button', { name: '复核通过' }).click();
    await agree(second.page);
    await waiting.waitFor({ state: 'detached' });
    expect(Number(await centralOf(member))).toBe(central + 500);
    // The books' last check heads the screen.
    await second.page.getByText(/账目校验正常|账目校验尚未运行/).waitFor();
    await second.page.screenshot(shot('adjustments'));

    expect(first.page.errors.concat(second.page.errors)).toEqual([]);
    await expectBooksBalance();
  }, 150_000);

  it('an administrator publishes an activity and members see it', async () => {
    const { page, account } = await enrolled('admin');
    await page.getByRole('menuitem', { name: '优惠活动' }).click();
    await page.getByRole('button', { name: '新建活动' }).click();
    const drawer = page.getByRole('dialog');
    const title = `周末充值加赠 ${Date.now().toString(36)}`;
    await drawer.getByLabel('站点').fill('pgdz');
    await page.keyboard.press('Enter');
    // The Simplified Chinese tab is open; the other languages' fields are hidden beside it.
    await drawer.getByRole('textbox', { name: /活动标题/ }).fill(title);
    await drawer.getByRole('textbox', { name: '简介' }).fill('周六周日充值即送 8%');
    // Without a start the server's refusal would be the form's: it is asked for first.
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.getByText('请填写此项').waitFor();
    // Typed as the picker shows it, and taken with Enter.
    await drawer.getByLabel('开始时间').fill('2026-01-01 00:00:00');
    await page.keyboard.press('Enter');
    // First among the site's activities.
    await drawer.getByLabel('排序（小的在前）').fill('-1');
    await drawer.getByRole('switch', { name: '会员可见' }).click();
    await page.screenshot(shot('promotion-form'));
    await drawer.getByRole('button', { name: '保存' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('已发布');
    await page.screenshot(shot('promotions'));

    const site = await stack.open('mobile', { path: '/activity/list' });
    await site.getByText(title).waitFor();
    await site.screenshot(shot('promotion-member'));

    // Unpublished again from the list: members no longer see it.
    await row.getByRole('switch').click();
    await expect.poll(async () => row.textContent()).toContain('未发布');
    await site.reload();
    // The list has come (a seeded activity of the brand is in it), without this one.
    await site.getByText('新人见面礼 ¥88 即申即送').waitFor();
    expect(await site.getByText(title).count()).toBe(0);

    // The audit log, searched by who acted: their activity's creation and both publications.
    await page.getByRole('menuitem', { name: '审计日志' }).click();
    await page.getByLabel('操作者').fill(account.toUpperCase());
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByRole('cell', { name: 'promotion.create' }).waitFor();
    await expect.poll(() => page.getByRole('cell', { name: 'promotion.update' }).count()).toBe(1);
    await page.screenshot(shot('audit-search'));
    expect(page.errors.concat(site.errors)).toEqual([]);
  }, 120_000);

  it('a trader suspends, moves the odds, takes the match in play and settles it', async () => {
    const member = await demoToken(stack.url);
    const tag = Date.now().toString(36);
    const home = `操盘主队${tag}`;
    const created = await api<{ id: number; markets: { selections: { id: number }[] }[] }>(
      '/api/admin/v1/sports/events',
      json(stack.operator, {
        sport: 'football',
        league: '后台联赛',
        home,
        away: '客队',
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        markets: [
          {
            type: '1x2',
            selections: [
              { outcome: 'home', odds: '2.000' },
              { outcome: 'draw', odds: '3.200' },
              { outcome: 'away', odds: '3.500' },
            ],
          },
        ],
      }),
    );
    expect(created).toMatchObject({ status: true });
    const funded = await api(
      '/api/admin/v1/finance/adjustments',
      json(
        stack.operator,
        { account: 'demo01', amount: '200', reason: 'trading journey' },
        `trade-fund-${tag}`,
      ),
    );
    expect(funded).toMatchObject({ status: true });
    const homeSelection = created.data.markets[0]!.selections[0]!.id;
    const bet = await api(
      '/api/sports/v1/bets',
      json(
        member,
        { stake: '100', legs: [{ selectionId: homeSelection, odds: '2.000' }], acceptOdds: 'none' },
        `trade-bet-${tag}`,
      ),
    );
    expect(bet, JSON.stringify(bet)).toMatchObject({ status: true });
    const central = Number(await centralOf(member));

    const { page } = await enrolled('admin');
    await page.getByRole('menuitem', { name: '体育操盘' }).click();
    await page.getByLabel('联赛或球队').fill(home);
    await page.getByRole('button', { name: '查询' }).click();
    const row = page.getByRole('row').filter({ hasText: home });
    await expect.poll(() => row.textContent()).toContain('1 / 1');
    await page.screenshot(shot('trading'));
    await row.getByRole('button', { name: '操盘' }).click();
    await page.getByRole('heading', { name: new RegExp(home) }).waitFor();
    const market = page.locator('.market-card').first();
    // The home win would cost the book the stake times the odds.
    await market.getByText('200.00 CNY').waitFor();

    await market.getByRole('button', { name: '暂停' }).click();
    await market.locator('.ant-tag', { hasText: '暂停' }).waitFor();
    await market.getByRole('button', { name: '开盘' }).click();
    await market.getByRole('button', { name: '暂停' }).waitFor();
    await market.getByLabel('赔率 home').fill('1.850');
    await market.getByRole('button', { name: '保存赔率' }).click();
    // The book took the new price, not just the field.
    await expect
      .poll(async () => {
        const event = await api<{ markets: { selections: { outcome: string; odds: string }[] }[] }>(
          `/api/admin/v1/sports/events/${created.data.id}`,
          { headers: { t: stack.operator } },
        );
        return event.data.markets[0]!.selections.find((s) => s.outcome === 'home')!.odds;
      })
      .toBe('1.850');

    await page.getByRole('button', { name: '开始滚球' }).click();
    await agree(page);
    await page.getByText('滚球', { exact: true }).first().waitFor();
    await page.getByLabel(/^主 /).fill('2');
    await page.getByLabel(/^客 /).fill('1');
    await page.getByRole('button', { name: '更新比分' }).click();
    await page.getByText('2 : 1').waitFor();
    await page.screenshot(shot('trading-event'));
    await page.getByRole('button', { name: '录入赛果并结算' }).click();
    await agree(page);
    await page.getByText('已结算 1 次').waitFor();
    // The member's bet won at the odds it was placed at: 100 x 2.000 into the central wallet.
    await expect.poll(async () => Number(await centralOf(member))).toBe(central + 200);
    await page.screenshot(shot('trading-settled'));
    expect(page.errors).toEqual([]);
    await expectBooksBalance();
  }, 150_000);

  it('a support operator answers feedback the member reads, and is refused finance', async () => {
    const member = await demoToken(stack.url);
    const question = `提现到账要多久？${Date.now().toString(36)}`;
    const thread = await api<{ id: number }>(
      '/api/findmed/v1/feedback/create',
      json(member, { type: 'withdraw', content: question, images: '' }),
    );
    expect(thread).toMatchObject({ status: true });

    const { account, password } = await newOperator('support');
    const page = await stack.open('desktop');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, account, password);
    // Their menu: members and feedback, nothing of finance's.
    await page.getByRole('menuitem', { name: '意见反馈' }).click();
    const row = page.getByRole('row').filter({ hasText: question });
    await row.waitFor();
    expect(await page.getByRole('menuitem', { name: '充值审核' }).count()).toBe(0);
    await page.screenshot(shot('feedback'));
    await row.getByRole('button', { name: '查看' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(question).waitFor();
    const answer = '您好，提现审核通过后一般 30 分钟内到账。';
    await drawer.getByLabel('回复会员').fill(answer);
    await drawer.getByRole('button', { name: '发送回复' }).click();
    await drawer.locator('.feedback-post-body', { hasText: answer }).waitFor();
    await drawer.getByText('已回复', { exact: true }).first().waitFor();
    await page.screenshot(shot('feedback-replied'));

    // The member reads the answer in the member site.
    const site = await stack.open('mobile', {
      token: member,
      path: `/user/feedbackDetail?id=${thread.data.id}`,
    });
    await site.getByText(answer).waitFor();
    await site.screenshot(shot('feedback-member'));

    await drawer.getByRole('button', { name: /^(Close|关闭)$/ }).click();
    await drawer.waitFor({ state: 'hidden' });

    // A message to the member, read in the member site's inbox.
    await page.getByRole('menuitem', { name: '站内信' }).click();
    await page.getByRole('button', { name: '发送站内信' }).click();
    const compose = page.getByRole('dialog');
    await compose.getByLabel('站点').fill('pgdz');
    await page.keyboard.press('Enter');
    await compose.getByLabel('会员账号').fill('demo01');
    const subject = `提现到账说明 ${Date.now().toString(36)}`;
    await compose.getByLabel('标题').fill(subject);
    await compose.getByLabel('正文').fill('提现审核通过后一般 30 分钟内到账，如有疑问请联系客服。');
    await page.screenshot(shot('message-form'));
    await compose.getByRole('button', { name: '发送' }).click();
    await page.getByRole('row').filter({ hasText: subject }).waitFor();
    await site.goto(`${stack.url}/user/message`);
    await site.getByText(subject).waitFor();
    await site.screenshot(shot('message-member'));

    // The catalogue: venues with their credentials masked, each state theirs to change.
    await page.getByRole('menuitem', { name: '游戏与场馆' }).click();
    await page.getByRole('tab', { name: '场馆' }).waitFor();
    await page
      .getByRole('cell', { name: /\*\*\*\*/ })
      .first()
      .waitFor();
    expect(await page.getByRole('combobox', { name: /状态 #\d+/ }).count()).toBeGreaterThan(0);
    await page.screenshot(shot('catalogue'));

    // A help page's draft previewed as members will read it: the server's sanitised HTML.
    await page.getByRole('menuitem', { name: '帮助、教程与赞助' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: 'help/center' })
      .getByRole('button', { name: '编辑' })
      .click();
    const editor = page.getByRole('dialog');
    const source = editor.getByLabel(/正文/);
    await expect.poll(async () => (await source.inputValue()).length).toBeGreaterThan(0);
    await source.fill(
      '<h2>常见问题</h2><p onclick="steal()">请先阅读<script>alert(1)</script></p>',
    );
    await editor.getByRole('button', { name: '预览' }).click();
    const preview = editor.getByRole('document', { name: '预览' });
    await preview.getByRole('heading', { name: '常见问题' }).waitFor();
    expect(await preview.innerHTML()).not.toMatch(/script|onclick/);
    await page.screenshot(shot('content-preview'));
    await editor.getByRole('button', { name: /^(Close|关闭)$/ }).click();
    await editor.waitFor({ state: 'hidden' });

    // No SMS or mail provider here: the codes kept instead of sent are theirs to read.
    await page.getByRole('menuitem', { name: '验证码发件箱' }).click();
    await page.getByText('演示环境：未配置短信和邮件服务').waitFor();
    await page.screenshot(shot('outbox'));

    // A finance screen by its address: refused in the console, and by the API.
    await page.goto(`${stack.url}/admin/finance/deposits`);
    await page.getByText('您的角色不能使用此页面').waitFor();
    await page.screenshot(shot('support-refused'));
    const login = await api<{ token: string }>(
      '/api/admin/v1/auth/login',
      json('', { account, password }),
    );
    const refused = await api('/api/admin/v1/finance/deposits', {
      headers: { t: login.data.token },
    });
    expect(refused).toMatchObject({ status: false, code: 'FORBIDDEN' });
    expect(page.errors.concat(site.errors)).toEqual([]);
  }, 120_000);
});
