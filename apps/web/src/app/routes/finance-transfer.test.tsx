import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Assets, TransferMove, VenueWallet } from '@kirin/contract';
import {
  MEMBER,
  mockApi,
  ok,
  refuse,
  siteConfig,
  type Handler,
  type Reply,
} from '../../testing/api-mock.ts';
import { setUpPageTests, typeInto } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

const ASSETS: Assets = {
  currency: 'CNY',
  central: '1234.50',
  locked: '0.00',
  inTransit: '0.00',
  total: '1333.30',
  venues: [],
};

const VENUES: VenueWallet[] = [
  { code: 'kgame', name: 'Kirin 游戏', balance: '88.80', state: 'on' },
  { code: 'ag', name: 'AG真人', balance: '10.00', state: 'maintenance' },
];

const move = (extra: Partial<TransferMove> = {}): TransferMove => ({
  id: 'm1',
  from: 'central',
  to: 'kgame',
  amount: '100.00',
  state: 'posted',
  createdAt: '2026-11-21T02:00:00.000Z',
  ...extra,
});

const TRANSFER = '/findmed/v1/finance/transfer';
const MOVES = '/findmed/v1/finance/transfer/moves';
const AUTO = '/findmed/v1/finance/transfer/auto';
const RECALL = '/findmed/v1/finance/transfer/recall';
const ASSETS_PATH = '/findmed/v1/finance/assets';
const BALANCE = '/findmed/v1/member/balance';

function api(extra: Record<string, Handler | Reply> = {}) {
  return mockApi({
    '/findmed/v1/md': ok(siteConfig()),
    '/findmed/v1/member/token': ok(MEMBER),
    [BALANCE]: ok({ central: '1234.50', total: '1333.30', locked: '0.00', currency: 'CNY' }),
    [ASSETS_PATH]: ok(ASSETS),
    '/game/walletlist': ok({ list: VENUES }),
    [MOVES]: ok({ list: [] }),
    [AUTO]: ok({ enabled: false }),
    ...extra,
  });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '立即转账' }));

describe('transfer page', () => {
  it('shows a skeleton, then the wallets; a venue under maintenance is marked and cannot be picked', async () => {
    // Every request for the wallets waits for the release, whether it starts before or after the
    // skeleton shows (on a loaded machine the page may paint its skeleton before it asks).
    let release: () => void = () => {};
    const released = new Promise<void>((r) => (release = r));
    const calls = api({ [ASSETS_PATH]: (): Promise<Reply> => released.then(() => ok(ASSETS)) });
    renderApp('/finance/transfer');
    await waitFor(() => expect(document.querySelector('.skeleton')).not.toBeNull());
    release();
    const board = await screen.findByRole('region', { name: '中心钱包' });
    expect(board.textContent).toContain('1,234.50');
    expect(calls.to('/game/walletlist')[0]?.query.get('show')).toBe('1');
    const kgame = screen.getByRole('button', { name: /Kirin 游戏/ });
    expect(kgame.textContent).toContain('88.80');
    expect(kgame.getAttribute('aria-pressed')).toBe('true');
    const ag = screen.getByRole('button', { name: /AG真人/ });
    expect(ag.textContent).toContain('维护中');
    expect((ag as HTMLButtonElement).disabled).toBe(true);
    const from = screen.getByRole('combobox', { name: '转出钱包' });
    expect([...from.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '中心钱包',
      'Kirin 游戏',
    ]);
    expect(await screen.findByText('暂无转账记录')).toBeTruthy();
    expect(screen.getByRole('switch', { name: '自动转账' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('desktop: wallets in one column, the form and moves in the other', async () => {
    api();
    renderApp('/finance/transfer', 'desktop');
    await screen.findByRole('region', { name: '中心钱包' });
    const page = document.querySelector('.transfer-page');
    expect(page?.className).toContain('transfer-desktop');
    expect(page?.querySelector('.transfer-side .wallet-board')).not.toBeNull();
    expect(page?.querySelector('.transfer-main .transfer-form')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '转账' })).toBeTruthy();
  });

  it('checks the amount against the source wallet, then sends 全部 with an Idempotency-Key', async () => {
    const transfer = vi
      .fn<Handler>()
      .mockReturnValueOnce(refuse('TRANSFER_IN_PROGRESS', '该场馆有一笔转账正在确认中，请稍后再试'))
      .mockReturnValue(ok(move({ amount: '1234.50' })));
    const calls = api({ [TRANSFER]: transfer });
    renderApp('/finance/transfer');
    await screen.findByLabelText('转账金额');
    typeInto('转账金额', '0');
    expect(await screen.findByText('请输入正确的金额')).toBeTruthy();
    typeInto('转账金额', '2000');
    expect(await screen.findByText('超出中心钱包余额1,234.50')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect((screen.getByLabelText('转账金额') as HTMLInputElement).value).toBe('1234.5');
    submit();
    expect(await screen.findByText('该场馆有一笔转账正在确认中，请稍后再试')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '立即转账' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    const assetsBefore = calls.to(ASSETS_PATH).length;
    submit();
    expect(await screen.findByText('转账成功')).toBeTruthy();
    const [first, second] = calls.to(TRANSFER);
    expect(second?.form).toEqual({ from: 'central', to: 'kgame', amount: '1234.50' });
    expect(second?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
    await waitFor(() => expect(calls.to(ASSETS_PATH).length).toBeGreaterThan(assetsBefore));
    await waitFor(() => expect(calls.to(BALANCE).length).toBeGreaterThan(1));
    expect((screen.getByLabelText('转账金额') as HTMLInputElement).value).toBe('');
  });

  it('from a venue the other end is the central wallet and the limit is the venue’s balance', async () => {
    const calls = api({ [TRANSFER]: ok(move({ from: 'kgame', to: 'central', state: 'pending' })) });
    renderApp('/finance/transfer');
    const from = await screen.findByRole('combobox', { name: '转出钱包' });
    fireEvent.change(from, { target: { value: 'kgame' } });
    const to = screen.getByRole('combobox', { name: '转入钱包' }) as HTMLSelectElement;
    expect(to.disabled).toBe(true);
    expect(to.value).toBe('central');
    typeInto('转账金额', '100');
    expect(await screen.findByText('超出Kirin 游戏余额88.80')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    submit();
    expect(await screen.findByText('转账正在与场馆确认，稍后自动到账')).toBeTruthy();
    expect(calls.to(TRANSFER)[0]?.form).toEqual({ from: 'kgame', to: 'central', amount: '88.80' });

    fireEvent.click(screen.getByRole('button', { name: '交换转出和转入钱包' }));
    expect((screen.getByRole('combobox', { name: '转出钱包' }) as HTMLSelectElement).value).toBe(
      'central',
    );
  });

  it('keeps a refusal at a limit on screen with the way to the responsible-gambling page', async () => {
    const refusal =
      '已达到您设置的每日亏损限额（50.00），本期剩余10.00，将于北京时间2026-11-30 00:00重置';
    const calls = api({ [TRANSFER]: refuse('LIMIT_REACHED', refusal) });
    const app = renderApp('/finance/transfer');
    await screen.findByLabelText('转账金额');
    typeInto('转账金额', '40');
    submit();
    const notice = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.transfer-refusal');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(within(notice).getByText(refusal)).toBeTruthy();
    expect(calls.to(TRANSFER)[0]?.form).toEqual({ from: 'central', to: 'kgame', amount: '40.00' });
    // Money back to the central wallet is another question: the notice is not about it.
    fireEvent.click(screen.getByRole('button', { name: '交换转出和转入钱包' }));
    expect(document.querySelector('.transfer-refusal')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '交换转出和转入钱包' }));
    const again = document.querySelector<HTMLElement>('.transfer-refusal');
    fireEvent.click(within(again!).getByRole('link', { name: '负责任博彩' }));
    await waitFor(() => expect(app.location()).toBe('/user/responsible'));
  });

  it('watches moves in transit every 3 s until they settle, then refreshes the balances', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const moves = vi
        .fn<Handler>()
        .mockReturnValueOnce(ok({ list: [move({ state: 'pending' }), move({ id: 'm0' })] }))
        .mockReturnValue(ok({ list: [move(), move({ id: 'm0' })] }));
      const calls = api({ [MOVES]: moves });
      renderApp('/finance/transfer');
      const list = await screen.findByRole('list', { name: '转账记录' });
      expect(within(list).getByText('转账中 — 正在与场馆确认')).toBeTruthy();
      expect(within(list).getAllByText('中心钱包 → Kirin 游戏')).toHaveLength(2);
      const assetsBefore = calls.to(ASSETS_PATH).length;
      await vi.advanceTimersByTimeAsync(3_000);
      await waitFor(() => expect(within(list).getAllByText('成功')).toHaveLength(2));
      await waitFor(() => expect(calls.to(ASSETS_PATH).length).toBeGreaterThan(assetsBefore));
      await vi.advanceTimersByTimeAsync(9_000);
      expect(calls.to(MOVES)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('brings every venue back in one tap and switches auto-transfer', async () => {
    const calls = api({
      [RECALL]: ok({ list: [move({ from: 'kgame', to: 'central', amount: '88.80' })] }),
      [AUTO]: (request) =>
        ok({ enabled: request.method === 'POST' && request.form.enabled === '1' }),
    });
    renderApp('/finance/transfer');
    fireEvent.click(await screen.findByRole('button', { name: '一键回收' }));
    expect(await screen.findByText('已将 88.80 转回中心钱包')).toBeTruthy();
    expect(calls.to(RECALL)[0]?.form).toEqual({});

    const toggle = screen.getByRole('switch', { name: '自动转账' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(calls.to(AUTO).filter((r) => r.method === 'POST')[0]?.form).toEqual({ enabled: '1' });
    expect(await screen.findByText('已开启自动转账')).toBeTruthy();
  });

  it('says so when there is no venue to transfer with', async () => {
    api({ '/game/walletlist': ok({ list: [] }) });
    renderApp('/finance/transfer');
    expect(await screen.findByText('暂无可转账的场馆')).toBeTruthy();
    expect(screen.queryByLabelText('转账金额')).toBeNull();
    expect((screen.getByRole('button', { name: '一键回收' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('offers a retry when the wallets cannot be loaded', async () => {
    api({ '/game/walletlist': refuse('TRY_AGAIN', '操作失败，请稍后重试') });
    renderApp('/finance/transfer');
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('is reachable from the assets page and the account menu', async () => {
    api();
    renderApp('/finance/myAssets', 'desktop');
    const menu = await screen.findByRole('navigation', { name: /账户菜单/ });
    expect(within(menu).getByRole('link', { name: '转账' }).getAttribute('href')).toBe(
      '/finance/transfer',
    );
    expect(within(menu).getByRole('link', { name: '投注记录' }).getAttribute('href')).toBe(
      '/user/bettingRecord',
    );
    await screen.findByRole('region', { name: '总资产' });
    const actions = document.querySelector<HTMLElement>('.wallet-actions');
    expect(within(actions!).getByRole('link', { name: '转账' }).getAttribute('href')).toBe(
      '/finance/transfer',
    );
  });
});
