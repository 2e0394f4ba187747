import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { configureApiClient } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { mockApi, ok, siteConfig } from '../../../testing/api-mock.ts';
import type { MemberSession } from '../api/get-member-session.ts';
import { HISTORY_PATH, SessionCare } from './session-care.tsx';

const MIN = 60_000;
const NOW = Date.parse('2026-11-29T08:00:00.000Z');
const SESSION = '/findmed/v1/member/session';

function session(overrides: Partial<MemberSession> = {}): MemberSession {
  return {
    loginAt: new Date(NOW - 50 * MIN).toISOString(),
    previousLogin: null,
    sessionMinutes: null,
    endsAt: null,
    realityCheckMinutes: 60,
    staked: '100.00',
    net: '-20.00',
    ...overrides,
  };
}

/** The server's answers, one per request; the last one repeats. */
function serve(...answers: MemberSession[]) {
  let n = 0;
  return mockApi({
    '/findmed/v1/md': ok(siteConfig()),
    [SESSION]: () => ok(answers[Math.min(n++, answers.length - 1)]),
  });
}

function mount() {
  const onLogout = vi.fn(async () => {});
  const router = createMemoryRouter([{ path: '*', element: <SessionCare onLogout={onLogout} /> }], {
    initialEntries: ['/app/home'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, onLogout, view };
}

const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
const checkDialog = () => screen.queryByRole('dialog', { name: '游戏时间提醒' });

beforeAll(async () => {
  await initI18n('zh-CN');
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  configureApiClient({ baseUrl: '', navigate: () => {} });
  useSessionStore.getState().clearSession();
  useSessionStore.getState().setToken('tok-1');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the reality check', () => {
  it('opens at each whole interval since log-in with figures fetched as it opens', async () => {
    const calls = serve(session(), session({ staked: '1234.5', net: '56.78' }));
    mount();
    await waitFor(() => expect(calls.to(SESSION)).toHaveLength(1));

    await advance(10 * MIN - 1_000);
    expect(checkDialog()).toBeNull();
    await advance(1_000);
    const dialog = await screen.findByRole('dialog', { name: '游戏时间提醒' });
    expect(dialog.textContent).toContain('您已登录 1 小时 0 分钟');
    // The figures of this moment, not those of the mount: fetched again as it opened.
    await waitFor(() => expect(within(dialog).getByText('¥1,234.50')).toBeTruthy());
    const net = within(dialog).getByText('+¥56.78');
    expect(net.className).toContain('is-credit');
    expect(calls.to(SESSION)).toHaveLength(2);
    // Focus starts on "continue", the answer most give.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '继续' }));

    fireEvent.click(within(dialog).getByRole('button', { name: '继续' }));
    expect(checkDialog()).toBeNull();
    // Closed until the next whole hour since log-in, not an hour after the answer.
    await advance(59 * MIN);
    expect(checkDialog()).toBeNull();
    await advance(1 * MIN);
    expect(await screen.findByRole('dialog', { name: '游戏时间提醒' })).toBeTruthy();
    expect(checkDialog()?.textContent).toContain('您已登录 2 小时 0 分钟');
  });

  it('shows a loss in red with its sign, and logs out from the message', async () => {
    serve(session({ loginAt: new Date(NOW - 29 * MIN).toISOString(), realityCheckMinutes: 30 }));
    const { onLogout } = mount();
    await advance(1 * MIN);
    const dialog = await screen.findByRole('dialog', { name: '游戏时间提醒' });
    expect(dialog.textContent).toContain('您已登录 30 分钟');
    await waitFor(() =>
      expect(within(dialog).getByText('-¥20.00').className).toContain('is-debit'),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: '退出登录' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(checkDialog()).toBeNull();
  });

  it('leads to the betting records, and Escape continues', async () => {
    serve(session());
    const { router } = mount();
    await advance(10 * MIN);
    let dialog = await screen.findByRole('dialog', { name: '游戏时间提醒' });
    fireEvent.click(within(dialog).getByRole('button', { name: '查看记录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(HISTORY_PATH));
    expect(checkDialog()).toBeNull();

    await advance(60 * MIN);
    dialog = await screen.findByRole('dialog', { name: '游戏时间提醒' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(checkDialog()).toBeNull();
  });

  it('never opens without an interval', async () => {
    serve(session({ realityCheckMinutes: null }));
    mount();
    await advance(5 * 60 * MIN);
    expect(checkDialog()).toBeNull();
  });

  it('stops with the session', async () => {
    const calls = serve(session());
    const { view } = mount();
    await waitFor(() => expect(calls.to(SESSION)).toHaveLength(1));
    act(() => useSessionStore.getState().clearSession());
    await advance(10 * MIN);
    expect(checkDialog()).toBeNull();
    view.unmount();
    await advance(120 * MIN);
    expect(calls.to(SESSION)).toHaveLength(1);
  });
});

describe('the session-time limit', () => {
  it('at the end of the session says so, blocking the page, and logs the member out', async () => {
    serve(session({ realityCheckMinutes: null, endsAt: new Date(NOW + 45 * MIN).toISOString() }));
    const { onLogout } = mount();
    await advance(45 * MIN - 1_000);
    expect(screen.queryByText('您已达到今日在线时长限制，请明天再来')).toBeNull();
    expect(onLogout).not.toHaveBeenCalled();

    await advance(1_000);
    expect(await screen.findByText('您已达到今日在线时长限制，请明天再来')).toBeTruthy();
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    const alert = screen.getByRole('dialog');
    expect(alert.closest('.adm-center-popup-wrap, .adm-dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() =>
      expect(screen.queryByText('您已达到今日在线时长限制，请明天再来')).toBeNull(),
    );
  });

  it('ends at once a session whose end has already passed', async () => {
    serve(session({ endsAt: new Date(NOW - 1_000).toISOString() }));
    const { onLogout } = mount();
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    expect(checkDialog()).toBeNull();
  });
});
