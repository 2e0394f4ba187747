import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WithdrawInfo, Withdrawal } from '@kirin/contract';
import { mockApi, ok, refuse, type Handler, type Reply } from '../../testing/api-mock.ts';
import { COINS, coinWallet, QUOTE, quoteReplier, withdrawInfo } from '../testing/coin-fixtures.ts';
import { setUpPageTests, SIGNED_IN, typeInto } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

const WITHDRAW = '/findmed/v1/finance/withdraw';

const INFO = withdrawInfo();

const PAID_USDT: Withdrawal = {
  id: 'W3001',
  amount: '1000.00',
  fee: '2.00',
  payout: '998.00',
  currency: 'CNY',
  account: { id: 6, kind: 'virtual', label: 'USDT-TRC20 TR7NHq…gjLj6t' },
  state: 'paid',
  timeline: [{ step: 'requested', at: '2026-11-21T02:00:00.000Z' }],
  reason: null,
  coin: {
    network: 'TRC20',
    rate: '7.30',
    usdt: '136.712328',
    networkFee: '1.000000',
    receive: '135.712328',
  },
  createdAt: '2026-11-21T02:00:00.000Z',
};

function api(extra: Record<string, Handler | Reply> = {}, info: Partial<WithdrawInfo> = {}) {
  const quote = quoteReplier();
  return mockApi({
    ...SIGNED_IN,
    '/findmed/v1/member/message/num': ok({ notRead: 0 }),
    '/f/v1/withdraw/password/config': ok({ d: true, p: true }),
    '/findmed/v1/finance/withdraw/info': ok({ ...INFO, ...info }),
    '/findmed/v1/finance/withdrawals': ok({ list: [] }),
    [COINS]: ok(coinWallet()),
    [QUOTE]: (request) => ok(quote(request.form)),
    [WITHDRAW]: ok({ ...PAID_USDT, state: 'reviewing' }),
    ...extra,
  });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '申请提现' }));

describe('withdrawing to a USDT address', () => {
  it('quotes the typed amount on the address’s network and sends the quote’s id', async () => {
    const calls = api();
    renderApp('/finance/withdraw');
    fireEvent.click(await screen.findByRole('radio', { name: /USDT-TRC20/ }));
    typeInto('提现金额', '1000');
    expect(
      await screen.findByText(
        '到账约 135.712328 USDT · 汇率 1 USDT = 7.30 CNY · 网络手续费 1.00 USDT',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('汇率锁定 02:00');
    // Typing settles before one quote is asked for, not one per keystroke.
    expect(calls.to(QUOTE).map((r) => r.form)).toEqual([
      { side: 'sell', network: 'TRC20', amount: '1000.00' },
    ]);
    typeInto('提现密码', '123456');
    submit();
    expect(await screen.findByRole('heading', { name: '提现申请已提交' })).toBeTruthy();
    expect(calls.to(WITHDRAW)[0]?.form).toMatchObject({
      amount: '1000.00',
      accountId: '6',
      quoteId: 'quote-1',
    });
    // The result says what the quote sends.
    const terms = screen.getByLabelText('提币明细');
    expect(within(terms).getByText('135.712328 USDT')).toBeTruthy();
  });

  it('to a bank card sends no quote and asks for none, as before', async () => {
    const calls = api();
    renderApp('/finance/withdraw');
    expect(
      (await screen.findByRole('radio', { name: /中国工商银行/ })).getAttribute('checked'),
    ).not.toBeNull();
    typeInto('提现金额', '1000');
    expect(await screen.findByText('998.00')).toBeTruthy();
    typeInto('提现密码', '123456');
    submit();
    expect(await screen.findByRole('heading', { name: '提现申请已提交' })).toBeTruthy();
    const [sent] = calls.to(WITHDRAW);
    expect(sent?.form).toMatchObject({ amount: '1000.00', accountId: '5' });
    expect(sent?.form).not.toHaveProperty('quoteId');
    expect(calls.to(QUOTE)).toHaveLength(0);
  });

  it('never loads the coin wallet for a member without a USDT address', async () => {
    const calls = api({}, { accounts: [{ id: 5, kind: 'bank', label: '中国工商银行 ****8128' }] });
    renderApp('/finance/withdraw');
    fireEvent.change(await screen.findByLabelText('提现金额'), { target: { value: '1000' } });
    expect(await screen.findByText('998.00')).toBeTruthy();
    expect(calls.to(COINS)).toHaveLength(0);
    expect(calls.to(QUOTE)).toHaveLength(0);
  });

  it('takes the address and amount from the URL', async () => {
    const calls = api();
    renderApp('/finance/withdraw?account=6&amount=1000');
    const usdt = await screen.findByRole('radio', { name: /USDT-TRC20/ });
    expect((usdt as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('提现金额') as HTMLInputElement).value).toBe('1000');
    expect(await screen.findByText(/到账约 135\.712328 USDT/)).toBeTruthy();
    expect(calls.to(QUOTE)[0]?.form).toEqual({
      side: 'sell',
      network: 'TRC20',
      amount: '1000.00',
    });
  });

  it('on an expired quote gets a new one and asks the member to confirm again', async () => {
    const withdraw = vi
      .fn<Handler>()
      .mockReturnValueOnce(refuse('RATE_QUOTE_EXPIRED', '汇率报价已过期，请按新报价确认'))
      .mockReturnValue(ok({ ...PAID_USDT, state: 'reviewing' }));
    const calls = api({ [WITHDRAW]: withdraw });
    renderApp('/finance/withdraw?account=6&amount=1000');
    expect(await screen.findByText(/到账约 135\.712328 USDT/)).toBeTruthy();
    typeInto('提现密码', '123456');
    submit();
    expect(await screen.findByText('汇率报价已过期，请按新报价确认')).toBeTruthy();
    expect(await screen.findByText('汇率已更新，请确认新的到账金额后再次提交')).toBeTruthy();
    await waitFor(() => expect(calls.to(QUOTE)).toHaveLength(2));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '申请提现' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    submit();
    expect(await screen.findByRole('heading', { name: '提现申请已提交' })).toBeTruthy();
    const [first, second] = calls.to(WITHDRAW);
    expect(first?.form.quoteId).toBe('quote-1');
    expect(second?.form.quoteId).toBe('quote-2');
  });

  it('shows a recent USDT withdrawal’s terms in its row and when opened', async () => {
    api({ '/findmed/v1/finance/withdrawals': ok({ list: [PAID_USDT] }) });
    renderApp('/finance/withdraw');
    const recent = await screen.findByRole('region', { name: '最近提现' });
    const row = await within(recent).findByRole('button', { name: /到账 135\.712328 USDT/ });
    fireEvent.click(row);
    const terms = await within(recent).findByLabelText('提币明细');
    expect(terms.textContent).toContain('USDT-TRC20');
    expect(terms.textContent).toContain('1 USDT = 7.30 CNY');
    expect(terms.textContent).toContain('1.00 USDT');
  });
});
