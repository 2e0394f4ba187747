import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { get, post } from '../../../testing/members.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { channelId } from '../../../testing/deposit-kit.ts';
import {
  adminToken,
  fund,
  newMember,
  operatorPost,
  withdraw,
  type TestMember,
} from '../../../testing/withdrawal-kit.ts';

// Money events reach the member's inbox as notices, in the language the member reads them in,
// with the unread badge; marketing messages can be turned off, notices cannot.

const INBOX = '/api/findmed/v1/member/message';
let t: TestApp;
let admin: string;
let m: TestMember;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on', WITHDRAW_FEE: '2.00' });
  admin = await adminToken(t);
  await t.app.services.deposits.seedChannels('pgdz', 'CNY');
  m = await newMember(t, 'notice01');
});
afterAll(async () => {
  await expectBooksBalance(t.database);
  await t.close();
});

const inbox = async (lang = 'zh-CN') =>
  json(await post(t.app, `${INBOX}/list`, {}, { ...m.as, lang })).data as {
    list: { title: string; body: string; read: boolean }[];
    unread: number;
  };
const unread = async () => json(await get(t.app, `${INBOX}/num`, m.as)).data.notRead as number;

describe('notices', () => {
  it('welcome a new member in their own language, brand name included', async () => {
    const { list } = await inbox('zh-HK');
    expect(list.at(-1)).toMatchObject({ title: '歡迎加入鵬冠電子', read: false });
    expect((await inbox('en')).list.at(-1)?.title).toBe('Welcome to Pengguan Slots');
    expect(await unread()).toBe(1);
  });

  it('tell of a credited deposit, a paid and a rejected withdrawal, with the figures', async () => {
    const bank = await channelId(t, 'bank');
    const made = json(
      await post(
        t.app,
        '/api/findmed/v1/finance/deposit',
        { channelId: bank, amount: '500', depositorName: '张三' },
        m.as,
      ),
    );
    await operatorPost(t, admin, `/finance/deposits/${made.data.id}/confirm`);
    await fund(t, m.owner, '1000');
    // The deposit's turnover is waived here: this test is about the notices, not the rule.
    await t.app.services.turnover.waive(m.owner.memberId, 50_000n, 'test:notices');
    const paid = json(await withdraw(t, m, { amount: '300' }));
    expect(paid).toMatchObject({ status: true });
    await operatorPost(t, admin, `/finance/withdrawals/${paid.data.id}/pay`);
    const refused = json(await withdraw(t, m, { amount: '200' }));
    expect(refused).toMatchObject({ status: true });
    await operatorPost(t, admin, `/finance/withdrawals/${refused.data.id}/reject`, {
      reason: '收款卡已注销',
    });

    const { list } = await inbox();
    expect(list.slice(0, 3).map((n) => [n.title, n.body])).toEqual([
      [
        '提现未通过',
        `您的提现 ${refused.data.id}（¥200.00）未通过审核：收款卡已注销。款项已退回中心钱包。`,
      ],
      [
        '提现已出款',
        `您的提现 ${paid.data.id} 已出款，实际到账 ¥298.00（手续费 ¥2.00），收款账户 中国工商银行 ****0128。`,
      ],
      ['充值已到账', `您的充值订单 ${made.data.id} 已到账 ¥500.00，可在交易记录中查看。`],
    ]);
    expect((await inbox('en')).list[2]?.title).toBe('Deposit credited');
    expect(await unread()).toBe(4);
  });

  it('tell of a bonus, naming the reward in the reader’s language', async () => {
    await t.database.db.transaction((tx) =>
      t.app.services.rewards.credit(tx, {
        siteCode: 'pgdz',
        memberId: m.owner.memberId,
        kind: 'birthday',
        period: '2026',
        currency: 'CNY',
        amount: 1_800n,
        turnoverMultiple: '1',
      }),
    );
    expect((await inbox('zh-HK')).list[0]).toMatchObject({
      title: '獎金已到賬',
      body: '生日禮金 ¥18.00 已存入您的中心錢包，需完成流水 ¥18.00 後方可提款。',
    });
  });
});

describe('marketing messages', () => {
  it('reach the inbox until the member turns them off; notices always do', async () => {
    const promo = { site: 'pgdz', audience: 'site', includeFuture: 'true', marketing: 'true' };
    await operatorPost(t, admin, '/messages', {
      ...promo,
      title: '周末加赠',
      body: '充值加赠 10%',
    });
    expect((await inbox()).list[0]?.title).toBe('周末加赠');
    const before = await unread();

    expect(json(await get(t.app, `${INBOX}/preferences`, m.as)).data).toEqual({ marketing: true });
    const off = json(await post(t.app, `${INBOX}/preferences`, { marketing: '0' }, m.as));
    expect(off.data).toEqual({ marketing: false });
    expect((await inbox()).list.map((n) => n.title)).not.toContain('周末加赠');
    expect(await unread()).toBe(before - 1);
    // An operator's message that is not marketing still arrives.
    await operatorPost(t, admin, '/messages', {
      site: 'pgdz',
      audience: 'member',
      account: m.account,
      title: '账户提醒',
      body: '请完善资料',
    });
    expect((await inbox()).list[0]?.title).toBe('账户提醒');
  });
});
