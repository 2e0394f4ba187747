import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CoinWallet } from '@kirin/contract';
import { mockApi, ok, refuse, type Handler, type Reply } from '../../testing/api-mock.ts';
import {
  COINS,
  coinWallet,
  PARTNER,
  PARTNERS,
  QUOTE,
  quoteReplier,
  USDT_CHANNEL,
  withdrawInfo,
} from '../testing/coin-fixtures.ts';
import { setUpPageTests, SIGNED_IN } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

const DEPOSIT = '/findmed/v1/finance/deposit';

function api(wallet: CoinWallet = coinWallet(), extra: Record<string, Handler | Reply> = {}) {
  const quote = quoteReplier();
  return mockApi({
    ...SIGNED_IN,
    '/findmed/v1/member/message/num': ok({ notRead: 0 }),
    [COINS]: ok(wallet),
    [QUOTE]: (request) => ok(quote(request.form)),
    [PARTNERS]: ok({ list: [PARTNER] }),
    '/findmed/v1/finance/deposit/channels': ok({ list: [USDT_CHANNEL] }),
    ...extra,
  });
}

describe('/user/virtualWallet', () => {
  it('shows the balance with its USDT, the addresses with copy and 提币, fees and tutorials', async () => {
    api();
    renderApp('/user/virtualWallet');
    const hero = await screen.findByRole('region', { name: '钱包余额' });
    expect(hero.textContent).toContain('7,300.00');
    expect(within(hero).getByText('≈ 1,000.00 USDT')).toBeTruthy();
    expect(within(hero).getByText('按卖出汇率 1 USDT = 7.30 CNY')).toBeTruthy();

    const actions = screen.getByRole('navigation', { name: '虚拟币操作' });
    const links = within(actions).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['⇄兑换', '/user/exchange'],
      ['↑提币', '/finance/withdraw?account=6'],
      ['+买币', '/user/addCoin'],
    ]);

    const addresses = screen.getByRole('region', { name: /我的 USDT 地址/ });
    expect(within(addresses).getByText('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeTruthy();
    expect(within(addresses).getByText('USDT-TRC20 TR7NHq…gjLj6t')).toBeTruthy();
    expect(
      within(addresses).getByRole('button', { name: '复制USDT-TRC20 TR7NHq…gjLj6t' }),
    ).toBeTruthy();
    expect(within(addresses).getByRole('link', { name: '提币' }).getAttribute('href')).toBe(
      '/finance/withdraw?account=6',
    );

    const networks = screen.getByRole('region', { name: /网络与费率/ });
    expect(networks.textContent).toContain(
      'USDT-TRC20网络手续费 1.00 USDT充值汇率 1 USDT = 7.20 CNY',
    );
    expect(networks.textContent).toContain('USDT-ERC20网络手续费 5.00 USDT暂不支持该网络充值');
    expect(screen.getByRole('link', { name: '了解虚拟币' }).getAttribute('href')).toBe(
      '/tutorial/knowVirtualCurrency',
    );
    expect(screen.getByRole('link', { name: '了解兑换' }).getAttribute('href')).toBe(
      '/tutorial/knowExchange',
    );
  });

  it('invites the member to bind an address when there is none', async () => {
    api(coinWallet({ addresses: [] }));
    renderApp('/user/virtualWallet');
    expect(await screen.findByText('还没有绑定 USDT 地址')).toBeTruthy();
    expect(screen.getByRole('link', { name: '绑定 USDT 地址' }).getAttribute('href')).toBe(
      '/cards/addVirtualCoin',
    );
    // 提币 still leads to the withdraw page, with no address to choose.
    const actions = screen.getByRole('navigation', { name: '虚拟币操作' });
    expect(within(actions).getByRole('link', { name: '提币' }).getAttribute('href')).toBe(
      '/finance/withdraw',
    );
  });

  it('offers no exchange on a site that settles in USDT', async () => {
    api(coinWallet({ currency: 'USDT', convertible: false, rates: { sell: '1' } }));
    renderApp('/user/virtualWallet');
    const actions = await screen.findByRole('navigation', { name: '虚拟币操作' });
    expect(within(actions).queryByRole('link', { name: /兑换/ })).toBeNull();
    expect(screen.queryByText(/≈/)).toBeNull();
  });

  it('shows the server’s message when the wallet cannot be loaded', async () => {
    api(coinWallet(), { [COINS]: refuse('TRY_AGAIN', '操作失败，请稍后重试') });
    renderApp('/user/virtualWallet');
    expect(await screen.findByText('操作失败，请稍后重试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('/user/exchange', () => {
  const amount = () => screen.getByLabelText('卖出金额（CNY）');

  it('counts the locked rate down and asks for a new quote when it runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = api();
      renderApp('/user/exchange');
      await screen.findByRole('radiogroup', { name: '兑换方向' });
      fireEvent.change(amount(), { target: { value: '1000' } });
      const quote = await screen.findByRole('region', { name: '兑换明细' });
      await within(quote).findByText('汇率锁定 02:00');
      expect(quote.textContent).toContain('扣除余额¥1,000.00');
      expect(quote.textContent).toContain('提现手续费¥2.00');
      expect(quote.textContent).toContain('网络手续费1.00 USDT');
      expect(quote.textContent).toContain('到账 USDT135.712328 USDT');
      await act(async () => vi.advanceTimersByTimeAsync(61_000));
      expect(within(quote).getByRole('timer').textContent).toBe('汇率锁定 00:59');
      expect(calls.to(QUOTE)).toHaveLength(1);
      await act(async () => vi.advanceTimersByTimeAsync(60_000));
      expect(await within(quote).findByText('报价已过期，已为您更新汇率')).toBeTruthy();
      expect(calls.to(QUOTE)).toHaveLength(2);
      expect(calls.to(QUOTE)[1]?.form).toEqual({
        side: 'sell',
        network: 'TRC20',
        amount: '1000.00',
      });
      await within(quote).findByText('汇率锁定 02:00');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sells: goes to the withdraw page with the address, the amount and the quote', async () => {
    const calls = api(coinWallet(), {
      '/f/v1/withdraw/password/config': ok({ d: true, p: true }),
      '/findmed/v1/finance/withdraw/info': ok(
        withdrawInfo({
          available: '7300.00',
          accounts: [{ id: 6, kind: 'virtual', label: 'USDT-TRC20 TR7NHq…gjLj6t' }],
        }),
      ),
      '/findmed/v1/finance/withdrawals': ok({ list: [] }),
    });
    const app = renderApp('/user/exchange');
    await screen.findByRole('radiogroup', { name: '兑换方向' });
    fireEvent.change(amount(), { target: { value: '1000' } });
    fireEvent.click(
      await screen.findByRole('button', { name: '去提币到 USDT-TRC20 TR7NHq…gjLj6t' }),
    );
    await waitFor(() => expect(app.location()).toBe('/finance/withdraw?account=6&amount=1000.00'));
    // The withdraw page takes the exchange's quote instead of asking for another.
    expect(await screen.findByText(/到账约 135\.712328 USDT/)).toBeTruthy();
    expect(calls.to(QUOTE)).toHaveLength(1);
  });

  it('sells without an address: offers to bind one', async () => {
    api(coinWallet({ addresses: [] }));
    renderApp('/user/exchange');
    await screen.findByRole('radiogroup', { name: '兑换方向' });
    fireEvent.change(amount(), { target: { value: '1000' } });
    expect(await screen.findByText('您还没有绑定 USDT-TRC20 地址')).toBeTruthy();
    expect(screen.getByRole('link', { name: '绑定地址' }).getAttribute('href')).toBe(
      '/cards/addVirtualCoin',
    );
  });

  it('buys: opens the USDT deposit order at the quote and shows its instructions', async () => {
    const calls = api(coinWallet(), {
      [DEPOSIT]: ok({ id: 'D1' }),
      '/findmed/v1/finance/deposit/info': refuse('NOT_FOUND', '订单不存在'),
    });
    const app = renderApp('/user/exchange');
    fireEvent.click(await screen.findByRole('radio', { name: /买入/ }));
    // No USDT deposits on ERC20 here: that network cannot be chosen to buy.
    expect((screen.getByRole('radio', { name: 'USDT-ERC20' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText('兑换金额（CNY）'), { target: { value: '1000' } });
    const quote = await screen.findByRole('region', { name: '兑换明细' });
    await within(quote).findByText('需转入 USDT');
    expect(quote.textContent).toContain('需转入 USDT138.888889 USDT');
    expect(quote.textContent).toContain('到账金额¥1,000.00');
    expect(screen.getByText('充值通道：USDT-TRC20 极速')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '创建 USDT 充值订单' }));
    await waitFor(() => expect(app.location()).toBe('/finance/deposit/info?id=D1'));
    const [sent] = calls.to(DEPOSIT);
    expect(sent?.form).toEqual({ channelId: '31', amount: '1000.00', quoteId: 'quote-1' });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.to(QUOTE)[0]?.form).toEqual({ side: 'buy', network: 'TRC20', amount: '1000.00' });
  });

  it('shows the server’s refusal of a quote', async () => {
    api(coinWallet(), {
      [QUOTE]: refuse('AMOUNT_BELOW_MIN', '金额不能低于100.00', { min: '100.00' }),
    });
    renderApp('/user/exchange');
    await screen.findByRole('radiogroup', { name: '兑换方向' });
    fireEvent.change(amount(), { target: { value: '10' } });
    expect(await screen.findByText('金额不能低于100.00')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('says there is nothing to exchange on a USDT site', async () => {
    api(coinWallet({ currency: 'USDT', convertible: false }));
    renderApp('/user/exchange');
    expect(await screen.findByText('本站以 USDT 结算，无需兑换')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回虚拟币钱包' }).getAttribute('href')).toBe(
      '/user/virtualWallet',
    );
    expect(screen.queryByLabelText(/金额/)).toBeNull();
  });
});

describe('/user/addCoin', () => {
  it('lists the partners: networks, numbered steps, and the partner’s site in a new tab', async () => {
    api();
    renderApp('/user/addCoin');
    const list = await screen.findByRole('list', { name: '买币渠道' });
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('heading', { name: /OKX/ })).toBeTruthy();
    expect(within(card).getByText('USDT-TRC20')).toBeTruthy();
    expect(within(card).getByText('USDT-ERC20')).toBeTruthy();
    // The steps are named by the partner's heading, and marked as the operator's words in the
    // site's language (pgdz: zh-CN), whatever the member's.
    const steps = within(card).getByRole('list', { name: /OKX/ });
    expect(steps.tagName).toBe('OL');
    expect(steps.getAttribute('lang')).toBe('zh-CN');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['注册并完成实名认证', '选择 C2C 买币，购买 USDT', '提币到您在本站的充值地址']);
    const link = within(card).getByRole('link', { name: '前往 OKX' });
    expect(link.getAttribute('href')).toBe('https://www.okx.com/buy-crypto');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says so when the operator lists none', async () => {
    api(coinWallet(), { [PARTNERS]: ok({ list: [] }) });
    renderApp('/user/addCoin');
    expect(await screen.findByText('暂无买币渠道')).toBeTruthy();
    expect(screen.getByText('如需购买 USDT，请联系客服')).toBeTruthy();
  });

  it('opens no link that is not a web address', async () => {
    api(coinWallet(), {
      [PARTNERS]: ok({ list: [{ ...PARTNER, url: 'javascript:alert(1)' }] }),
    });
    renderApp('/user/addCoin');
    await screen.findByRole('list', { name: '买币渠道' });
    expect(screen.queryByRole('link', { name: '前往 OKX' })).toBeNull();
  });
});

describe('the crypto pages in the member menus', () => {
  it('phone: entries of the member centre', async () => {
    api();
    renderApp('/app/center');
    const entries = await screen.findByRole('navigation', { name: '会员服务' });
    const href = (name: string) => within(entries).getByRole('link', { name }).getAttribute('href');
    expect(href('虚拟币钱包')).toBe('/user/virtualWallet');
    expect(href('兑换')).toBe('/user/exchange');
    expect(href('买币')).toBe('/user/addCoin');
  });

  it('desktop: the account menu beside the page, the page’s title above it', async () => {
    api();
    renderApp('/user/virtualWallet', 'desktop');
    expect(await screen.findByRole('heading', { name: '虚拟币钱包', level: 1 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: /账户菜单/ });
    expect(within(nav).getByRole('link', { name: '虚拟币钱包' }).className).toContain('is-active');
    expect(within(nav).getByRole('link', { name: '兑换' }).getAttribute('href')).toBe(
      '/user/exchange',
    );
    expect(within(nav).getByRole('link', { name: '买币' }).getAttribute('href')).toBe(
      '/user/addCoin',
    );
  });
});
