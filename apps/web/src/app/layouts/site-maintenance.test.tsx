import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../lib/api-client.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { mockApi, ok, refuse, siteConfig, type Reply } from '../../testing/api-mock.ts';
import { SIGNED_IN, setUpPageTests } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests();
afterEach(() => {
  vi.useRealTimers();
});

// 2026-11-29 14:00 and 16:00 in Beijing.
const STARTS_AT = '2026-11-29T06:00:00.000Z';
const ENDS_AT = '2026-11-29T08:00:00.000Z';

const inForce = (message = '') => ({ on: true, message, startsAt: STARTS_AT, endsAt: ENDS_AT });
const scheduled = () => ({ on: false, message: '', startsAt: STARTS_AT, endsAt: ENDS_AT });

/** /md answers with each window of `answers` in turn, the last one from then on. */
function server(answers: unknown[], routes: Record<string, Reply> = {}) {
  let n = 0;
  return mockApi({
    '/findmed/v1/game/list': ok({ list: [] }),
    '/findmed/v1/promo/list': ok({ list: [] }),
    ...routes,
    '/findmed/v1/md': () => {
      const maintenance = answers[Math.min(n, answers.length - 1)];
      n += 1;
      return ok(siteConfig({ maintenance }));
    },
  });
}

/** The clock at `iso`, still running, so that the page's waits go on. */
function clockAt(iso: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date(iso));
}

const pageTitle = () => screen.findByRole('heading', { name: '系统维护中' });

describe('site-wide maintenance in force', () => {
  it('mobile: the home is the maintenance page, with the end in Beijing time and a countdown', async () => {
    clockAt('2026-11-29T06:30:00.000Z');
    server([inForce('今晚升级支付通道')]);
    renderApp('/app/home');
    expect(await pageTitle()).toBeTruthy();
    expect(screen.getByText('今晚升级支付通道')).toBeTruthy();
    expect(screen.getByText('2026-11-29 16:00:00')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('01:30:00');
    expect(screen.getByRole('link', { name: '联系客服' }).getAttribute('href')).toBe(
      '/app/customer',
    );
    // The page replaces the shell: no tab bar with the wallet's shortcuts.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('desktop, signed in: a wallet page is the maintenance page too', async () => {
    useSessionStore.getState().setToken('tok');
    server([inForce()], SIGNED_IN);
    renderApp('/finance/transfer', 'desktop');
    expect(await pageTitle()).toBeTruthy();
    expect(screen.getByRole('link', { name: '联系客服' })).toBeTruthy();
    expect(document.querySelector('.maintenance-message')).toBeNull();
  });

  it('shows the operator’s message as text, never as markup', async () => {
    server([inForce('<b>注意</b><img src=x onerror="alert(1)">')]);
    renderApp('/activity/list');
    await pageTitle();
    const message = document.querySelector('.maintenance-message');
    expect(message?.textContent).toBe('<b>注意</b><img src=x onerror="alert(1)">');
    expect(message?.querySelector('b, img')).toBeNull();
  });

  it('keeps customer service open, with a bar saying why the rest is closed', async () => {
    mockApi({
      '/findmed/v1/md': ok(
        siteConfig({
          maintenance: inForce(),
          customerServiceKind: 'inhouse',
          customer_service: '/iframeCustomerService',
        }),
      ),
      '/findmed/v1/support/messages': ok({ thread: null, list: [], hasMore: false, unread: 0 }),
    });
    renderApp('/iframeCustomerService');
    expect(await screen.findByText('您好，有什么可以帮您？')).toBeTruthy();
    expect(
      await screen.findByText(/系统维护中，预计北京时间 2026-11-29 16:00:00 结束/),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '系统维护中' })).toBeNull();
  });

  it('returns to the site by itself once the end has passed and /md says so', async () => {
    clockAt('2026-11-29T07:59:00.000Z');
    const calls = server([inForce(), null]);
    renderApp('/activity/list');
    await pageTitle();
    expect(calls.to('/findmed/v1/md')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '系统维护中' })).toBeNull());
    expect(calls.to('/findmed/v1/md')).toHaveLength(2);
  });

  it('a MAINTENANCE refusal of a money write reads /md again and brings the page', async () => {
    const calls = server([null, inForce()], {
      '/findmed/v1/wallet/transfer': refuse(
        'MAINTENANCE',
        '系统维护中，暂停存款、取款、转账和投注，预计北京时间2026-11-29 16:00:00结束',
      ),
    });
    renderApp('/activity/list');
    await waitFor(() => expect(calls.to('/findmed/v1/md')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: '系统维护中' })).toBeNull();
    await act(() => request('/findmed/v1/wallet/transfer', { body: { amount: '1.00' } }));
    expect(await pageTitle()).toBeTruthy();
    expect(calls.to('/findmed/v1/md')).toHaveLength(2);
  });

  it('a refusal of another kind does not', async () => {
    const calls = server([null], {
      '/findmed/v1/wallet/transfer': refuse('AMOUNT_BELOW_MIN', '金额过低'),
    });
    renderApp('/activity/list');
    await waitFor(() => expect(calls.to('/findmed/v1/md')).toHaveLength(1));
    await act(() => request('/findmed/v1/wallet/transfer', { body: { amount: '1.00' } }));
    expect(calls.to('/findmed/v1/md')).toHaveLength(1);
  });
});

describe('a scheduled maintenance', () => {
  const NOTICE =
    '系统将于 2026-11-29 14:00:00 至 2026-11-29 16:00:00（北京时间）维护，届时暂停存款、取款、转账和投注';

  it.each(['mobile', 'desktop'] as const)(
    '%s: a notice above the page, dismissed for this window',
    async (layout) => {
      clockAt('2026-11-29T05:00:00.000Z');
      server([scheduled()]);
      const first = renderApp('/activity/list', layout);
      expect(await screen.findByText(NOTICE)).toBeTruthy();
      expect(screen.queryByRole('heading', { name: '系统维护中' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: '关闭维护通知' }));
      expect(screen.queryByText(NOTICE)).toBeNull();
      expect(document.documentElement.dataset['topNotice']).toBeUndefined();
      first.unmount();

      // Another page view: still dismissed; a window moved by the operator is news again.
      const again = renderApp('/activity/list', layout);
      await waitFor(() => expect(document.querySelector('.activity-page, main')).not.toBeNull());
      expect(screen.queryByText(NOTICE)).toBeNull();
      again.unmount();
      server([{ ...scheduled(), endsAt: '2026-11-29T09:00:00.000Z' }]);
      renderApp('/activity/list', layout);
      expect(await screen.findByText(/2026-11-29 17:00:00/)).toBeTruthy();
    },
  );

  it('gives way to the maintenance page when the start comes', async () => {
    clockAt('2026-11-29T05:59:30.000Z');
    const calls = server([scheduled(), inForce()]);
    renderApp('/activity/list');
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(35_000));
    expect(await pageTitle()).toBeTruthy();
    expect(calls.to('/findmed/v1/md')).toHaveLength(2);
  });

  it('reads /md again every minute, so a maintenance started meanwhile shows', async () => {
    clockAt('2026-11-29T05:00:00.000Z');
    const calls = server([null, inForce()]);
    renderApp('/activity/list');
    await waitFor(() => expect(calls.to('/findmed/v1/md')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(await pageTitle()).toBeTruthy();
  });
});
