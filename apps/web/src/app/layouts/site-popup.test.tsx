import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { popupHideDay, type SitePopup } from '@kirin/contract';
import { resetOpening } from '../../features/promotions/lib/popup-gate.ts';
import { popupHideKey } from '../../features/promotions/lib/popup-gate.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { mockApi, ok, siteConfig } from '../../testing/api-mock.ts';
import { setUpPageTests } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests();
beforeEach(() => resetOpening());

// The pop-up looks for anything only once the page has loaded (and 0.5 s more).
const WAIT = { timeout: 4000 };
const HIDE_KEY = popupHideKey('pgdz');

const popup = (id: number, overrides: Partial<SitePopup> = {}): SitePopup => ({
  id,
  title: `公告 ${id}`,
  body: `<p>第 ${id} 条<script>alert(1)</script></p>`,
  imageUrl: '/media/promos/pgdz-popup.svg',
  link: '/activity/list',
  ...overrides,
});

function server(list: SitePopup[]) {
  return mockApi({
    '/findmed/v1/md': ok(siteConfig()),
    '/findmed/v1/game/list': ok({ list: [] }),
    '/findmed/v1/promo/list': ok({ list: [] }),
    '/findmed/v1/member/token': ok({ username: 'alice01' }),
    '/findmed/v1/member/balance': ok({ central: '0', total: '0', locked: '0', currency: 'CNY' }),
    '/findmed/v1/member/message/num': ok({ notRead: 0 }),
    '/findmed/v1/popups': ok({ list }),
  });
}

describe('the site pop-up', () => {
  it('shows once on opening the site, one after another, sanitised', async () => {
    const calls = server([popup(1), popup(2, { link: '' })]);
    renderApp('/app/home');
    const dialog = await screen.findByRole('dialog', { name: '公告 1' }, WAIT);
    expect(dialog.innerHTML).toContain('<p>第 1 条</p>');
    expect(dialog.innerHTML).not.toContain('script');
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBe(document.activeElement);
    fireEvent.click(within(dialog).getByRole('button', { name: /下一条/ }));
    const second = await screen.findByRole('dialog', { name: '公告 2' });
    expect(within(second).queryByRole('button', { name: '查看详情' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.to('/findmed/v1/popups')).toHaveLength(1);
    expect(localStorage.getItem(HIDE_KEY)).toBeNull();
  });

  it('leads to what it announces', async () => {
    server([popup(1)]);
    const view = renderApp('/app/home');
    const dialog = await screen.findByRole('dialog', { name: '公告 1' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: '查看详情' }));
    await waitFor(() => expect(view.location()).toBe('/activity/list'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away for the rest of the Beijing day when asked', async () => {
    server([popup(1), popup(2)]);
    const view = renderApp('/home', 'desktop');
    const dialog = await screen.findByRole('dialog', { name: '公告 1' }, WAIT);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '今日不再显示' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(HIDE_KEY)).toBe(popupHideDay(new Date()));
    view.unmount();

    // Opening the site again the same day: not even asked for.
    resetOpening();
    const calls = server([popup(1)]);
    renderApp('/home', 'desktop');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.to('/findmed/v1/popups')).toHaveLength(0);
  });

  it('asks as the member when signed in, and shows nothing when there is none', async () => {
    useSessionStore.getState().setToken('tok-9');
    const calls = server([]);
    renderApp('/app/home');
    await waitFor(() => expect(calls.to('/findmed/v1/popups')).toHaveLength(1), WAIT);
    expect(calls.to('/findmed/v1/popups')[0]?.headers.t).toBe('tok-9');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not come back when the page is reloaded in the same visit', async () => {
    server([popup(1)]);
    const view = renderApp('/app/home');
    const dialog = await screen.findByRole('dialog', { name: '公告 1' }, WAIT);
    // Closed without "don't show again today".
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    view.unmount();

    // A reload: the page starts again, the tab's session stays.
    resetOpening();
    server([popup(1)]);
    renderApp('/app/home');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open on the member centre, and greets the member once they reach the home', async () => {
    useSessionStore.getState().setToken('tok-9');
    const calls = server([popup(1)]);
    const view = renderApp('/app/center');
    await screen.findAllByText('alice01', undefined, WAIT);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.to('/findmed/v1/popups')).toHaveLength(0);

    await act(() => view.router.navigate('/app/home'));
    expect(await screen.findByRole('dialog', { name: '公告 1' }, WAIT)).toBeTruthy();
  });

  it('keys the day to Beijing: 16:00 UTC is already tomorrow there', () => {
    expect(popupHideDay(new Date('2026-11-20T15:59:59Z'))).toBe('2026-11-20');
    expect(popupHideDay(new Date('2026-11-20T16:00:00Z'))).toBe('2026-11-21');
  });
});
