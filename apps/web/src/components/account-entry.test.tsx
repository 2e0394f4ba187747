import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { AccountEntry } from './account-entry.tsx';

beforeAll(async () => {
  await initI18n('zh-CN');
});

beforeEach(() => {
  useSessionStore.getState().clearSession();
});

function show(onLogout = vi.fn(), url = '/app/customer?x=1') {
  const router = createMemoryRouter(
    [{ path: '*', element: <AccountEntry onLogout={onLogout} /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('AccountEntry', () => {
  it('offers log-in and registration when logged out, coming back to this page', () => {
    show();
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fapp%2Fcustomer%3Fx%3D1',
    );
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe(
      '/register?redirect=%2Fapp%2Fcustomer%3Fx%3D1',
    );
  });

  it('shows the account name with a menu when logged in; log out is in the menu', () => {
    const s = useSessionStore.getState();
    s.setToken('tok-1');
    s.setMemberInfo({ username: 'alice01' });
    const onLogout = vi.fn();
    show(onLogout);
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
    const button = screen.getByRole('button', { name: '账户菜单：alice01' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const menu = screen.getByRole('menu');
    const items = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    expect(items).toEqual([
      '充值',
      '提现',
      '我的资产',
      '转账',
      '虚拟币钱包',
      '兑换',
      '买币',
      '交易记录',
      '投注记录',
      '月度报表',
      '领取记录',
      'VIP中心',
      '意见反馈',
      '消息中心',
      '代理中心',
      '分享赚钱',
      '个人资料',
      '安全设置',
      '提现账户',
      '负责任博彩',
      '帮助中心',
      '退出登录',
    ]);
    expect(screen.getByRole('menuitem', { name: '交易记录' }).getAttribute('href')).toBe(
      '/user/transactionRecord',
    );
    expect(screen.getByRole('menuitem', { name: '个人资料' }).getAttribute('href')).toBe(
      '/personalInfo',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
