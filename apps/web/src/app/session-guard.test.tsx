import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LayoutKind } from '../hooks/use-layout-kind.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { MEMBER, mockApi, ok, siteConfig } from '../testing/api-mock.ts';
import { setUpPageTests } from './testing/page-tests.ts';
import { renderApp } from './testing/render-app.tsx';

setUpPageTests();

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi({
    '/f/v1/member/logout': ok(null),
    '/findmed/v1/md': ok(siteConfig()),
    '/findmed/v1/member/token': ok(MEMBER),
    '/f/v1/withdraw/password/config': ok({ d: true, p: true }),
  });
});

const MEMBER_PAGES = [
  '/personalInfo',
  '/personalInfo/name',
  '/personalInfo/mail',
  '/personalInfo/phone',
  '/setting',
  '/setting/password',
  '/setting/success',
  '/setting/wpassword',
  '/setting/wsuccess',
  '/setting/verification',
  '/cards',
  '/cards/bankDetail?id=5',
  '/cards/addBankCard',
  '/cards/addVirtualCoin',
  '/cards/addAlipay',
  '/finance/deposit',
  '/finance/deposit/info?id=D1',
  '/finance/withdraw',
  '/finance/myAssets',
  '/user/virtualWallet',
  '/user/exchange',
  '/user/addCoin',
  '/user/transactionRecord',
  '/user/transactionDetail?id=1',
  '/app/center',
];

describe('member pages need a session', () => {
  it.each(
    (['mobile', 'desktop'] as LayoutKind[]).flatMap((layout) =>
      MEMBER_PAGES.map((path) => [layout, path] as const),
    ),
  )('%s: %s without a token goes to log in, with a way back', async (layout, path) => {
    const app = renderApp(path, layout);
    // The first page of a run loads its modules cold: slow on a busy machine.
    await waitFor(
      () => expect(app.location()).toBe(`/login?redirect=${encodeURIComponent(path)}`),
      { timeout: 5_000 },
    );
    expect(await screen.findByLabelText('账号')).toBeTruthy();
  });

  it.each<LayoutKind>(['mobile', 'desktop'])('%s: with a token the page opens', async (layout) => {
    useSessionStore.getState().setToken('tok-1');
    const app = renderApp('/setting', layout);
    expect(await screen.findByRole('link', { name: /登录密码/ })).toBeTruthy();
    expect(app.location()).toBe('/setting');
    expect(screen.getByRole('heading', { name: '安全设置' })).toBeTruthy();
    if (layout === 'desktop') {
      const menu = screen.getByRole('navigation', { name: /账户菜单/ });
      expect(menu.querySelector('a.is-active')?.textContent).toBe('安全设置');
    } else {
      expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
    }
  });

  it('password recovery needs no session', async () => {
    const app = renderApp('/forgetPassword');
    expect(await screen.findByRole('heading', { name: '找回密码' })).toBeTruthy();
    expect(app.location()).toBe('/forgetPassword');
  });

  it.each<[LayoutKind, string, string]>([
    ['desktop', '/personalInfo', '/home'],
    ['mobile', '/app/customer', '/app/home'],
  ])(
    '%s: log out from the frame ends the session on the server and here, then home',
    async (layout, from, home) => {
      useSessionStore.getState().setToken('tok-1');
      const app = renderApp(from, layout);
      fireEvent.click(await screen.findByRole('button', { name: '账户菜单：alice01' }));
      fireEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
      await waitFor(() => expect(app.location()).toBe(home));
      const [sent] = api.to('/f/v1/member/logout');
      expect(sent?.method).toBe('POST');
      expect(sent?.headers.t).toBe('tok-1');
      expect(useSessionStore.getState().token).toBeNull();
      expect(useSessionStore.getState().memberInfo).toBeNull();
      expect(await screen.findByRole('link', { name: '登录' })).toBeTruthy();
    },
  );

  it('fetches member info at start when a token exists, into the store', async () => {
    useSessionStore.getState().setToken('tok-1');
    renderApp('/app/customer', 'mobile');
    await waitFor(() => expect(useSessionStore.getState().memberInfo?.username).toBe('alice01'));
    expect(api.to('/findmed/v1/member/token')).toHaveLength(1);
  });
});
