import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SportsBet } from '@kirin/contract';
import { mockApi, ok, refuse, type Handler, type Reply } from '../../testing/api-mock.ts';
import { setUpPageTests, SIGNED_IN } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';
import { useOddsFormatStore } from '../../stores/odds-format-store.ts';

setUpPageTests({ token: 'tok-1' });
beforeEach(() => useOddsFormatStore.setState({ format: 'decimal' }));

const leg = (id: number, extra: Partial<SportsBet['legs'][number]> = {}) => ({
  selectionId: id,
  eventId: id,
  marketId: id,
  type: 'ah' as const,
  line: '-0.25',
  outcome: 'home',
  odds: '1.950',
  result: 'open' as const,
  league: '英超',
  home: `主队${id}`,
  away: `客队${id}`,
  startsAt: '2026-11-28T12:00:00.000Z',
  ...extra,
});

const OPEN: SportsBet = {
  id: 7,
  state: 'open',
  stake: '100.00',
  odds: '1.950',
  potentialPayout: '195.00',
  payout: null,
  placedAt: '2026-11-28T10:00:00.000Z',
  settledAt: null,
  legs: [leg(1)],
};
const SETTLED: SportsBet = {
  id: 8,
  state: 'half_won',
  stake: '100.00',
  odds: '3.705',
  potentialPayout: '370.50',
  payout: '282.62',
  placedAt: '2026-11-27T10:00:00.000Z',
  settledAt: '2026-11-27T14:00:00.000Z',
  legs: [
    leg(2, { result: 'half_won' }),
    leg(3, { type: 'ou', line: '2.5', outcome: 'over', odds: '1.900', result: 'push' }),
  ],
};

const BETS = '/sports/v1/bets';
const QUOTE = '/sports/v1/bets/7/cashout/quote';
const TAKE = '/sports/v1/bets/7/cashout';
const page = (list: SportsBet[]) => ok({ list, total: list.length, page: 1, size: 20 });
const byState: Handler = (request) =>
  request.query.get('state') === 'settled' ? page([SETTLED]) : page([OPEN]);
const inTenSeconds = () => new Date(Date.now() + 10_000).toISOString();

function api(extra: Record<string, Handler | Reply> = {}) {
  return mockApi({
    ...SIGNED_IN,
    '/sports/v1/events': ok({ list: [] }),
    [BETS]: byState,
    ...extra,
  });
}

describe('my bets', () => {
  it('mobile: open bets offer a cash-out, confirmed before it is taken with its key', async () => {
    let quotes = 0;
    const calls = api({
      [QUOTE]: () => {
        quotes += 1;
        return ok({ amount: '160.00', quoteId: `q${quotes}`, expiresAt: inTenSeconds() });
      },
      [TAKE]: ok({ ...OPEN, state: 'cashed_out', payout: '160.00' }),
    });
    renderApp('/sports/bets');
    const card = await screen.findByRole('article', { name: '单关 · 主队1 vs 客队1' });
    expect(within(card).getByText('待结算')).toBeTruthy();
    expect(within(card).getByText('主队1 -0.25')).toBeTruthy();
    expect(within(card).getByText('195.00')).toBeTruthy();
    fireEvent.click(await within(card).findByRole('button', { name: '提前结算 160.00' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/以 160.00 提前结算这张注单/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认结算' }));
    await waitFor(() => expect(calls.to(TAKE)).toHaveLength(1));
    const sent = calls.to(TAKE)[0]!;
    expect(JSON.parse(sent.body)).toEqual({ quoteId: 'q1' });
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(/已提前结算，160.00 已返还中心钱包/)).toBeTruthy();
  });

  it('a changed offer is fetched again and asked about again; no offer says so', async () => {
    let quotes = 0;
    const calls = api({
      [QUOTE]: () => {
        quotes += 1;
        return ok({
          amount: `${150 + quotes}.00`,
          quoteId: `q${quotes}`,
          expiresAt: inTenSeconds(),
        });
      },
      [TAKE]: refuse('QUOTE_EXPIRED', '提前结算报价已过期'),
    });
    renderApp('/sports/bets', 'desktop');
    const card = await screen.findByRole('article', { name: '单关 · 主队1 vs 客队1' });
    fireEvent.click(await within(card).findByRole('button', { name: '提前结算 151.00' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确认结算' }),
    );
    await waitFor(() => expect(calls.to(TAKE)).toHaveLength(1));
    expect(await screen.findByText('报价已更新，请按新金额再次确认')).toBeTruthy();
    // A new offer replaces the one refused (asked again, and again as the list is read anew).
    expect(
      await within(card).findByRole('button', { name: /^提前结算 15[2-9]\.00$/ }),
    ).toBeTruthy();
  });

  it('a bet that cannot be cashed out now says so', async () => {
    api({ [QUOTE]: refuse('CASHOUT_UNAVAILABLE', '该注单暂不可提前结算') });
    renderApp('/sports/bets');
    const card = await screen.findByRole('article', { name: '单关 · 主队1 vs 客队1' });
    const button = await within(card).findByRole('button', { name: '暂不可提前结算' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('settled bets show each leg’s result as members name them and what was paid', async () => {
    api();
    renderApp('/sports/bets');
    await screen.findByRole('article', { name: '单关 · 主队1 vs 客队1' });
    fireEvent.click(screen.getByRole('radio', { name: '已结算' }));
    const card = await screen.findByRole('article', { name: '2串1' });
    expect(within(card).getAllByText('赢半')).toHaveLength(2);
    expect(within(card).getByText('走水')).toBeTruthy();
    expect(within(card).getByText('282.62')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /提前结算/ })).toBeNull();
  });

  it('handicap odds read in the member’s format, chosen in the settings', async () => {
    api({ [QUOTE]: refuse('CASHOUT_UNAVAILABLE', '该注单暂不可提前结算') });
    renderApp('/setting');
    fireEvent.click(await screen.findByRole('radio', { name: '香港盘' }));
    // The hint follows the choice once the page renders again (later on a loaded machine).
    expect(await screen.findByText(/例如 1.950 显示为 0.950/, {}, { timeout: 5000 })).toBeTruthy();
    expect(useOddsFormatStore.getState().format).toBe('hk');
  });

  it('in Hong Kong odds a bet’s handicap leg reads 0.950, its parlay odds stay decimal', async () => {
    useOddsFormatStore.setState({ format: 'hk' });
    api({ [QUOTE]: refuse('CASHOUT_UNAVAILABLE', '该注单暂不可提前结算') });
    renderApp('/sports/bets');
    const single = await screen.findByRole('article', { name: '单关 · 主队1 vs 客队1' });
    expect(within(single).getByText('@0.950')).toBeTruthy();
    expect(within(single).getByText('0.950')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '已结算' }));
    const parlay = await screen.findByRole('article', { name: '2串1' });
    expect(within(parlay).getByText('@0.900')).toBeTruthy();
    expect(within(parlay).getByText('3.705')).toBeTruthy();
  });
});
