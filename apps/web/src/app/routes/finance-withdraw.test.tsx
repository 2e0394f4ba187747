import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES, type Assets, type WithdrawInfo, type Withdrawal } from '@kirin/contract';
import {
  decryptPassword,
  MEMBER,
  mockApi,
  ok,
  refuse,
  siteConfig,
  type Handler,
  type Reply,
} from '../../testing/api-mock.ts';
import { COINS, coinWallet, QUOTE, quoteReplier, withdrawInfo } from '../testing/coin-fixtures.ts';
import { setUpPageTests, typeInto } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

const INFO = withdrawInfo({
  usedToday: '1000.00',
  countToday: 1,
  turnoverRequired: '3000.00',
});

const REVIEWING: Withdrawal = {
  id: 'W2001',
  amount: '5000.00',
  fee: '2.00',
  payout: '4998.00',
  currency: 'CNY',
  account: { id: 6, kind: 'virtual', label: 'USDT-TRC20 TR7NHq…gjLj6t' },
  state: 'reviewing',
  timeline: [
    { step: 'requested', at: '2026-11-21T02:00:00.000Z' },
    { step: 'reviewing', at: '2026-11-21T02:00:01.000Z' },
  ],
  reason: null,
  coin: {
    network: 'TRC20',
    rate: '7.30',
    usdt: '684.657534',
    networkFee: '1.000000',
    receive: '683.657534',
  },
  createdAt: '2026-11-21T02:00:00.000Z',
};

const REJECTED: Withdrawal = {
  ...REVIEWING,
  id: 'W1001',
  amount: '300.00',
  state: 'rejected',
  timeline: [...REVIEWING.timeline, { step: 'rejected', at: '2026-11-21T03:00:00.000Z' }],
  reason: '银行卡信息有误',
};

function api(
  extra: Record<string, Handler | Reply> = {},
  options: { config?: { d: boolean; p: boolean }; info?: Partial<WithdrawInfo> } = {},
) {
  const quote = quoteReplier();
  return mockApi({
    [COINS]: ok(coinWallet()),
    [QUOTE]: (request) => ok(quote(request.form)),
    '/findmed/v1/md': ok(siteConfig()),
    '/findmed/v1/member/token': ok(MEMBER),
    '/f/v1/withdraw/password/config': ok(options.config ?? { d: true, p: true }),
    '/findmed/v1/finance/withdraw/info': ok({ ...INFO, ...options.info }),
    '/findmed/v1/finance/withdrawals': (request) =>
      request.query.get('id') === 'W1001' ? ok(REJECTED) : ok({ list: [REJECTED] }),
    '/findmed/v1/member/balance': ok({
      central: '1234.50',
      total: '1500.00',
      locked: '265.50',
      currency: 'CNY',
    }),
    ...extra,
  });
}

describe('withdraw', () => {
  it('shows balance, limits, today’s usage and fee; no turnover due reads as met', async () => {
    api();
    renderApp('/finance/withdraw');
    const summary = await screen.findByRole('region', { name: '提现概况' });
    expect(within(summary).getByText('5,000.00')).toBeTruthy();
    expect(within(summary).getByText('100.00 - 50,000.00')).toBeTruthy();
    expect(within(summary).getByText('1,000.00 / 200,000.00')).toBeTruthy();
    expect(within(summary).getByText('1 / 5')).toBeTruthy();
    expect(within(summary).getByText('已达成')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect((screen.getByRole('button', { name: '申请提现' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('blocks the request, saying why, while turnover is still due', async () => {
    api(
      {},
      {
        info: {
          turnoverRemaining: '1200.00',
          turnoverRequired: '3000.00',
          turnoverSources: { deposit: '1500.00', bonus: '1500.00', adjustment: '0.00' },
        },
      },
    );
    renderApp('/finance/withdraw');
    expect(await screen.findByText('还需完成流水1,200.00才可提现')).toBeTruthy();
    // Nothing is withdrawable yet, and the page says where the turnover comes from.
    expect(screen.getByText('中心钱包余额（完成流水后可提现）')).toBeTruthy();
    expect(screen.queryByText('可提现余额')).toBeNull();
    expect(screen.getByText('流水来自：充值 1,500.00，红利 1,500.00')).toBeTruthy();
    expect(screen.getByText('还需流水 1,200.00')).toBeTruthy();
    expect(screen.getByText('已完成 1,800.00 / 3,000.00')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
    expect((screen.getByRole('button', { name: '申请提现' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('links to adding an account when the member has none', async () => {
    api({}, { info: { accounts: [] } });
    renderApp('/finance/withdraw');
    expect((await screen.findByRole('link', { name: /添加提现账户/ })).getAttribute('href')).toBe(
      '/cards',
    );
    expect(screen.getByText('请先添加提现账户')).toBeTruthy();
  });

  it('without a withdrawal password, a dialog advises setting one and leads there', async () => {
    api({}, { config: { d: true, p: false } });
    const app = renderApp('/finance/withdraw');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(ERROR_MESSAGES.WITHDRAW_PASSWORD_NOT_SET['zh-CN']);
    expect(screen.queryByLabelText('提现金额')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '去设置' }));
    await waitFor(() => expect(app.location()).toBe('/setting/wpassword'));
  });

  it('checks the amount against the limits, the balance and the fee', async () => {
    api();
    renderApp('/finance/withdraw');
    const amount = await screen.findByLabelText('提现金额');
    fireEvent.change(amount, { target: { value: '50' } });
    expect(await screen.findByText('金额不能低于100.00')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '6000' } });
    expect(await screen.findByText('超出可提现余额5,000.00')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '100.5' } });
    expect(await screen.findByText('98.50')).toBeTruthy();
  });

  it('requests a withdrawal: 全部, the password encrypted, then its timeline', async () => {
    const withdraw = vi
      .fn<Handler>()
      .mockReturnValueOnce(refuse('INSUFFICIENT_FUNDS', '余额不足'))
      .mockReturnValue(ok(REVIEWING));
    const calls = api({ '/findmed/v1/finance/withdraw': withdraw });
    renderApp('/finance/withdraw');
    fireEvent.click(await screen.findByRole('radio', { name: /USDT-TRC20/ }));
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect((screen.getByLabelText('提现金额') as HTMLInputElement).value).toBe('5000');
    // To a USDT address what arrives is the quote's USDT, not the amount less the fee.
    expect(await screen.findByText(/到账约 135\.712328 USDT/)).toBeTruthy();
    typeInto('提现密码', '123456');

    fireEvent.click(screen.getByRole('button', { name: '申请提现' }));
    expect(await screen.findByText('余额不足')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '申请提现' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '申请提现' }));
    expect(await screen.findByRole('heading', { name: '提现申请已提交' })).toBeTruthy();

    const sent = calls.to('/findmed/v1/finance/withdraw');
    expect(sent).toHaveLength(2);
    const [first, second] = sent;
    expect(second?.form).toMatchObject({ amount: '5000.00', accountId: '6', quoteId: 'quote-1' });
    expect(decryptPassword(second?.form.wpassword ?? '')).toBe('123456');
    expect(second?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // A refusal is an answer: the next press is a new request with a new key.
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);

    const timeline = screen.getByRole('list', { name: '提现进度' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('.timeline-label')?.textContent)).toEqual([
      '提交申请',
      '平台审核',
      '等待出款',
    ]);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    expect(screen.queryByRole('button', { name: /取消|撤销/ })).toBeNull();
  });

  it('reuses the key and the very same body when a request timed out', async () => {
    const withdraw = vi
      .fn<Handler>()
      .mockImplementationOnce(() => {
        throw new TypeError('Failed to fetch');
      })
      .mockReturnValue(ok(REVIEWING));
    const calls = api({ '/findmed/v1/finance/withdraw': withdraw });
    renderApp('/finance/withdraw');
    fireEvent.change(await screen.findByLabelText('提现金额'), { target: { value: '5000' } });
    typeInto('提现密码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '申请提现' }));
    expect(await screen.findByText('网络连接失败，请检查网络后重试')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '申请提现' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '申请提现' }));
    expect(await screen.findByRole('heading', { name: '提现申请已提交' })).toBeTruthy();
    const [first, second] = calls.to('/findmed/v1/finance/withdraw');
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    expect(second?.form).toEqual(first?.form);
    expect(first?.form.accountId).toBe('5');
  });

  it('keeps the row’s badge and its timeline in step when the state changes meanwhile', async () => {
    const paid: Withdrawal = {
      ...REVIEWING,
      state: 'paid',
      timeline: [...REVIEWING.timeline, { step: 'paid', at: '2026-11-21T03:00:00.000Z' }],
    };
    api({
      '/findmed/v1/finance/withdrawals': (request) =>
        request.query.get('id') === REVIEWING.id ? ok(paid) : ok({ list: [REVIEWING] }),
    });
    renderApp('/finance/withdraw');
    const recent = await screen.findByRole('region', { name: '最近提现' });
    const row = await within(recent).findByRole('button', { name: /5,000\.00.*审核中/ });
    fireEvent.click(row);
    // Opened, it asks again: the timeline says paid, and so does the badge, without a reload.
    await within(recent).findByRole('button', { name: /5,000\.00.*已出款/ });
    expect(within(recent).queryByText('审核中')).toBeNull();
  });

  it('lists recent withdrawals; a row opens to its timeline with the reason', async () => {
    const calls = api();
    renderApp('/finance/withdraw');
    const recent = await screen.findByRole('region', { name: '最近提现' });
    const row = await within(recent).findByRole('button', { name: /300\.00.*已拒绝/ });
    expect(row.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(row);
    expect(row.getAttribute('aria-expanded')).toBe('true');
    expect(await within(recent).findByText('原因：银行卡信息有误')).toBeTruthy();
    await waitFor(() =>
      expect(
        calls.to('/findmed/v1/finance/withdrawals').some((r) => r.query.get('id') === 'W1001'),
      ).toBe(true),
    );
  });
});

describe('assets', () => {
  const ASSETS: Assets = {
    currency: 'CNY',
    central: '1234.50',
    locked: '265.50',
    inTransit: '0.00',
    total: '1500.00',
    venues: [],
  };

  it('shows the total and where it is; no venue section while there are none', async () => {
    const calls = api({ '/findmed/v1/finance/assets': ok(ASSETS) });
    renderApp('/finance/myAssets');
    const total = await screen.findByRole('region', { name: '总资产' });
    expect(total.textContent).toContain('1,500.00');
    expect(screen.getByText('中心钱包').closest('.entry-row')?.textContent).toContain('1,234.50');
    expect(screen.getByText('冻结金额').closest('.entry-row')?.textContent).toContain('265.50');
    expect(screen.getByText('转账中').closest('.entry-row')?.textContent).toContain('0.00');
    expect(screen.queryByText('场馆钱包')).toBeNull();
    expect(screen.getByRole('link', { name: '充值' }).getAttribute('href')).toBe(
      '/finance/deposit',
    );
    expect(screen.getByRole('link', { name: '提现' }).getAttribute('href')).toBe(
      '/finance/withdraw',
    );
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(calls.to('/findmed/v1/finance/assets')).toHaveLength(2));
  });

  it('lists each venue wallet with balance and state', async () => {
    api({
      '/findmed/v1/finance/assets': ok({
        ...ASSETS,
        venues: [
          { code: 'ag', name: 'AG真人', balance: '88.80', state: 'maintenance' },
          { code: 'kgame', name: 'Kirin 游戏', balance: '1.00', state: 'on' },
        ],
      }),
    });
    renderApp('/finance/myAssets');
    const venues = await screen.findByRole('region', { name: '场馆钱包' });
    expect(within(venues).getByText('AG真人').closest('.entry-row')?.textContent).toContain(
      '88.80维护中',
    );
    // The catalogue's states in words, not as sent ("on").
    expect(within(venues).getByText('Kirin 游戏').closest('.entry-row')?.textContent).toContain(
      '1.00正常',
    );
  });

  it('desktop: the header shows the central balance, refreshes it, and links to deposit', async () => {
    const calls = api({ '/findmed/v1/finance/assets': ok(ASSETS) });
    renderApp('/finance/myAssets', 'desktop');
    expect(await screen.findByText('¥1,234.50')).toBeTruthy();
    const before = calls.to('/findmed/v1/member/balance').length;
    fireEvent.click(screen.getByRole('button', { name: '刷新余额' }));
    await waitFor(() =>
      expect(calls.to('/findmed/v1/member/balance').length).toBeGreaterThan(before),
    );
    const menu = screen.getByRole('navigation', { name: /账户菜单/ });
    expect(within(menu).getByRole('link', { name: '我的资产' }).className).toContain('is-active');
    expect(
      screen.getAllByRole('link', { name: '充值' }).map((link) => link.getAttribute('href')),
    ).toContain('/finance/deposit');
  });
});
