import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wrap } from '../../testing/wrap.tsx';
import type { Withdrawal } from './finance-api.ts';
import { WithdrawalsPage } from './withdrawals-page.tsx';

const withdrawal = (id: string, fields: Partial<Withdrawal> = {}): Withdrawal => ({
  id,
  siteCode: 'pgdz',
  memberAccount: 'demo01',
  amount: '1000.00',
  fee: '0.00',
  payout: '1000.00',
  currency: 'CNY',
  account: { id: 1, kind: 'bank', label: '中国工商银行 ****1234' },
  state: 'reviewing',
  reason: null,
  createdAt: '2026-11-29T02:00:00.000Z',
  needsApproval: false,
  approvedBy: null,
  decidedBy: null,
  coin: null,
  ...fields,
});

const TO_USDT = withdrawal('W202611290002', {
  account: { id: 2, kind: 'virtual', label: 'USDT-TRC20 TR7NHq…gjLj6t' },
  coin: {
    network: 'TRC20',
    rate: '7.28',
    usdt: '137.362637',
    networkFee: '1.000000',
    receive: '136.362637',
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('the withdrawals queue', () => {
  it('says what to send on chain for a withdrawal to a USDT address, and nothing for a bank', async () => {
    const paid: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL, init: RequestInit) => {
        if (url.pathname.endsWith('/payee')) {
          return Response.json({
            status: true,
            data: {
              orderNo: TO_USDT.id,
              kind: 'virtual',
              number: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
              holder: '张三',
              bankCode: '',
              bankName: '',
              branch: '',
              network: 'TRC20',
            },
          });
        }
        if (init.method === 'POST') {
          paid.push(url.pathname);
          return Response.json({ status: true, data: { ...TO_USDT, state: 'paid' } });
        }
        const list = [withdrawal('W202611290001'), TO_USDT];
        return Response.json({ status: true, data: { list, total: 2, page: 1, size: 20 } });
      }),
    );
    render(wrap(<WithdrawalsPage sites={['pgdz']} />));
    const row = (await screen.findByText(TO_USDT.id)).closest('tr')!;
    // The figure to send, with how it was reached, in the row of the USDT withdrawal only.
    expect(within(row).getByText('链上发送 136.362637 USDT（TRC20）')).toBeTruthy();
    expect(within(row).getByText('汇率 7.28，买入 137.362637 USDT')).toBeTruthy();
    expect(within(row).getByText('网络手续费 1.000000 USDT')).toBeTruthy();
    const bank = screen.getByText('W202611290001').closest('tr')!;
    expect(within(bank).queryByText(/链上发送/)).toBeNull();
    expect(screen.getAllByText(/链上发送/)).toHaveLength(1);

    // Where to pay: the figure again above the address, to copy into the wallet.
    fireEvent.click(within(row).getByRole('button', { name: '查看收款信息' }));
    // (Found by their texts: a role query over the whole table is slow in jsdom.)
    const address = await screen.findByText('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    const dialog = address.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText('链上发送 136.362637 USDT（TRC20）')).toBeTruthy();
    expect(within(dialog).getByText('136.362637 USDT')).toBeTruthy();
    expect(within(dialog).getByText('7.28')).toBeTruthy();
    // No empty rows for the bank and branch an address has not.
    expect(dialog.querySelectorAll('.ant-descriptions-bordered tr')).toHaveLength(4);
    fireEvent.click(within(dialog).getByLabelText('Close'));

    // Paying asks about the USDT sent, not the site currency.
    fireEvent.click(within(row).getByRole('button', { name: '确认出款' }));
    const ask = (
      await screen.findByText('确认已在 TRC20 链上向会员地址发送 136.362637 USDT？')
    ).closest<HTMLElement>('[role="tooltip"]')!;
    fireEvent.click(within(ask).getByRole('button', { name: /确/ }));
    await screen.findByText('已处理');
    expect(paid).toEqual([`/api/admin/v1/finance/withdrawals/${TO_USDT.id}/pay`]);
  });

  it('asks about the payout in the site currency for a bank withdrawal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          status: true,
          data: { list: [withdrawal('W202611290001')], total: 1, page: 1, size: 20 },
        }),
      ),
    );
    render(wrap(<WithdrawalsPage sites={['pgdz']} />));
    const row = (await screen.findByText('W202611290001')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '确认出款' }));
    expect(await screen.findByText('确认已向会员支付 1,000.00 CNY？')).toBeTruthy();
  });
});
