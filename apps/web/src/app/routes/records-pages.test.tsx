import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DATE_PRESETS, dateRangePreset, type TransactionRecord } from '@kirin/contract';
import { todayStamp } from '../../lib/download.ts';
import {
  mockApi,
  ok,
  refuse,
  stubObjectUrls,
  type Handler,
  type Reply,
  type SentRequest,
} from '../../testing/api-mock.ts';
import { setUpPageTests, SIGNED_IN, stubClipboard } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

function record(id: number, extra: Partial<TransactionRecord> = {}): TransactionRecord {
  return {
    id: String(id),
    kind: 'deposit',
    amount: '+1000.00',
    currency: 'CNY',
    state: 'posted',
    title: `网银转账 ${id}`,
    createdAt: '2026-11-21T02:00:00.000Z',
    settledAt: '2026-11-21T02:05:00.000Z',
    reference: `D${id}`,
    ...extra,
  };
}

const FIRST_PAGE = [
  record(11),
  record(12, {
    kind: 'withdrawal',
    amount: '-500.00',
    state: 'voided',
    title: '提现被拒绝：银行卡信息有误',
  }),
  record(13, { kind: 'transfer', amount: '-200.00', state: 'pending', settledAt: null }),
];

/** Pages of 20 from `total` made-up records; the first three are FIRST_PAGE. */
function pages(total: number): Handler {
  return (request: SentRequest) => {
    const page = Number(request.form.page ?? '1');
    const size = Number(request.form.size ?? '20');
    const from = (page - 1) * size;
    const list = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) =>
      from + i < FIRST_PAGE.length ? FIRST_PAGE[from + i]! : record(100 + from + i),
    );
    return ok({ list, total, page, size });
  };
}

function api(extra: Record<string, Handler | Reply> = {}) {
  return mockApi({
    ...SIGNED_IN,
    ...extra,
  });
}

const TRANSACTIONS = '/findmed/v1/records/transactions';

describe('transaction records, desktop table', () => {
  it('asks with the preset’s bounds and the kind; amounts coloured, states in the kind’s words', async () => {
    const calls = api({ [TRANSACTIONS]: pages(3) });
    renderApp('/user/transactionRecord', 'desktop');
    const table = await screen.findByRole('table');
    expect(calls.to(TRANSACTIONS)[0]?.form).toEqual({ page: '1', size: '20' });

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const credit = within(rows[0]!).getByText('+1,000.00');
    expect(credit.className).toContain('is-credit');
    expect(credit.closest('td')?.className).toContain('is-number');
    expect(within(rows[0]!).getByText('已到账')).toBeTruthy();
    const debit = within(rows[1]!).getByText('-500.00');
    expect(debit.className).toContain('is-debit');
    expect(within(rows[1]!).getByText('已拒绝')).toBeTruthy();
    expect(within(rows[2]!).getByText('转账中')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: '查看详情：11' }).getAttribute('href')).toBe(
      '/user/transactionDetail?id=11',
    );

    fireEvent.click(screen.getByRole('radio', { name: '近7天' }));
    await waitFor(() => expect(calls.to(TRANSACTIONS)).toHaveLength(2));
    const week = dateRangePreset(DATE_PRESETS.LAST_7_DAYS);
    expect(calls.to(TRANSACTIONS)[1]?.form).toEqual({
      startTime: week.startTime,
      endTime: week.endTime,
      page: '1',
      size: '20',
    });

    fireEvent.click(screen.getByRole('radio', { name: '提现' }));
    await waitFor(() => expect(calls.to(TRANSACTIONS)).toHaveLength(3));
    expect(calls.to(TRANSACTIONS)[2]?.form).toMatchObject({ kind: 'withdrawal', page: '1' });

    const range = screen.getByRole('radiogroup', { name: '时间范围' });
    fireEvent.click(within(range).getByRole('radio', { name: '全部' }));
    await waitFor(() => expect(calls.to(TRANSACTIONS)).toHaveLength(4));
    expect(calls.to(TRANSACTIONS)[3]?.form).toEqual({ kind: 'withdrawal', page: '1', size: '20' });
  });

  it('pages through the table', async () => {
    const calls = api({ [TRANSACTIONS]: pages(45) });
    renderApp('/user/transactionRecord', 'desktop');
    expect(await screen.findByText('第 1 / 3 页')).toBeTruthy();
    expect(screen.getByText('共 45 条')).toBeTruthy();
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第 2 / 3 页')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('网银转账 120')).toBeTruthy());
    expect(calls.to(TRANSACTIONS).map((r) => r.form.page)).toEqual(['1', '2']);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第 3 / 3 页')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
  });

  it('says so when there is nothing', async () => {
    api({ [TRANSACTIONS]: pages(0) });
    renderApp('/user/transactionRecord', 'desktop');
    expect(await screen.findByText('暂无交易记录')).toBeTruthy();
  });

  it('exports the current range and kind as a CSV file', async () => {
    const urls = stubObjectUrls();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = api({
      [TRANSACTIONS]: pages(3),
      '/findmed/v1/records/transactions.csv': () =>
        new Response('\uFEFF时间,类型\n', { headers: { 'content-type': 'text/csv' } }),
    });
    renderApp('/user/transactionRecord', 'desktop');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('radio', { name: '今天' }));
    fireEvent.click(screen.getByRole('radio', { name: '充值' }));
    fireEvent.click(screen.getByRole('button', { name: '导出CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [sent] = calls.to('/findmed/v1/records/transactions.csv');
    const today = dateRangePreset(DATE_PRESETS.TODAY);
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({ ...today, kind: 'deposit' });
    expect(sent?.headers.t).toBe('tok-1');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(`transactions-${todayStamp()}.csv`);
    expect(link.href).toBe(urls.created[0]);
  });
});

describe('transaction records, mobile list', () => {
  it('appends pages as the member scrolls, then says there is no more', async () => {
    // jsdom lays nothing out; InfiniteScroll only loads for an element that is shown.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    const calls = api({ [TRANSACTIONS]: pages(25) });
    renderApp('/user/transactionRecord');
    const first = await screen.findByRole('link', { name: /^网银转账 11充值/ });
    expect(first.getAttribute('href')).toBe('/user/transactionDetail?id=11');
    expect(first.textContent).toContain('+1,000.00');
    expect(await screen.findByText('网银转账 124')).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(calls.to(TRANSACTIONS).map((r) => r.form.page)).toEqual(['1', '2']);
  });
});

describe('transaction detail', () => {
  it('shows every field, with a copy button for the id', async () => {
    const writeText = stubClipboard();
    const calls = api({ '/findmed/v1/records/transaction': ok(FIRST_PAGE[1]) });
    renderApp('/user/transactionDetail?id=12');
    const list = await screen.findByRole('list', { name: '交易详情' });
    expect(calls.to('/findmed/v1/records/transaction')[0]?.query.get('id')).toBe('12');
    const row = (label: string) => within(list).getByText(label).closest('.entry-row');
    expect(row('交易类型')?.textContent).toContain('提现');
    expect(row('金额')?.textContent).toContain('-500.00');
    expect(row('状态')?.textContent).toContain('已拒绝');
    expect(row('说明')?.textContent).toContain('提现被拒绝：银行卡信息有误');
    expect(row('关联单号')?.textContent).toContain('D12');
    expect(row('创建时间')?.textContent).toContain('2026-11-21 10:00:00');
    expect(row('完成时间')?.textContent).toContain('2026-11-21 10:05:00');
    fireEvent.click(screen.getByRole('button', { name: '复制交易编号' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('12'));
    expect(await screen.findByText('复制成功')).toBeTruthy();
  });

  it('says plainly that a record does not exist', async () => {
    api({ '/findmed/v1/records/transaction': refuse('NOT_FOUND', '您访问的内容不存在') });
    renderApp('/user/transactionDetail?id=999');
    expect(await screen.findByText('该交易记录不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回交易记录' }).getAttribute('href')).toBe(
      '/user/transactionRecord',
    );
  });
});
