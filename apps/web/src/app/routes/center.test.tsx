import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session-store.ts';
import { MEMBER, mockApi, ok, siteConfig } from '../../testing/api-mock.ts';
import { setUpPageTests } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

/** The centre itself: the header's balance chip and account menu show the same name and money. */
async function centre() {
  const section = await screen.findByRole('region', { name: '会员信息' });
  return within(section.parentElement as HTMLElement);
}

const BALANCE = { central: '1234.50', total: '1333.30', locked: '0.00', currency: 'CNY' };

function api(member: Record<string, unknown> = MEMBER) {
  return mockApi({
    '/findmed/v1/md': ok(siteConfig()),
    '/findmed/v1/member/token': ok(member),
    '/findmed/v1/member/balance': ok(BALANCE),
    '/f/v1/member/logout': ok(null),
  });
}

describe('member centre', () => {
  it('shows who the member is, the balance, shortcuts and the member pages (phone)', async () => {
    api({ ...MEMBER, qq: 'https://img.example.com/a.png' });
    renderApp('/app/center');
    const c = await centre();
    // The section can paint before the member record arrives; wait for the name.
    await c.findByText('alice01');
    expect(c.getByText('VIP1')).toBeTruthy();
    await c.findByText('¥1,234.50');
    const avatar = document.querySelector('img.center-avatar');
    expect(avatar?.getAttribute('src')).toBe('https://img.example.com/a.png');
    const quick = c.getByRole('navigation', { name: '快捷操作' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['充值', '提现', '转账', '我的资产']);
    const pages = c.getByRole('navigation', { name: '会员服务' });
    expect(
      within(pages)
        .getByRole('link', { name: /交易记录/ })
        .getAttribute('href'),
    ).toBe('/user/transactionRecord');
    // The tab bar marks the member centre.
    expect(screen.getByRole('link', { name: '会员中心' }).className).toContain('is-active');
  });

  it('hides the balance and remembers it', async () => {
    api();
    renderApp('/app/center');
    const c = await centre();
    await c.findByText('¥1,234.50');
    fireEvent.click(c.getByRole('button', { name: '隐藏余额' }));
    expect(c.getByText('******')).toBeTruthy();
    expect(localStorage.getItem('center.hideBalance')).toBe('1');
    fireEvent.click(c.getByRole('button', { name: '显示余额' }));
    expect(c.getByText('¥1,234.50')).toBeTruthy();
  });

  it('shows only an http(s) avatar, never a script URL', async () => {
    api({ ...MEMBER, qq: 'javascript:alert(1)' });
    renderApp('/app/center');
    await (await centre()).findByText('alice01');
    expect(document.querySelector('img.center-avatar')).toBeNull();
    expect(document.querySelector('span.center-avatar')?.textContent).toBe('A');
  });

  it('sits in the account frame on a desktop: the account menu beside it, as on every member page', async () => {
    api();
    renderApp('/app/center', 'desktop');
    const c = await centre();
    await c.findByText('¥1,234.50');
    const menu = await screen.findByRole('navigation', { name: /账户菜单/ });
    const first = within(menu).getAllByRole('link')[0];
    expect(first?.textContent).toBe('会员中心');
    expect(first?.className).toContain('is-active');
    expect(within(menu).getByRole('link', { name: '交易记录' }).getAttribute('href')).toBe(
      '/user/transactionRecord',
    );
    expect(screen.getByRole('heading', { level: 1, name: '会员中心' })).toBeTruthy();
    // The menu lists the member pages; the centre does not list them again.
    expect(screen.queryByRole('navigation', { name: '会员服务' })).toBeNull();
  });

  it('logs out and goes home', async () => {
    api();
    renderApp('/app/center', 'desktop');
    const c = await centre();
    await c.findByText('alice01');
    fireEvent.click(c.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  });
});
