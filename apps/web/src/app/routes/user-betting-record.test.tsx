import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DATE_PRESETS, dateRangePreset, type BetRecord, type VenueWallet } from '@kirin/contract';
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

const VENUES: VenueWallet[] = [
  { code: 'kgame', name: 'Kirin 游戏', balance: '88.80', state: 'on' },
  { code: 'ag', name: 'AG真人', balance: '0.00', state: 'maintenance' },
];

function bet(id: number, extra: Partial<BetRecord> = {}): BetRecord {
  return {
    id: String(id),
    venue: 'kgame',
    venueName: 'Kirin 游戏',
    game: `龙虎 ${id}`,
    round: `R${id}`,
    stake: '100.00',
    validStake: '100.00',
    payout: '200.00',
    winLoss: '100.00',
    state: 'settled',
    placedAt: '2026-11-21T02:00:00.000Z',
    settledAt: '2026-11-21T02:01:00.000Z',
    ...extra,
  };
}

const FIRST = [
  bet(1),
  bet(2, { stake: '1500.00', validStake: '1500.00', payout: '0.00', winLoss: '-1500.00' }),
  bet(3, { state: 'open', payout: '0.00', winLoss: '0.00', settledAt: null }),
];
const SUMS = { stake: '1700.00', validStake: '1700.00', winLoss: '-1400.00' };

/** Pages of 20 from `total` made-up bets; the first three are FIRST. */
function pages(total: number): Handler {
  return (request: SentRequest) => {
    const page = Number(request.form.page ?? '1');
    const size = Number(request.form.size ?? '20');
    const from = (page - 1) * size;
    const list = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) =>
      from + i < FIRST.length ? FIRST[from + i]! : bet(100 + from + i),
    );
    return ok({ list, total, page, size, pageSize: size, sums: SUMS });
  };
}

const BETS = '/findmed/v1/records/bets';

function api(extra: Record<string, Handler | Reply> = {}) {
  return mockApi({
    ...SIGNED_IN,
    '/game/walletlist': ok({ list: VENUES }),
    ...extra,
  });
}

describe('betting records, desktop table', () => {
  it('lists bets with coloured win/loss and the range’s sums; filters ask again', async () => {
    const calls = api({ [BETS]: pages(3) });
    renderApp('/user/bettingRecord', 'desktop');
    const table = await screen.findByRole('table');
    expect(calls.to(BETS)[0]?.form).toEqual({ page: '1', size: '20' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    const win = within(rows[1]!).getByText('+100.00');
    expect(win.className).toContain('is-credit');
    expect(within(rows[1]!).getByText('已结算')).toBeTruthy();
    expect(within(rows[1]!).getByText('R1')).toBeTruthy();
    expect(within(rows[2]!).getByText('-1,500.00').className).toContain('is-debit');
    expect(within(rows[2]!).getAllByText('1,500.00')).toHaveLength(2);
    expect(within(rows[3]!).getByText('未结算')).toBeTruthy();
    expect(within(rows[3]!).getByText('0.00').className).toContain('is-even');
    const sums = rows[4]!;
    expect(within(sums).getByRole('rowheader', { name: '合计' })).toBeTruthy();
    expect(within(sums).getAllByText('1,700.00')).toHaveLength(2);
    expect(within(sums).getByText('-1,400.00').className).toContain('is-debit');

    fireEvent.click(screen.getByRole('radio', { name: '近7天' }));
    await waitFor(() => expect(calls.to(BETS)).toHaveLength(2));
    const week = dateRangePreset(DATE_PRESETS.LAST_7_DAYS);
    expect(calls.to(BETS)[1]?.form).toEqual({ ...week, page: '1', size: '20' });

    const venues = await screen.findByRole('radiogroup', { name: '场馆' });
    fireEvent.click(within(venues).getByRole('radio', { name: 'Kirin 游戏' }));
    await waitFor(() => expect(calls.to(BETS)).toHaveLength(3));
    expect(calls.to(BETS)[2]?.form).toMatchObject({ venue: 'kgame' });

    fireEvent.click(screen.getByRole('radio', { name: '已作废' }));
    await waitFor(() => expect(calls.to(BETS)).toHaveLength(4));
    expect(calls.to(BETS)[3]?.form).toMatchObject({ venue: 'kgame', state: 'void', page: '1' });
  });

  it('pages through the table', async () => {
    const calls = api({ [BETS]: pages(45) });
    renderApp('/user/bettingRecord', 'desktop');
    expect(await screen.findByText('第 1 / 3 页')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第 2 / 3 页')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('龙虎 120')).toBeTruthy());
    expect(calls.to(BETS).map((r) => r.form.page)).toEqual(['1', '2']);
  });

  it('says so when there are no bets', async () => {
    api({ [BETS]: pages(0) });
    renderApp('/user/bettingRecord', 'desktop');
    expect(await screen.findByText('暂无投注记录')).toBeTruthy();
  });

  it('offers a retry when the records cannot be loaded', async () => {
    const bets = vi
      .fn<Handler>()
      .mockReturnValueOnce(refuse('TRY_AGAIN', '操作失败，请稍后重试'))
      .mockImplementation(pages(3));
    api({ [BETS]: bets });
    renderApp('/user/bettingRecord', 'desktop');
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});

describe('betting records, mobile list', () => {
  it('shows the sums, then appends pages as the member scrolls', async () => {
    // jsdom lays nothing out; InfiniteScroll only loads for an element that is shown.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    const calls = api({ [BETS]: pages(25) });
    renderApp('/user/bettingRecord');
    const list = await screen.findByRole('list', { name: '投注记录' });
    const totals = document.querySelector('.bet-sums');
    expect(totals?.textContent).toContain('投注额1,700.00');
    expect(totals?.textContent).toContain('输赢-1,400.00');
    const first = within(list).getByText('龙虎 1').closest('li');
    expect(first?.textContent).toContain('投注 100.00 · 有效 100.00');
    expect(first?.textContent).toContain('+100.00');
    expect(await screen.findByText('龙虎 124')).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(calls.to(BETS).map((r) => r.form.page)).toEqual(['1', '2']);
  });
});
