import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PromoApplication, PromoDetail, PromoListItem } from '@kirin/contract';
import { useSessionStore } from '../../stores/session-store.ts';
import {
  MEMBER,
  mockApi,
  ok,
  refuse,
  siteConfig,
  type Handler,
  type SentRequest,
} from '../../testing/api-mock.ts';
import { setUpPageTests } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests();

const BASE = '/findmed/v1/promo';

const item = (id: number, overrides: Partial<PromoListItem> = {}): PromoListItem => ({
  id,
  kind: 'apply',
  title: `活动 ${id}`,
  summary: `活动 ${id} 的简介`,
  bannerUrl: `/media/promos/pgdz-gift.svg`,
  startsAt: '2026-11-01T16:00:00.000Z',
  endsAt: '2026-12-31T16:00:00.000Z',
  canApply: true,
  application: null,
  ...overrides,
});

const detailOf = (id: number, overrides: Partial<PromoDetail> = {}): PromoDetail => ({
  ...item(id),
  rules: '<h2>活动规则</h2><p>每人限一次<script>alert(1)</script></p><img src="javascript:x">',
  lang: 'zh-CN',
  ended: false,
  currency: 'CNY',
  bonusAmount: '88.00',
  bonusRate: '0',
  bonusCap: '0.00',
  minDeposit: '100.00',
  turnoverMultiple: '3',
  autoApprove: true,
  ...overrides,
});

/** The site, and a server with these activities; `apply` answers the apply call. */
function server(list: PromoListItem[], details: PromoDetail[], apply?: Handler) {
  return mockApi({
    '/findmed/v1/md': ok(siteConfig()),
    '/findmed/v1/member/token': ok(MEMBER),
    '/findmed/v1/member/balance': ok({
      central: '188.00',
      total: '188.00',
      locked: '0.00',
      currency: 'CNY',
    }),
    '/findmed/v1/member/message/num': ok({ notRead: 0 }),
    '/findmed/v1/popups': ok({ list: [] }),
    [`${BASE}/list`]: ok({ list }),
    [`${BASE}/detail`]: (request: SentRequest) => {
      const found = details.find((d) => String(d.id) === request.query.get('id'));
      return found ? ok(found) : refuse('NOT_FOUND', '您访问的内容不存在');
    },
    ...(apply ? { [`${BASE}/apply`]: apply } : {}),
  });
}

const signIn = () => useSessionStore.getState().setToken('tok-1');

describe('the activity list', () => {
  it('shows running activities as cards in the phone shell, under its own tab', async () => {
    server(
      [
        item(1),
        item(2, { kind: 'info', canApply: false, title: '返水公告' }),
        item(3, { application: { state: 'pending' } as PromoApplication, canApply: false }),
      ],
      [],
    );
    renderApp('/activity/list');
    expect(await screen.findByRole('heading', { level: 1, name: '优惠活动' })).toBeTruthy();
    const first = await screen.findByRole('link', { name: /活动 1/ });
    expect(first.getAttribute('href')).toBe('/activity/detail?id=1');
    expect(first.textContent).toContain('活动 1 的简介');
    expect(first.textContent).toContain('可申请');
    expect(first.textContent).toContain('2026-11-02 00:00 至 2027-01-01 00:00');
    expect(screen.getByRole('link', { name: /返水公告/ }).textContent).toContain('活动公告');
    expect(screen.getByRole('link', { name: /活动 3/ }).textContent).toContain('审核中');
    const tabs = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(tabs).getAllByRole('link')).toHaveLength(5);
    expect(within(tabs).getByRole('link', { name: '优惠' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('says so when there is none, and offers a retry when loading fails', async () => {
    server([], []);
    const view = renderApp('/activity/list');
    expect(await screen.findByText('暂无进行中的活动')).toBeTruthy();
    view.unmount();
    mockApi({
      '/findmed/v1/md': ok(siteConfig()),
      [`${BASE}/list`]: { status: 500, body: { status: false, data: null, code: 'INTERNAL' } },
    });
    renderApp('/activity/list');
    expect(await screen.findByText('活动加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('sits in the desktop frame too', async () => {
    server([item(1)], []);
    renderApp('/activity/list', 'desktop');
    expect(await screen.findByRole('link', { name: /活动 1/ })).toBeTruthy();
    expect(document.querySelector('.shell-desktop .promo-page-desktop')).not.toBeNull();
  });

  it('is reached from the home page', async () => {
    mockApi({
      '/findmed/v1/md': ok(siteConfig()),
      '/findmed/v1/popups': ok({ list: [] }),
      '/findmed/v1/game/list': ok({ list: [] }),
      [`${BASE}/list`]: ok({ list: [item(1)] }),
    });
    const view = renderApp('/app/home');
    fireEvent.click(await screen.findByRole('link', { name: /优惠活动/ }));
    await waitFor(() => expect(view.location()).toBe('/activity/list'));
  });
});

describe('one activity', () => {
  it('shows banner, period, terms and sanitised rules', async () => {
    server([], [detailOf(5)]);
    renderApp('/activity/detail?id=5');
    expect(await screen.findByRole('heading', { level: 2, name: '活动 5' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '活动详情' })).toBeTruthy();
    const terms = screen.getByRole('region', { name: '活动条件' });
    expect(terms.textContent).toContain('¥88.00');
    expect(terms.textContent).toContain('活动期间累计存款满 ¥100.00');
    expect(terms.textContent).toContain('彩金的 3 倍流水');
    expect(terms.textContent).toContain('申请即送，自动派发');
    const rules = screen.getByRole('region', { name: '活动规则' });
    expect(rules.innerHTML).toContain('<p>每人限一次</p>');
    expect(rules.innerHTML).not.toMatch(/script|javascript/);
    expect(screen.getByRole('button', { name: '登录后申请' })).toBeTruthy();
  });

  it('shows a share of deposits as a percentage with its cap, and what the smallest deposit brings', async () => {
    server(
      [],
      [
        detailOf(6, {
          bonusAmount: '0.00',
          bonusRate: '0.5',
          bonusCap: '1888.00',
          autoApprove: false,
        }),
      ],
    );
    renderApp('/activity/detail?id=6');
    const terms = await screen.findByRole('region', { name: '活动条件' });
    expect(terms.textContent).toContain('存款的 50%，最高 ¥1,888.00');
    // Worked out, not written as "¥100 × 50%".
    expect(terms.textContent).toContain('存款 ¥100.00，可得彩金 ¥50.00');
    expect(terms.textContent).not.toContain('×');
    expect(terms.textContent).toContain('人工审核后派发');
  });

  it('sends a visitor to log in and back', async () => {
    server([], [detailOf(5)]);
    const view = renderApp('/activity/detail?id=5');
    fireEvent.click(await screen.findByRole('button', { name: '登录后申请' }));
    await waitFor(() =>
      expect(view.location()).toBe(
        `/login?redirect=${encodeURIComponent('/activity/detail?id=5')}`,
      ),
    );
  });

  it('applies with a spinner, tells the member the bonus is paid, and shows the application', async () => {
    signIn();
    const details = [detailOf(5)];
    let release: () => void = () => {};
    const calls = server([], details, async (request) => {
      await new Promise<void>((resolve) => (release = resolve));
      const application: PromoApplication = {
        id: 9,
        state: 'approved',
        bonus: '88.00',
        note: '',
        createdAt: '2026-11-20T02:00:00.000Z',
        decidedAt: '2026-11-20T02:00:00.000Z',
      };
      details[0] = detailOf(5, { canApply: false, application });
      expect(request.form).toEqual({ id: '5' });
      return ok({ application });
    });
    renderApp('/activity/detail?id=5');
    fireEvent.click(await screen.findByRole('button', { name: '立即申请' }));
    const busy = await screen.findByRole('button', { name: '申请中…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByText('申请成功，彩金 ¥88.00 已到账')).toBeTruthy();
    const mine = await screen.findByRole('region', { name: /我的申请/ });
    expect(mine.textContent).toContain('已派发');
    // The reward records list it: a link to a page that exists.
    expect(within(mine).getByRole('link', { name: '在领取记录中查看' }).getAttribute('href')).toBe(
      '/user/redemptionRecord',
    );
    expect(mine.textContent).toContain('2026-11-20 10:00:00');
    expect(calls.to(`${BASE}/apply`)).toHaveLength(1);
    expect(calls.to(`${BASE}/apply`)[0]?.headers.t).toBe('tok-1');
  });

  it('says when the application waits for review, and shows a refusal in the member’s words', async () => {
    signIn();
    server([], [detailOf(7, { autoApprove: false })], () =>
      ok({
        application: {
          id: 3,
          state: 'pending',
          bonus: null,
          note: '',
          createdAt: '2026-11-20T02:00:00.000Z',
          decidedAt: null,
        },
      }),
    );
    const view = renderApp('/activity/detail?id=7');
    fireEvent.click(await screen.findByRole('button', { name: '立即申请' }));
    expect(await screen.findByText('申请已提交，请耐心等待审核')).toBeTruthy();
    view.unmount();

    server([], [detailOf(8)], () =>
      refuse('PROMO_MIN_DEPOSIT', '活动期间累计存款满100.00方可申请'),
    );
    renderApp('/activity/detail?id=8');
    fireEvent.click(await screen.findByRole('button', { name: '立即申请' }));
    expect(await screen.findByText('活动期间累计存款满100.00方可申请')).toBeTruthy();
  });

  it('explains info and ended activities, and a rejected application’s note', async () => {
    signIn();
    server(
      [],
      [
        detailOf(1, { kind: 'info', canApply: false }),
        detailOf(2, { ended: true, canApply: false }),
        detailOf(3, {
          canApply: false,
          application: {
            id: 4,
            state: 'rejected',
            bonus: null,
            note: '同一设备多个账户',
            createdAt: '2026-11-20T02:00:00.000Z',
            decidedAt: '2026-11-21T02:00:00.000Z',
          },
        }),
      ],
    );
    let view = renderApp('/activity/detail?id=1');
    expect(await screen.findByText('本活动无需申请，符合条件即可参与')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '活动条件' })).toBeNull();
    view.unmount();
    view = renderApp('/activity/detail?id=2');
    expect(await screen.findByText('活动已结束，感谢您的关注')).toBeTruthy();
    expect(screen.getByText('已结束')).toBeTruthy();
    view.unmount();
    renderApp('/activity/detail?id=3');
    const mine = await screen.findByRole('region', { name: /我的申请/ });
    expect(mine.textContent).toContain('未通过');
    expect(mine.textContent).toContain('同一设备多个账户');
    expect(screen.queryByRole('button', { name: '立即申请' })).toBeNull();
  });

  it('answers an unknown or missing id with a way back to the list', async () => {
    server([], []);
    const view = renderApp('/activity/detail?id=404');
    expect(await screen.findByText('活动不存在或已下线')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '查看全部活动' }));
    await waitFor(() => expect(view.location()).toBe('/activity/list'));
    view.unmount();
    renderApp('/activity/detail');
    expect(await screen.findByText('活动不存在或已下线')).toBeTruthy();
  });
});
