import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SportsEvent } from '@kirin/contract';
import { mockApi, ok, refuse, type Handler, type Reply } from '../../testing/api-mock.ts';
import { setUpPageTests, SIGNED_IN } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';
import { useSlipStore } from '../../features/sports/stores/slip-store.ts';

setUpPageTests({ token: 'tok-1' });
// The slip lives on between pages (and reloads): each test starts with an empty one.
beforeEach(() => useSlipStore.setState({ picks: [], stake: '', mode: 'single', attempt: null }));

const soon = new Date(Date.now() + 3 * 60_000).toISOString();
function event(id: number, extra: Partial<SportsEvent> = {}): SportsEvent {
  const base = id * 100;
  return {
    id,
    sport: 'football',
    league: '英超',
    home: `主队${id}`,
    away: `客队${id}`,
    startsAt: soon,
    state: 'prematch',
    score: null,
    markets: [
      {
        id: base + 1,
        eventId: id,
        type: '1x2',
        line: null,
        state: 'open',
        selections: [
          { id: base + 11, outcome: 'home', odds: '1.950' },
          { id: base + 12, outcome: 'draw', odds: '3.400' },
          { id: base + 13, outcome: 'away', odds: '4.100' },
        ],
      },
      {
        id: base + 2,
        eventId: id,
        type: 'ah',
        line: '-0.25',
        state: 'open',
        selections: [
          { id: base + 21, outcome: 'home', odds: '1.900' },
          { id: base + 22, outcome: 'away', odds: '1.960' },
        ],
      },
    ],
    ...extra,
  };
}

const EVENTS = '/sports/v1/events';
const BETS = '/sports/v1/bets';
const LIST = [event(1), event(2)];

function api(extra: Record<string, Handler | Reply> = {}) {
  return mockApi({
    ...SIGNED_IN,
    '/findmed/v1/member/balance': ok({
      central: '1000.00',
      total: '1000.00',
      locked: '0.00',
      currency: 'CNY',
    }),
    [EVENTS]: ok({ list: LIST }),
    ...extra,
  });
}

describe('sports', () => {
  it('mobile: a tap on odds fills the slip; a single is placed with its key, as the member saw it', async () => {
    const calls = api({
      [BETS]: ok({ id: 9, state: 'open', stake: '100.00', legs: [] }),
    });
    renderApp('/sports');
    const match = await screen.findByRole('article', { name: '主队1 vs 客队1' });
    fireEvent.click(within(match).getByRole('button', { name: '独赢 主队1 1.950' }));
    fireEvent.click(screen.getByRole('button', { name: '投注单 (1)' }));
    const slip = await screen.findByRole('region', { name: '投注单' });
    fireEvent.change(within(slip).getByLabelText('投注金额'), { target: { value: '100' } });
    expect(within(slip).getByText('195.00')).toBeTruthy();
    fireEvent.click(within(slip).getByRole('button', { name: '确认投注' }));
    await waitFor(() => expect(calls.to(BETS)).toHaveLength(1));
    const sent = calls.to(BETS)[0]!;
    expect(JSON.parse(sent.body)).toEqual({
      stake: '100.00',
      legs: [{ selectionId: 111, odds: '1.950' }],
      acceptOdds: 'higher',
    });
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}:0$/);
    expect(await screen.findByText(/投注成功，共 1 注/)).toBeTruthy();
  });

  it('desktop: two matches make a parlay; a moved price is refused with the book’s words', async () => {
    const calls = api({
      [BETS]: refuse('ODDS_CHANGED', '赔率已变化，请确认新赔率', {
        legs: [{ selectionId: 111, odds: '1.800' }],
      }),
    });
    renderApp('/sports', 'desktop');
    const first = await screen.findByRole('article', { name: '主队1 vs 客队1' });
    const second = screen.getByRole('article', { name: '主队2 vs 客队2' });
    fireEvent.click(within(first).getByRole('button', { name: '独赢 主队1 1.950' }));
    fireEvent.click(within(second).getByRole('button', { name: '让球 客队2 +0.25 1.960' }));
    const slip = screen.getByRole('region', { name: '投注单' });
    fireEvent.click(within(slip).getByRole('radio', { name: /串关 2串1/ }));
    expect(within(slip).getByText('3.822')).toBeTruthy();
    fireEvent.change(within(slip).getByLabelText('投注金额'), { target: { value: '10' } });
    fireEvent.click(within(slip).getByRole('button', { name: '确认投注' }));
    expect(await within(slip).findByText('赔率已变化，请确认新赔率')).toBeTruthy();
    expect(JSON.parse(calls.to(BETS)[0]!.body).legs).toHaveLength(2);
    // Two selections of one match cannot be a parlay.
    fireEvent.click(within(first).getByRole('button', { name: '让球 主队1 -0.25 1.900' }));
    fireEvent.click(within(slip).getByRole('radio', { name: /串关 3串1/ }));
    expect(within(slip).getByText('同一场赛事的选项不能串关')).toBeTruthy();
    expect(
      (within(slip).getByRole('button', { name: '确认投注' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('an in-play bet counts the book’s delay down while it waits to be taken', async () => {
    let answer: (reply: Reply) => void = () => {};
    api({
      [EVENTS]: ok({ list: [event(1, { state: 'live', score: { home: 0, away: 0 } })] }),
      [BETS]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    renderApp('/sports', 'desktop');
    const match = await screen.findByRole('article', { name: '主队1 vs 客队1' });
    fireEvent.click(within(match).getByRole('button', { name: '独赢 主队1 1.950' }));
    const slip = screen.getByRole('region', { name: '投注单' });
    fireEvent.change(within(slip).getByLabelText('投注金额'), { target: { value: '10' } });
    fireEvent.click(within(slip).getByRole('button', { name: '确认投注' }));
    // md says 5 s (api-mock's site config); the button counts down from it.
    expect(
      await within(slip).findByRole('button', { name: '滚球注单确认中（5 秒）' }),
    ).toBeTruthy();
    expect(
      await within(slip).findByRole(
        'button',
        { name: '滚球注单确认中（4 秒）' },
        { timeout: 2_000 },
      ),
    ).toBeTruthy();
    answer(ok({ id: 9, state: 'open', stake: '10.00', legs: [] }));
    expect(await screen.findByText(/投注成功，共 1 注/)).toBeTruthy();
  });

  it('a bet left waiting (the page closed) is replayed under its key when pressed again', async () => {
    const replies: ((reply: Reply) => void)[] = [];
    const calls = api({
      [EVENTS]: ok({ list: [event(1, { state: 'live', score: { home: 0, away: 0 } })] }),
      [BETS]: () => new Promise<Reply>((resolve) => replies.push(resolve)),
    });
    renderApp('/sports', 'desktop');
    const match = await screen.findByRole('article', { name: '主队1 vs 客队1' });
    fireEvent.click(within(match).getByRole('button', { name: '独赢 主队1 1.950' }));
    fireEvent.change(screen.getByLabelText('投注金额'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '确认投注' }));
    await waitFor(() => expect(calls.to(BETS)).toHaveLength(1));
    // The member leaves before the answer; the slip (kept on the device) still holds the bet.
    cleanup();
    renderApp('/sports', 'desktop');
    fireEvent.click(await screen.findByRole('button', { name: '确认投注' }));
    await waitFor(() => expect(calls.to(BETS)).toHaveLength(2));
    const [first, again] = calls.to(BETS);
    expect(again!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    expect(again!.body).toBe(first!.body);
    replies[1]!(ok({ id: 9, state: 'open', stake: '10.00', legs: [] }));
    expect(await screen.findByText(/投注成功，共 1 注/)).toBeTruthy();
    // Answered: the next bet is a new one, with a new key.
    expect(useSlipStore.getState().attempt).toBeNull();
  });

  it('an event’s page shows every market; a stake above the balance is held back', async () => {
    api({ [`${EVENTS}/1`]: ok(event(1)) });
    renderApp('/sports/event/1', 'desktop');
    const market = await screen.findByRole('region', { name: '让球' });
    fireEvent.click(within(market).getByRole('button', { name: '让球 主队1 -0.25 1.900' }));
    const slip = screen.getByRole('region', { name: '投注单' });
    fireEvent.change(within(slip).getByLabelText('投注金额'), { target: { value: '5000' } });
    expect(within(slip).getByText('投注金额超过中心钱包余额')).toBeTruthy();
    expect(within(slip).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(slip).getByRole('button', { name: '最大' }));
    expect((within(slip).getByLabelText('投注金额') as HTMLInputElement).value).toBe('1000.00');
  });
});
