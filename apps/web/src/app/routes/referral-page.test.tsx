import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReferralInvitee, ReferralSummary } from '@kirin/contract';
import { mockApi, ok } from '../../testing/api-mock.ts';
import { setUpPageTests, SIGNED_IN, stubClipboard } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

const REFERRAL = '/findmed/v1/referral';
const PATH = '/user/shareEarn';
const LINK = 'http://localhost:3000/register?invite_code=ABC123';

const invitee = (extra: Partial<ReferralInvitee> = {}): ReferralInvitee => ({
  account: 'bo***01',
  registeredAt: '2026-11-20T04:00:00.000Z',
  state: 'waiting',
  reward: null,
  rewardedAt: null,
  ...extra,
});

function summary(overrides: Partial<ReferralSummary> = {}): ReferralSummary {
  return {
    inviteCode: 'ABC123',
    invitePath: '/register?invite_code=ABC123',
    rule: { reward: '18.00', minDeposit: '100.00', turnoverMultiple: '1' },
    totals: { invited: 2, rewarded: 1, paid: '1800.00' },
    list: [
      invitee(),
      invitee({
        account: 'ca***88',
        registeredAt: '2026-11-02T02:00:00.000Z',
        state: 'rewarded',
        reward: '18.00',
        rewardedAt: '2026-11-03T10:30:00.000Z',
      }),
    ],
    ...overrides,
  };
}

/** The server: the member's referral summary, and what every signed-in page asks for. */
function serve(data: ReferralSummary = summary()) {
  return mockApi({
    ...SIGNED_IN,
    '/findmed/v1/member/message/num': ok({ notRead: 0 }),
    [REFERRAL]: ok(data),
  });
}

describe('/user/shareEarn on a phone', () => {
  it('states the rule in one sentence, with the reward large', async () => {
    const calls = serve();
    renderApp(PATH);
    expect(
      await screen.findByText('好友首次存款满 ¥100.00，您可获得 ¥18.00 奖励（需完成 1 倍流水）'),
    ).toBeTruthy();
    expect(calls.to(REFERRAL)).toHaveLength(1);
    const hero = screen.getByRole('region', { name: '分享赚钱' });
    expect(within(hero).getByText('¥18.00')).toBeTruthy();
    expect(within(hero).getByRole('list', { name: '如何赚钱' }).textContent).toBe(
      '1分享链接2好友注册3好友首存4获得奖励',
    );
  });

  it('says the reward is paused, and still gives the link, when the site has no rule', async () => {
    serve(summary({ rule: null }));
    renderApp(PATH);
    expect(await screen.findByText('推荐奖励暂停发放，您的邀请链接仍可正常使用')).toBeTruthy();
    expect(screen.queryByText(/好友首次存款满/)).toBeNull();
    expect(screen.getByText(LINK)).toBeTruthy();
    expect(screen.getByRole('img', { name: '邀请二维码' })).toBeTruthy();
  });

  it('shows the link on this site’s host with its QR code, and copies it', async () => {
    serve();
    const writeText = stubClipboard();
    renderApp(PATH);
    expect(await screen.findByText(LINK)).toBeTruthy();
    expect(screen.getByText('ABC123')).toBeTruthy();
    const qr = screen.getByRole('img', { name: '邀请二维码' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '复制邀请链接' }));
    expect(await screen.findByText('复制成功')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK);
    fireEvent.click(screen.getByRole('button', { name: '复制邀请码' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenLastCalledWith('ABC123'));
  });

  it('says so when the clipboard refuses', async () => {
    serve();
    stubClipboard(vi.fn(async () => Promise.reject(new Error('denied'))));
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: '复制邀请链接' }));
    expect(await screen.findByText('复制失败')).toBeTruthy();
  });

  it('shows the totals and each friend with their state, reward and dates', async () => {
    serve();
    renderApp(PATH);
    const totals = await screen.findByRole('region', { name: '邀请概况' });
    const value = (label: string) =>
      within(totals).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(value('已邀请')).toBe('2');
    expect(value('已奖励')).toBe('1');
    expect(value('累计奖励')).toBe('¥1,800.00');

    const friends = screen.getByRole('region', { name: '我邀请的好友' });
    const rows = within(friends).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const waiting = within(rows[0]!);
    expect(waiting.getByText('bo***01')).toBeTruthy();
    expect(waiting.getByText('注册于 2026-11-20')).toBeTruthy();
    expect(waiting.getByText('待首存').className).toContain('is-pending');
    expect(waiting.queryByText(/^\+/)).toBeNull();
    const rewarded = within(rows[1]!);
    expect(rewarded.getByText('ca***88')).toBeTruthy();
    expect(rewarded.getByText('已奖励').className).toContain('is-success');
    expect(rewarded.getByText('+¥18.00')).toBeTruthy();
    expect(rewarded.getByText('2026-11-03 发放')).toBeTruthy();
    // All the friends are listed: no "latest N" note.
    expect(within(friends).queryByText(/显示最近/)).toBeNull();
  });

  it('says only the latest are listed when there are more friends than rows', async () => {
    serve(summary({ totals: { invited: 140, rewarded: 1, paid: '18.00' } }));
    renderApp(PATH);
    expect(await screen.findByText('显示最近 2 位好友')).toBeTruthy();
  });

  it('invites the member to share when no friend has signed up yet', async () => {
    serve(summary({ totals: { invited: 0, rewarded: 0, paid: '0.00' }, list: [] }));
    renderApp(PATH);
    expect(await screen.findByText('还没有邀请好友')).toBeTruthy();
    expect(screen.getByText('复制链接或让好友扫码，邀请好友一起来玩')).toBeTruthy();
    const totals = screen.getByRole('region', { name: '邀请概况' });
    expect(within(totals).getByText('¥0.00')).toBeTruthy();
  });

  it('is an entry of the member centre', async () => {
    serve();
    renderApp('/app/center');
    const entries = await screen.findByRole('navigation', { name: '会员服务' });
    expect(within(entries).getByRole('link', { name: '分享赚钱' }).getAttribute('href')).toBe(PATH);
  });
});

describe('/user/shareEarn on a desktop', () => {
  it('lists the friends in a table in the account frame, its menu entry there', async () => {
    serve();
    renderApp(PATH, 'desktop');
    expect(await screen.findByRole('heading', { name: '分享赚钱', level: 1 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: /账户菜单/ });
    expect(within(nav).getByRole('link', { name: '分享赚钱' }).getAttribute('href')).toBe(PATH);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '好友账号注册时间状态奖励奖励时间',
      'bo***012026-11-20 12:00待首存',
      'ca***882026-11-02 10:00已奖励+¥18.002026-11-03 18:30',
    ]);
    expect(screen.getByRole('img', { name: '邀请二维码' })).toBeTruthy();
  });
});
