import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, dateRangePreset, type Redemption } from '@kirin/contract';
import {
  mockApi,
  ok,
  refuse,
  type Handler,
  type Reply,
  type SentRequest,
} from '../../testing/api-mock.ts';
import { setUpPageTests, SIGNED_IN } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

const LIST = '/findmed/v1/records/redemptions';
const ONE = '/findmed/v1/records/redemption';

function record(id: number, extra: Partial<Redemption> = {}): Redemption {
  return {
    id: String(id),
    kind: 'rebate',
    period: '2026-11-20',
    amount: '30.00',
    currency: 'CNY',
    basis: '10000.00',
    rate: '0.003',
    turnoverMultiple: '1',
    transactionId: String(1000 + id),
    createdAt: '2026-11-21T02:00:00.000Z',
    ...extra,
  };
}

const FIRST = [
  record(3),
  record(2, { kind: 'upgrade', period: 'level:2', amount: '88.00', basis: '88.00', rate: '' }),
  record(1, { kind: 'birthday', period: '2026', amount: '1288.00' }),
];

function pages(total: number): Handler {
  return (request: SentRequest) => {
    const page = Number(request.form.page ?? '1');
    const size = Number(request.form.size ?? '20');
    const from = (page - 1) * size;
    const list = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) =>
      from + i < FIRST.length ? FIRST[from + i]! : record(100 + from + i),
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

describe('reward records, desktop table', () => {
  it('lists with names from kind and period, filters by preset and kind, pages', async () => {
    const calls = api({ [LIST]: pages(45) });
    renderApp('/user/redemptionRecord', 'desktop');
    const table = await screen.findByRole('table');
    expect(calls.to(LIST)[0]?.form).toEqual({ page: '1', size: '20' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('2026-11-20 返水')).toBeTruthy();
    expect(within(rows[1]!).getByText('VIP2 晋级礼金')).toBeTruthy();
    expect(within(rows[2]!).getByText('2026年生日礼金')).toBeTruthy();
    const amount = within(rows[2]!).getByText('+1,288.00');
    expect(amount.className).toContain('is-credit');
    expect(
      within(rows[0]!).getByRole('link', { name: '查看领取记录 3 的详情' }).getAttribute('href'),
    ).toBe('/user/redemptionDetail?id=3');
    expect(screen.getByText('第 1 / 3 页')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '近7天' }));
    await waitFor(() => expect(calls.to(LIST)).toHaveLength(2));
    const week = dateRangePreset(DATE_PRESETS.LAST_7_DAYS);
    expect(calls.to(LIST)[1]?.form).toEqual({
      startTime: week.startTime,
      endTime: week.endTime,
      page: '1',
      size: '20',
    });
    const kinds = screen.getByRole('radiogroup', { name: '类型' });
    fireEvent.click(within(kinds).getByRole('radio', { name: '晋级礼金' }));
    await waitFor(() => expect(calls.to(LIST)).toHaveLength(3));
    expect(calls.to(LIST)[2]?.form).toMatchObject({ kind: 'upgrade', page: '1' });

    fireEvent.click(await screen.findByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第 2 / 3 页')).toBeTruthy();
    expect(calls.to(LIST).at(-1)?.form).toMatchObject({ kind: 'upgrade', page: '2' });
  });

  it('says so when there is nothing', async () => {
    api({ [LIST]: pages(0) });
    renderApp('/user/redemptionRecord', 'desktop');
    expect(await screen.findByText('暂无领取记录')).toBeTruthy();
  });
});

describe('reward records on a phone', () => {
  it('lists cards linking to each record', async () => {
    api({ [LIST]: pages(3) });
    renderApp('/user/redemptionRecord');
    const link = await screen.findByRole('link', { name: /VIP2 晋级礼金/ });
    expect(link.getAttribute('href')).toBe('/user/redemptionDetail?id=2');
    expect(within(link).getByText('+88.00')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });
});

describe('one reward', () => {
  it('shows every field and links to its transaction', async () => {
    const calls = api({ [ONE]: ok(record(3)) });
    renderApp('/user/redemptionDetail?id=3');
    const head = await screen.findByRole('region', { name: '领取概要' });
    expect(within(head).getByText('2026-11-20 返水')).toBeTruthy();
    expect(calls.to(ONE)[0]?.query.get('id')).toBe('3');
    expect(screen.getByText('10,000.00')).toBeTruthy();
    expect(screen.getByText('0.3%')).toBeTruthy();
    expect(screen.getByText('1 倍')).toBeTruthy();
    expect(screen.getByRole('link', { name: /查看交易/ }).getAttribute('href')).toBe(
      '/user/transactionDetail?id=1003',
    );
  });

  it('says the record does not exist for another member’s id', async () => {
    api({ [ONE]: refuse('NOT_FOUND', '您访问的内容不存在') });
    renderApp('/user/redemptionDetail?id=77');
    expect(await screen.findByText('记录不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回领取记录' })).toBeTruthy();
  });
});
