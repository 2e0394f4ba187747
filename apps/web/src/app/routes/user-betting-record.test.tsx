import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DATE_PRESETS,
  dateRangePreset,
  type BetRecord,
  type SportsBet,
  type VenueWallet,
} from '@kirin/contract';
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
    detail: {},
    sports: null,
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

const SEEDS = {
  serverSeedHash: 'a'.repeat(64),
  clientSeed: 'my-seed',
  nonce: 3,
};
const card = (rank: number, suit: string) => ({ rank, suit });
const BACCARAT = {
  table: 'baccarat',
  bet: 'banker',
  ...SEEDS,
  serverSeed: 'b'.repeat(64),
  playerCards: [card(1, 'clubs'), card(8, 'clubs')],
  bankerCards: [card(3, 'clubs'), card(1, 'hearts'), card(12, 'diamonds')],
  playerTotal: 9,
  bankerTotal: 4,
  winner: 'player',
  playerPair: false,
  bankerPair: false,
};

const onePage = (list: BetRecord[]) =>
  ok({ list, total: list.length, page: 1, size: 20, pageSize: 20, sums: SUMS });

const PARLAY: SportsBet = {
  id: 41,
  state: 'half_lost',
  stake: '100.00',
  odds: '3.705',
  potentialPayout: '370.50',
  payout: '50.00',
  placedAt: '2026-11-21T02:00:00.000Z',
  settledAt: '2026-11-21T04:00:00.000Z',
  legs: [
    {
      selectionId: 1,
      eventId: 1,
      league: '英超',
      home: '阿森纳',
      away: '切尔西',
      startsAt: '2026-11-21T03:00:00.000Z',
      marketId: 2,
      type: 'ah',
      line: '-0.25',
      outcome: 'away',
      odds: '1.900',
      result: 'half_lost',
    },
    {
      selectionId: 5,
      eventId: 2,
      league: '西甲',
      home: '皇家马德里',
      away: '贝蒂斯',
      startsAt: '2026-11-21T03:00:00.000Z',
      marketId: 7,
      type: 'ou',
      line: '2.5',
      outcome: 'under',
      odds: '1.950',
      result: 'won',
    },
  ],
};

describe('a sportsbook bet', () => {
  it('shows its result as members name it, and opens to its legs; the book is a venue to filter by', async () => {
    const calls = api({
      [BETS]: onePage([
        bet(41, {
          venue: 'sportsbook',
          venueName: '体育投注',
          game: '串关 2串1',
          round: '41',
          payout: '50.00',
          winLoss: '-50.00',
          sports: PARLAY,
        }),
        bet(41, { round: 'R41' }),
      ]),
    });
    renderApp('/user/bettingRecord');
    const list = await screen.findByRole('list', { name: '投注记录' });
    // A venue's bet of the same id is another row.
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(within(list).getByText('输半')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: '查看注单 41 详情' }));
    const dialog = await screen.findByRole('dialog', { name: '注单详情' });
    const legs = within(dialog).getByRole('region', { name: '投注明细' });
    const text = legs.textContent ?? '';
    for (const shown of ['阿森纳 vs 切尔西', '让球', '切尔西 +0.25', '@1.900', '输半']) {
      expect(text, shown).toContain(shown);
    }
    for (const shown of ['大小', '小 2.5', '@1.950', '赢']) expect(text, shown).toContain(shown);
    const field = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(field('赔率')).toBe('3.705');
    expect(within(dialog).queryByText('局号', { selector: 'dt' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));

    const venues = await screen.findByRole('radiogroup', { name: '场馆' });
    fireEvent.click(within(venues).getByRole('radio', { name: '体育投注' }));
    await waitFor(() => expect(calls.to(BETS).at(-1)?.form).toMatchObject({ venue: 'sportsbook' }));
  });
});

describe('one bet, opened', () => {
  it('desktop: shows the round’s own cards, the bet, amounts, times and seeds; Escape closes', async () => {
    api({
      [BETS]: onePage([
        bet(7, {
          game: '翡翠百家乐',
          round: 'bc_e1_7',
          payout: '0.00',
          winLoss: '-100.00',
          detail: BACCARAT,
        }),
      ]),
    });
    renderApp('/user/bettingRecord', 'desktop');
    const open = await screen.findByRole('button', { name: '查看注单 bc_e1_7 详情' });
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: '注单详情' });
    const text = dialog.textContent ?? '';
    for (const shown of ['闲胜', 'A♣', '8♣', '3♣', 'A♥', 'Q♦', '9 点', '4 点']) {
      expect(text, shown).toContain(shown);
    }
    const field = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(field('玩法')).toBe('百家乐');
    expect(field('下注内容')).toBe('庄');
    expect(field('局号')).toBe('bc_e1_7');
    expect(field('注单号')).toBe('7');
    expect(field('投注额')).toBe('100.00');
    expect(field('派彩')).toBe('0.00');
    expect(field('输赢')).toBe('-100.00');
    expect(field('服务端种子哈希')).toBe('a'.repeat(64));
    expect(field('服务端种子')).toBe('b'.repeat(64));
    expect(field('客户端种子')).toBe('my-seed');
    expect(field('Nonce')).toBe('3');
    expect(field('投注时间')).toMatch(/2026/);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '关闭' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('mobile: a tap opens the bet; numbers, dice and reels each drawn their way', async () => {
    api({
      [BETS]: onePage([
        bet(1, {
          game: '金轮盘',
          round: 'rl_e1_1',
          detail: { table: 'roulette', bet: 'straight-17', ...SEEDS, number: 17, color: 'black' },
        }),
        bet(2, {
          game: '极速快三',
          round: 'k3_e1_2',
          detail: {
            table: 'k3',
            bet: 'any-straight',
            ...SEEDS,
            dice: [4, 5, 6],
            total: 15,
            triple: false,
          },
        }),
        bet(3, {
          game: '麒麟送福',
          round: 'sl_e1_3',
          detail: {
            table: 'slot',
            bet: 'lines-10',
            ...SEEDS,
            symbols: ['麟', '福', '喜', '吉', 'A', 'K', 'Q', 'J'],
            grid: [
              [0, 0, 0, 0, 7],
              [7, 7, 7, 7, 6],
              [4, 3, 4, 2, 5],
            ],
            lines: [{ line: 2, symbol: 7, count: 5, pays: 25 }],
            multiplier: 25,
          },
        }),
        bet(4, {
          game: '龙虎',
          round: 'dt_e1_4',
          state: 'open',
          settledAt: null,
          detail: { table: 'dragon-tiger', side: 'tie', bet: 'tie', ...SEEDS },
        }),
        bet(5, { game: '龙虎', round: 'D11', detail: { side: 'dragon', demo: true } }),
      ]),
    });
    renderApp('/user/bettingRecord');
    const list = await screen.findByRole('list', { name: '投注记录' });
    const openBet = async (round: string) => {
      fireEvent.click(within(list).getByRole('button', { name: `查看注单 ${round} 详情` }));
      return screen.findByRole('dialog', { name: '注单详情' });
    };
    const close = async () => {
      fireEvent.click(screen.getByRole('button', { name: '关闭' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };

    let dialog = await openBet('rl_e1_1');
    expect(dialog.textContent).toContain('17 黑');
    expect(dialog.textContent).toContain('直注 17');
    await close();

    dialog = await openBet('k3_e1_2');
    expect(dialog.textContent).toContain('骰子 4 5 6 · 15 大 单');
    expect(dialog.textContent).toContain('三连号通选');
    expect(dialog.querySelectorAll('.round-die')).toHaveLength(3);
    await close();

    dialog = await openBet('sl_e1_3');
    expect(within(dialog).getByRole('img', { name: '转轴' }).children).toHaveLength(15);
    expect(dialog.textContent).toContain('线 2：J × 5，25 倍线注');
    expect(dialog.textContent).toContain('10 条线');
    await close();

    // Not settled yet: no result, and the seed comes later.
    dialog = await openBet('dt_e1_4');
    expect(dialog.querySelector('.round')).toBeNull();
    expect(dialog.textContent).toContain('结算后公布');
    expect(dialog.textContent).toContain('未结算');
    await close();

    // A record without the venue's round (demo history): says so, shows no seeds.
    dialog = await openBet('D11');
    expect(dialog.textContent).toContain('场馆未提供本局的牌面或号码');
    expect(dialog.textContent).not.toContain('公平性验证');
    await close();
  });
});
