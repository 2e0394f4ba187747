import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DepositChannel, DepositInstructions, DepositOrder } from '@kirin/contract';
import {
  MEMBER,
  mockApi,
  ok,
  refuse,
  siteConfig,
  type Handler,
  type Reply,
} from '../../testing/api-mock.ts';
import { setUpPageTests, stubClipboard } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

const ALL_DAY = { open: '00:00', close: '00:00' };
const CHANNELS: DepositChannel[] = [
  {
    id: 1,
    name: '网银转账',
    kind: 'bank',
    min: '100.00',
    max: '50000.00',
    hours: ALL_DAY,
    open: true,
  },
  {
    id: 2,
    name: 'USDT-TRC20',
    kind: 'usdt',
    min: '100.00',
    max: '100000.00',
    hours: ALL_DAY,
    open: true,
    rate: '7.20',
    network: 'TRC20',
  },
  {
    id: 3,
    name: '支付宝扫码',
    kind: 'ewallet',
    min: '50.00',
    max: '5000.00',
    hours: { open: '09:00', close: '21:00' },
    open: false,
  },
];

const BANK_ACCOUNT_DIGITS = '6214830012345678';
const BANK: DepositInstructions = {
  kind: 'bank',
  bankName: '招商银行',
  accountName: '深圳某某科技有限公司',
  accountNo: '6214 8300 1234 5678',
  branch: '深圳南山支行',
  reference: 'K7Q2M9',
};

function order(instructions: DepositInstructions, extra: Partial<DepositOrder> = {}): DepositOrder {
  return {
    id: 'D1001',
    channelId: 1,
    channelName: '网银转账',
    amount: '1000.00',
    currency: 'CNY',
    state: 'pending',
    instructions,
    createdAt: '2026-11-21T02:00:00.000Z',
    creditedAt: null,
    reason: null,
    depositorName: null,
    paidClaimedAt: null,
    receiptUrl: null,
    ...extra,
  };
}

function api(extra: Record<string, Handler | Reply> = {}) {
  return mockApi({
    '/findmed/v1/md': ok(siteConfig()),
    '/findmed/v1/member/token': ok(MEMBER),
    '/findmed/v1/finance/deposit/channels': ok({ list: CHANNELS }),
    ...extra,
  });
}

const amountField = () => screen.getByLabelText('充值金额');
const typeAmount = (value: string) => fireEvent.change(amountField(), { target: { value } });

describe('deposit', () => {
  it('lists the channels with kind and limits; a closed one is disabled with its hours', async () => {
    api();
    renderApp('/finance/deposit');
    const bank = (await screen.findByRole('radio', { name: /网银转账/ })) as HTMLInputElement;
    expect(bank.checked).toBe(true);
    expect(screen.getByRole('radio', { name: /网银转账/ }).closest('label')?.textContent).toContain(
      '单笔 100.00 - 50,000.00',
    );
    const closed = screen.getByRole('radio', { name: /支付宝扫码/ }) as HTMLInputElement;
    expect(closed.disabled).toBe(true);
    expect(closed.closest('label')?.textContent).toContain('暂不可用 · 开放时间 09:00-21:00');
    expect(
      screen.getByRole('radio', { name: /USDT-TRC20/ }).closest('label')?.textContent,
    ).toContain('USDT');
  });

  it('checks the amount against the channel and the currency, and writes it in capitals', async () => {
    api();
    renderApp('/finance/deposit');
    await screen.findByLabelText('充值金额');
    typeAmount('50');
    expect(await screen.findByText('金额不能低于100.00')).toBeTruthy();
    typeAmount('60000');
    expect(await screen.findByText('金额不能高于50,000.00')).toBeTruthy();
    typeAmount('100.123');
    expect(await screen.findByText('金额最多2位小数')).toBeTruthy();
    typeAmount('abc');
    expect(await screen.findByText('请输入正确的金额')).toBeTruthy();
    typeAmount('1000.5');
    expect(await screen.findByText('大写：壹仟元伍角整')).toBeTruthy();
    // The USDT channel takes up to 100,000: the same amount fits there.
    typeAmount('60000');
    await screen.findByText('金额不能高于50,000.00');
    fireEvent.click(screen.getByRole('radio', { name: /USDT-TRC20/ }));
    await waitFor(() => expect(screen.queryByText('金额不能高于50,000.00')).toBeNull());
    expect(screen.getByText('1 USDT ≈ 7.20 CNY')).toBeTruthy();
    expect(screen.getByText('约需支付 8,333.333334 USDT')).toBeTruthy();
  });

  it('fills a quick amount', async () => {
    api();
    renderApp('/finance/deposit');
    await screen.findByLabelText('充值金额');
    fireEvent.click(screen.getByRole('button', { name: '1,000' }));
    expect((amountField() as HTMLInputElement).value).toBe('1000');
    expect(await screen.findByText('大写：壹仟元整')).toBeTruthy();
    // Within the bank channel's 100 - 50,000 only.
    expect(screen.queryByRole('button', { name: '100,000' })).toBeNull();
  });

  it('sends one Idempotency-Key per attempt: reused on a retry, new for changed values', async () => {
    let answer = 0;
    const deposit = vi.fn<Handler>(() => {
      answer += 1;
      if (answer <= 2) throw new TypeError('Failed to fetch');
      if (answer === 3) return refuse('CHANNEL_CLOSED', '该充值通道当前不可用，请选择其他通道');
      return ok({ id: 'D1001' });
    });
    const calls = api({
      '/findmed/v1/finance/deposit': deposit,
      '/findmed/v1/finance/deposit/info': ok(order(BANK)),
    });
    const app = renderApp('/finance/deposit');
    await screen.findByLabelText('充值金额');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: '立即充值' }));

    // A bank transfer needs the payer's name.
    typeAmount('1000');
    submit();
    expect(await screen.findByText('请填写存款人姓名')).toBeTruthy();
    expect(deposit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByPlaceholderText('付款银行卡的户名'), {
      target: { value: '张三' },
    });
    submit();
    expect(await screen.findByText('网络连接失败，请检查网络后重试')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: '立即充值' })).toBeTruthy());
    submit();
    await waitFor(() => expect(deposit).toHaveBeenCalledTimes(2));
    typeAmount('1200');
    await waitFor(() => expect(screen.getByRole('button', { name: '立即充值' })).toBeTruthy());
    submit();
    expect(await screen.findByText('该充值通道当前不可用，请选择其他通道')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: '立即充值' })).toBeTruthy());
    submit();
    await waitFor(() => expect(app.location()).toBe('/finance/deposit/info?id=D1001'));

    const sent = calls.to('/findmed/v1/finance/deposit');
    const keys = sent.map((request) => request.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    // The server answered the third: the next press is a new attempt.
    expect(keys[3]).not.toBe(keys[2]);
    expect(sent.map((request) => request.form)).toEqual([
      { channelId: '1', amount: '1000.00', depositorName: '张三' },
      { channelId: '1', amount: '1000.00', depositorName: '张三' },
      { channelId: '1', amount: '1200.00', depositorName: '张三' },
      { channelId: '1', amount: '1200.00', depositorName: '张三' },
    ]);
    expect(await screen.findByText('待付款')).toBeTruthy();
  });
});

describe('deposit order', () => {
  it('bank: 我已付款 tells the operator to look, and the page then says when', async () => {
    let claimedAt: string | null = null;
    const paid = vi.fn<Handler>(() => {
      claimedAt = '2026-11-21T02:10:00.000Z';
      return ok(order(BANK, { paidClaimedAt: claimedAt }));
    });
    const calls = api({
      '/findmed/v1/finance/deposit/info': () => ok(order(BANK, { paidClaimedAt: claimedAt })),
      '/findmed/v1/finance/deposit/paid': paid,
    });
    renderApp('/finance/deposit/info?id=D1001');
    fireEvent.click(await screen.findByRole('button', { name: '我已付款' }));
    expect(await screen.findByText(/您已于 .* 确认付款/)).toBeTruthy();
    expect(calls.to('/findmed/v1/finance/deposit/paid')[0]?.form).toEqual({ id: 'D1001' });
    expect(screen.queryByRole('button', { name: '我已付款' })).toBeNull();
  });

  it('bank: every detail with a copy button, the reference prominent', async () => {
    const writeText = stubClipboard();
    const calls = api({ '/findmed/v1/finance/deposit/info': ok(order(BANK)) });
    renderApp('/finance/deposit/info?id=D1001');
    expect(await screen.findByText('K7Q2M9')).toBeTruthy();
    expect(calls.to('/findmed/v1/finance/deposit/info')[0]?.query.get('id')).toBe('D1001');
    for (const label of ['收款银行', '收款户名', '收款账号', '开户支行', '转账附言']) {
      expect(screen.getByRole('button', { name: `复制${label}` })).toBeTruthy();
    }
    expect(screen.getByText('K7Q2M9').closest('.pay-row')?.className).toContain('is-strong');
    fireEvent.click(screen.getByRole('button', { name: '复制收款账号' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('6214830012345678'));
    expect(await screen.findByText('复制成功')).toBeTruthy();
  });

  it('says 复制失败 when the clipboard refuses', async () => {
    stubClipboard(vi.fn(async () => Promise.reject(new Error('denied'))));
    api({ '/findmed/v1/finance/deposit/info': ok(order(BANK)) });
    renderApp('/finance/deposit/info?id=D1001');
    fireEvent.click(await screen.findByRole('button', { name: '复制转账附言' }));
    expect(await screen.findByText('复制失败')).toBeTruthy();
  });

  it('usdt: network, address and exact amount to copy, the rate and how long it holds', async () => {
    const writeText = stubClipboard();
    const usdt: DepositInstructions = {
      kind: 'usdt',
      network: 'TRC20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      payAmount: '138.888889',
      rate: '7.20',
      rateExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    };
    api({ '/findmed/v1/finance/deposit/info': ok(order(usdt, { channelName: 'USDT-TRC20' })) });
    renderApp('/finance/deposit/info?id=D1001');
    expect(await screen.findByText('138.888889 USDT')).toBeTruthy();
    expect(screen.getByText('1 USDT ≈ 7.20 CNY')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^00:1[45]:\d\d$/);
    fireEvent.click(screen.getByRole('button', { name: '复制支付数量' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('138.888889'));
    fireEvent.click(screen.getByRole('button', { name: '复制收款地址' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'),
    );
    // The address as a QR code, for a wallet app on another device.
    expect(screen.getByRole('img', { name: '收款地址二维码' }).tagName.toLowerCase()).toBe('svg');
  });

  it('usdt on a USDT site: nothing is converted, so no rate and no countdown', async () => {
    const usdt: DepositInstructions = {
      kind: 'usdt',
      network: 'TRC20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      payAmount: '150.500000',
      rate: '',
      rateExpiresAt: '',
    };
    api({ '/findmed/v1/finance/deposit/info': ok(order(usdt, { channelName: 'USDT-TRC20' })) });
    renderApp('/finance/deposit/info?id=D1001');
    expect(await screen.findByText('150.500000 USDT')).toBeTruthy();
    expect(screen.queryByText('汇率')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('bank: the account number is copied without the spaces that group it', async () => {
    const writeText = stubClipboard();
    api({ '/findmed/v1/finance/deposit/info': ok(order(BANK)) });
    renderApp('/finance/deposit/info?id=D1001');
    fireEvent.click(await screen.findByRole('button', { name: '复制收款账号' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(BANK_ACCOUNT_DIGITS));
  });

  it('ewallet on desktop: the payment page in a new tab, and as a QR code', async () => {
    const payUrl = 'https://pay.example.com/checkout/abc';
    api({ '/findmed/v1/finance/deposit/info': ok(order({ kind: 'ewallet', payUrl })) });
    renderApp('/finance/deposit/info?id=D1001', 'desktop');
    const link = await screen.findByRole('link', { name: '前往支付' });
    expect(link.getAttribute('href')).toBe(payUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('img', { name: '支付二维码' }).tagName.toLowerCase()).toBe('svg');
  });

  it('ewallet on a phone: opens the payment app, no code to scan on the same screen', async () => {
    const payUrl = 'https://pay.example.com/checkout/abc';
    api({ '/findmed/v1/finance/deposit/info': ok(order({ kind: 'ewallet', payUrl })) });
    renderApp('/finance/deposit/info?id=D1001');
    const link = await screen.findByRole('link', { name: '打开支付App付款' });
    expect(link.getAttribute('href')).toBe(payUrl);
    expect(screen.queryByRole('img', { name: '支付二维码' })).toBeNull();
  });

  it('never links to a payment URL that is not a web page', async () => {
    api({
      '/findmed/v1/finance/deposit/info': ok(
        order({ kind: 'ewallet', payUrl: 'javascript:alert(1)' }),
      ),
    });
    renderApp('/finance/deposit/info?id=D1001');
    expect(await screen.findByText('支付链接无效，请重新下单或联系客服')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '前往支付' })).toBeNull();
  });

  it('polls while pending and shows the credit', { timeout: 15_000 }, async () => {
    const info = vi
      .fn<Handler>()
      .mockReturnValueOnce(ok(order(BANK)))
      .mockReturnValue(
        ok(order(BANK, { state: 'credited', creditedAt: '2026-11-21T02:05:00.000Z' })),
      );
    const calls = api({
      '/findmed/v1/finance/deposit/info': info,
      '/findmed/v1/member/balance': ok({
        central: '1000.00',
        total: '1000.00',
        locked: '0.00',
        currency: 'CNY',
      }),
    });
    renderApp('/finance/deposit/info?id=D1001');
    expect(await screen.findByText('待付款')).toBeTruthy();
    expect(await screen.findByText('已到账', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.getByText('充值已到账，祝您游戏愉快')).toBeTruthy();
    expect(screen.queryByText('K7Q2M9')).toBeNull();
    // The header's balance is refreshed at once.
    await waitFor(() => expect(calls.to('/findmed/v1/member/balance').length).toBeGreaterThan(0));
  });

  it('shows a rejection with its reason, and a missing order plainly', async () => {
    api({
      '/findmed/v1/finance/deposit/info': (request) =>
        request.query.get('id') === 'D1001'
          ? ok(order(BANK, { state: 'rejected', reason: '未收到款项' }))
          : refuse('NOT_FOUND', '您访问的内容不存在'),
    });
    const app = renderApp('/finance/deposit/info?id=D1001');
    expect(await screen.findByText('充值未通过：未收到款项')).toBeTruthy();
    const head = screen.getByRole('region', { name: '订单概要' });
    expect(within(head).getByText('已拒绝')).toBeTruthy();
    await app.router.navigate('/finance/deposit/info?id=nope');
    expect(await screen.findByText('该充值订单不存在')).toBeTruthy();
  });
});
