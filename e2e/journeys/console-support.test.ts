import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, demoToken, useJourneyStack } from '../support/stack.ts';
import { consoleKit } from '../support/console.ts';

// The console's live support desk: a support operator has 在线客服 open when a member writes; the
// conversation appears without a reload, the operator opens it (read), answers with text and a
// picture that the member's API then carries, the member's next message appears in the open
// conversation live, and the operator closes the conversation after a confirmation.

const stack = useJourneyStack({ ADMIN_PASSWORD, CAPTCHA: 'off' });
const { api, json, shot, newOperator, signIn, agree } = consoleKit(stack);

type Message = { author: string; body: string; images: string[]; read: boolean };

describe('the console’s support desk', () => {
  it('a support operator answers a member live and closes the conversation', async () => {
    const member = await demoToken(stack.url);
    const tag = Date.now().toString(36);
    const say = async (content: string) =>
      expect(await api('/api/findmed/v1/support/send', json(member, { content }))).toMatchObject({
        status: true,
      });
    const conversationOf = async () =>
      (
        await api<{ list: Message[] }>('/api/findmed/v1/support/messages', {
          headers: { t: member },
        })
      ).data.list;

    // Support operators need no second factor: they land in the console straight away.
    const { account, password } = await newOperator('support');
    const page = await stack.open('desktop');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, account, password);
    await page.getByRole('menuitem', { name: '在线客服' }).click();
    await page.getByRole('heading', { name: '在线客服' }).waitFor();
    await page.getByText('实时接收中').waitFor();

    // The member writes while the desk is open: the conversation comes in with a notice.
    const question = `提现审核要多久？${tag}`;
    await say(question);
    const item = page.locator('.support-item').filter({ hasText: question });
    await item.waitFor();
    await item.locator('.ant-badge-count[title="1"]').waitFor();
    await page.locator('.ant-notification-notice').filter({ hasText: '新会话' }).waitFor();
    await page.screenshot(shot('support-queue'));

    // Opened: the conversation, and read (the count empties).
    await item.click();
    const pane = page.getByRole('region', { name: /^会话 #\d+$/ });
    await pane.locator('.support-message.is-customer', { hasText: question }).waitFor();
    await item.locator('.ant-badge-count').waitFor({ state: 'detached' });

    // A reply with a picture; Enter sends it.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 200, height: 120 } });
    await pane.locator('input[type=file]').setInputFiles({
      name: 'steps.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await pane.getByRole('img', { name: '图片 1' }).waitFor();
    const answer = `您好，审核通过后一般 30 分钟内到账。${tag}`;
    await pane.getByLabel('回复内容').fill(answer);
    await pane.getByLabel('回复内容').press('Enter');
    const sent = pane.locator('.support-message.is-operator', { hasText: answer });
    await sent.locator('img').waitFor();
    await expect(pane.getByLabel('回复内容').inputValue()).resolves.toBe('');

    // The member's side carries the answer and its picture.
    const reply = (await conversationOf()).find((m) => m.body === answer);
    expect(reply).toMatchObject({ author: 'operator' });
    expect(reply?.images).toHaveLength(1);

    // The member's next message appears in the open conversation without a reload.
    const thanks = `好的，谢谢！${tag}`;
    await say(thanks);
    await pane.locator('.support-message.is-customer', { hasText: thanks }).waitFor();
    // Seen as it came: the conversation is open in the visible tab.
    await page.locator('.support-item[aria-current="true"]').filter({ hasText: thanks }).waitFor();
    await page
      .locator('.support-item[aria-current="true"] .ant-badge-count')
      .waitFor({ state: 'detached' });
    const seen = async () => (await conversationOf()).find((m) => m.body === thanks)?.read;
    await expect.poll(seen).toBe(true);
    await page.screenshot(shot('support-conversation'));

    // Closing asks first; then the conversation takes no more replies.
    await pane.getByRole('button', { name: '结束会话' }).click();
    await agree(page);
    await pane.getByText('此会话已结束，不能再回复。', { exact: false }).waitFor();
    await pane.locator('.support-system', { hasText: '会话已结束' }).waitFor();
    await page.screenshot(shot('support-closed'));
    expect(page.errors).toEqual([]);
  }, 120_000);
});
