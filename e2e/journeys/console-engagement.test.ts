import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, useJourneyStack } from '../support/stack.ts';
import { chooseOption, consoleKit } from '../support/console.ts';

// The console's engagement screens: an administrator writes a pop-up for pgdz in two languages
// beside its preview and the member API serves it; changes a VIP threshold, is refused with the
// server's reason where it would make the ladder fall, then saves it; sets a member's level and
// runs the evaluation; and settles last month's agent commission, the books balancing after.

const stack = useJourneyStack({ ADMIN_PASSWORD, CAPTCHA: 'off' });
const { api, agree, enrolled, expectBooksBalance, shot } = consoleKit(stack);

type Level = { level: number; minDeposits: string };

describe('the console’s engagement screens', () => {
  it('an administrator publishes a pop-up, edits the VIP ladder and settles agents', async () => {
    const { page } = await enrolled('admin');
    // A picture is taken once a picker's list has gone, motion finished.
    const noDropdown = () =>
      expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    const snap = (name: string) => page.screenshot({ ...shot(name), animations: 'disabled' });

    // A pop-up for pgdz, in Simplified Chinese and English, published from now on.
    await page.getByRole('menuitem', { name: '弹窗公告' }).click();
    // The screen has come (the menu's screens load on demand; the last one stays until then).
    await page.getByRole('heading', { name: '弹窗公告' }).waitFor();
    await page.getByRole('button', { name: '新建弹窗' }).click();
    const drawer = page.getByRole('dialog');
    const stamp = Date.now().toString(36);
    const title = `国庆充值狂欢 ${stamp}`;
    await drawer.getByLabel('站点').fill('pgdz');
    await page.keyboard.press('Enter');
    await drawer.getByRole('textbox', { name: '标题' }).fill(title);
    await drawer
      .getByRole('textbox', { name: /正文/ })
      .fill('<p>10 月 1 日至 7 日，每笔充值加赠 <b>8%</b>。</p><p>名额有限，先到先得。</p>');
    await drawer.getByLabel(/按钮跳转/).fill('/activity/list');
    await drawer.getByRole('tab', { name: 'English' }).click();
    await drawer.getByRole('textbox', { name: '标题' }).fill(`Golden week ${stamp}`);
    await drawer.getByRole('switch', { name: '会员可见' }).click();
    // The preview speaks the open tab's language.
    await drawer.frameLocator('iframe').getByText(`Golden week ${stamp}`).waitFor();
    await snap('popup-form');
    await drawer.getByRole('button', { name: '保存' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('展示中').waitFor();
    await snap('popups');

    const served = async (lang: string) =>
      (
        await api<{ list: { title: string; link: string }[] }>('/api/findmed/v1/popups', {
          headers: { site_code: 'pgdz', lang },
        })
      ).data.list;
    expect((await served('zh-CN')).find((p) => p.title === title)?.link).toBe('/activity/list');
    expect((await served('en')).some((p) => p.title === `Golden week ${stamp}`)).toBe(true);

    // The VIP ladder of pgdz: level 2 may not ask for less than level 1, as the server says.
    await page.getByRole('menuitem', { name: 'VIP 等级' }).click();
    await page.getByRole('heading', { name: 'VIP 等级' }).waitFor();
    await page.getByRole('combobox', { name: '站点' }).fill('pgdz');
    await page.keyboard.press('Enter');
    await page.getByText('pgdz 等级表').waitFor();
    const vip1 = page.getByLabel('VIP1 累计存款');
    await expect.poll(() => vip1.inputValue()).toBe('1000.00');
    await vip1.fill('20000');
    await page.getByRole('button', { name: '保存等级表' }).click();
    await agree(page);
    await page.getByText('VIP2 累计存款: 数值过小').waitFor();
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
    await snap('vip-refused');
    await vip1.fill('1200');
    await page.getByRole('button', { name: '保存等级表' }).click();
    await agree(page);
    await page.getByText('等级表已保存').waitFor();
    const ladder = await api<{ list: Level[] }>('/api/admin/v1/vip/levels?site=pgdz', {
      headers: { t: stack.operator },
    });
    expect(ladder.data.list[1]?.minDeposits).toBe('1200.00');
    await snap('vip');

    // demo01 raised by hand, with a reason; then the evaluation now, and what it did.
    await page.getByRole('button', { name: '设置会员等级' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('会员账号').fill('demo01');
    await chooseOption(page, dialog.getByLabel('新等级'), 'VIP2');
    await dialog.getByLabel(/原因/).fill('线下活动补偿');
    await noDropdown();
    await snap('vip-set-level');
    await dialog.getByRole('button', { name: '确认设置' }).click();
    await page.getByText(/demo01：VIP\d+ → VIP2/).waitFor();
    await page.getByRole('button', { name: '立即评估' }).click();
    await agree(page);
    await page.getByText(/评估完成（仅站点 pgdz）：检查 \d+ 位会员/).waitFor();

    // Last month's commission of pgdz, settled after the warning; the run is listed.
    await page.getByRole('menuitem', { name: '代理佣金' }).click();
    await page.getByRole('tab', { name: '佣金方案' }).waitFor();
    await page.getByRole('combobox', { name: '站点' }).fill('pgdz');
    await page.keyboard.press('Enter');
    await page.getByRole('cell', { name: '#3' }).waitFor();
    await snap('agent-scheme');
    await page.getByRole('tab', { name: '结算记录' }).click();
    await page.getByRole('button', { name: '结算周期' }).click();
    const settle = page.getByRole('dialog');
    await settle.getByLabel('站点').fill('pgdz');
    await page.keyboard.press('Enter');
    await noDropdown();
    await snap('agent-settle');
    await settle.getByRole('button', { name: '确认结算' }).click();
    // What was paid: the agents and the total (none in the demo's downlines last month).
    await settle.getByText(/pgdz \d{4}-\d{2} 已结算：\d+ 位代理，共支付 [\d,.]+ CNY/).waitFor();
    await snap('agent-settled');
    await settle.getByRole('button', { name: '关闭' }).last().click();
    await settle.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: 'pgdz' }).first().waitFor();
    await snap('agent-settlements');

    expect(page.errors).toEqual([]);
    await expectBooksBalance();
  }, 150_000);
});
