import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Game, GameCategory, GameLaunch, TransferMove } from '@kirin/contract';
import { useSessionStore } from '../../stores/session-store.ts';
import {
  MEMBER,
  mockApi,
  ok,
  refuse,
  siteConfig,
  type Handler,
  type Reply,
} from '../../testing/api-mock.ts';
import { setUpPageTests } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

function game(id: number, extra: Partial<Game> = {}): Game {
  return {
    id,
    name: '龙虎',
    seq: id,
    sort: id,
    wallet_code: 'kgame',
    code: 'dragon-tiger',
    imgUrl: '',
    bigImgUrl: '',
    desc: '',
    official: true,
    iconUrl: '',
    state: 'on',
    ...extra,
  };
}

function category(games: Game[], extra: Partial<GameCategory> = {}): GameCategory {
  return {
    id: 1,
    name: '真人',
    sort: 1,
    state: 'on',
    gameType: 111,
    type: 'live',
    games,
    tabList: games,
    icon_nor: '',
    icon_sel: '',
    title: '真人视讯',
    ...extra,
  };
}

const MOVE: TransferMove = {
  id: 'm1',
  from: 'central',
  to: 'kgame',
  amount: '100.00',
  state: 'posted',
  createdAt: '2026-11-21T02:00:00.000Z',
};

const LAUNCH: GameLaunch = {
  url: 'http://venue.test/play?session=s1',
  embeddable: true,
  gameid: 'dragon-tiger',
  platform: 'kgame',
  moved: null,
};

const LAUNCH_PATH = '/findmed/v1/game/launch';
const RECALL = '/findmed/v1/finance/transfer/recall';
const BALANCE = '/findmed/v1/member/balance';
const GAME_URL = `/games/7/${encodeURIComponent('龙虎')}/dragon-tiger/111`;

function api(extra: Record<string, Handler | Reply> = {}) {
  return mockApi({
    '/findmed/v1/md': ok(siteConfig()),
    '/findmed/v1/member/token': ok(MEMBER),
    [BALANCE]: ok({ central: '1.00', total: '1.00', locked: '0.00', currency: 'CNY' }),
    ...extra,
  });
}

describe('lobby', () => {
  const catalogue = [
    category([game(7), game(8, { name: 'Kirin 百家乐', code: 'baccarat', state: 'maintenance' })]),
    category([game(9, { name: '捕鱼' })], {
      id: 2,
      sort: 2,
      gameType: 201,
      name: '捕鱼',
      title: '深海捕鱼 一网打尽',
    }),
  ];

  it('links each game to its launch page; a game under maintenance says so instead', async () => {
    api({ '/findmed/v1/game/list': ok({ list: catalogue }) });
    renderApp('/app/home');
    const link = await screen.findByRole('link', { name: '龙虎' });
    expect(link.getAttribute('href')).toBe(GAME_URL);
    const down = screen.getByRole('button', { name: 'Kirin 百家乐 维护中' });
    expect(within(down).getByText('维护中').className).toBe('ribbon');
    fireEvent.click(down);
    expect(await screen.findByText('该场馆维护中，请稍后再试')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '捕鱼' }));
    expect(screen.getByRole('link', { name: '捕鱼' }).getAttribute('href')).toBe(
      `/games/9/${encodeURIComponent('捕鱼')}/dragon-tiger/201`,
    );
  });

  it('sends a visitor through log-in and back to the game', async () => {
    useSessionStore.getState().clearSession();
    api({ '/findmed/v1/game/list': ok({ list: catalogue }) });
    const app = renderApp('/home', 'desktop');
    const link = await screen.findByRole('link', { name: '龙虎' });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(GAME_URL)}`);
    fireEvent.click(link);
    await waitFor(() =>
      expect(app.location()).toBe(`/login?redirect=${encodeURIComponent(GAME_URL)}`),
    );
  });

  it('says games are coming when a category has none', async () => {
    api({ '/findmed/v1/game/list': ok({ list: [category([])] }) });
    renderApp('/app/home');
    expect(await screen.findByText('游戏即将上线，敬请期待')).toBeTruthy();
  });
});

describe('game launch', () => {
  it('shows the title while launching, then frames the venue page and keeps the game session', async () => {
    let answer: (reply: Reply) => void = () => {};
    const calls = api({
      [LAUNCH_PATH]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    renderApp(GAME_URL);
    const heading = await screen.findByRole('heading', { name: '龙虎' });
    const status = heading.closest('[role="status"]');
    expect(status?.textContent).toContain('正在进入游戏');
    await waitFor(() => expect(calls.to(LAUNCH_PATH)).toHaveLength(1));
    // A POST with an Idempotency-Key: launching may move the balance into the venue.
    const sent = calls.to(LAUNCH_PATH)[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.form).toEqual({ id: '7', code: 'dragon-tiger', gtype: '111' });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    answer(ok({ ...LAUNCH, moved: MOVE }));
    const frame = await screen.findByTitle('龙虎');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(LAUNCH.url);
    expect(screen.getByRole('link', { name: '返回大厅' }).getAttribute('href')).toBe(
      '/app/venueBack?code=kgame',
    );
    expect(await screen.findByText('已将 100.00 转入场馆钱包')).toBeTruthy();
    expect(useSessionStore.getState().game).toEqual({
      isLogin: true,
      gameid: 'dragon-tiger',
      platform: 'kgame',
      startGame: true,
    });
    await waitFor(() => expect(calls.to(BALANCE).length).toBeGreaterThan(0));
    expect(calls.to(LAUNCH_PATH)).toHaveLength(1);
  });

  it('opens a venue that may not be framed in a new window, with a button when it was blocked', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(null);
    api({ [LAUNCH_PATH]: ok({ ...LAUNCH, embeddable: false }) });
    renderApp(GAME_URL, 'desktop');
    expect(await screen.findByText('浏览器拦截了新窗口，请点击下方按钮打开游戏')).toBeTruthy();
    expect(open).toHaveBeenCalledWith(LAUNCH.url, '_blank');
    open.mockReturnValueOnce({ opener: window } as unknown as Window);
    fireEvent.click(screen.getByRole('button', { name: '打开游戏' }));
    expect(await screen.findByText('游戏已在新窗口中打开，玩好后回到这里返回大厅')).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: '返回大厅' }).getAttribute('href')).toBe(
      '/app/venueBack?code=kgame',
    );
    expect(screen.queryByTitle('龙虎')).toBeNull();
  });

  it('shows the server’s refusal with a way home; retry asks again', async () => {
    const launch = vi
      .fn<Handler>()
      .mockReturnValueOnce(refuse('VENUE_MAINTENANCE', '该场馆维护中，请稍后再试'))
      .mockReturnValue(ok(LAUNCH));
    const calls = api({ [LAUNCH_PATH]: launch });
    renderApp(GAME_URL);
    const home = await screen.findByRole('link', { name: '返回首页' });
    expect(home.getAttribute('href')).toBe('/app/home');
    const panel = home.closest('.state-block');
    expect(panel?.textContent).toContain('该场馆维护中，请稍后再试');
    expect(panel?.textContent).toContain('龙虎');
    expect(useSessionStore.getState().game.isLogin).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTitle('龙虎')).toBeTruthy();
    expect(calls.to(LAUNCH_PATH)).toHaveLength(2);
  });

  it('offers no retry during a time-out, only the way to the responsible-gambling page', async () => {
    const refusal = '您正处于暂停期，至北京时间2026-12-06 10:00结束，期间只能提款和查看记录';
    const calls = api({ [LAUNCH_PATH]: refuse('TIMED_OUT', refusal) });
    const app = renderApp(GAME_URL);
    const home = await screen.findByRole('link', { name: '返回首页' });
    expect(home.closest('.state-block')?.textContent).toContain(refusal);
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '负责任博彩' }));
    await waitFor(() => expect(app.location()).toBe('/user/responsible'));
    expect(calls.to(LAUNCH_PATH)).toHaveLength(1);
  });

  it('sends a visitor to log in, coming back to the game', async () => {
    useSessionStore.getState().clearSession();
    const calls = api();
    const app = renderApp(GAME_URL);
    await waitFor(() =>
      expect(app.location()).toBe(`/login?redirect=${encodeURIComponent(GAME_URL)}`),
    );
    expect(calls.to(LAUNCH_PATH)).toHaveLength(0);
  });
});

describe('venue back', () => {
  const inGame = () =>
    useSessionStore
      .getState()
      .setGameSession({ isLogin: true, gameid: 'dragon-tiger', platform: 'kgame' });

  it('with auto-transfer on, brings the venue balance back, ends the game session, then goes home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      inGame();
      const calls = api({
        '/findmed/v1/finance/transfer/auto': ok({ enabled: true }),
        [RECALL]: ok({ list: [{ ...MOVE, from: 'kgame', to: 'central', amount: '88.80' }] }),
      });
      const app = renderApp('/app/venueBack?code=kgame');
      expect(await screen.findByRole('heading', { name: '余额已转回' })).toBeTruthy();
      expect(screen.getByText('已将 88.80 转回中心钱包')).toBeTruthy();
      expect(calls.to(RECALL)).toHaveLength(1);
      expect(calls.to(RECALL)[0]?.form).toEqual({ code: 'kgame' });
      expect(useSessionStore.getState().game.isLogin).toBe(false);
      await waitFor(() => expect(calls.to(BALANCE).length).toBeGreaterThan(0));
      expect(screen.getByText('即将自动返回首页')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(3_000);
      await waitFor(() => expect(app.location()).toBe('/app/home'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the venue from the game session; money still in transit is said so, and it stays', async () => {
    inGame();
    const calls = api({
      '/findmed/v1/finance/transfer/auto': ok({ enabled: true }),
      [RECALL]: ok({
        list: [{ ...MOVE, from: 'kgame', to: 'central', amount: '50.00', state: 'pending' }],
      }),
    });
    const app = renderApp('/app/venueBack', 'desktop');
    expect(await screen.findByRole('heading', { name: '转账确认中' })).toBeTruthy();
    expect(screen.getByText('已发起回收 50.00，部分转账正在与场馆确认，稍后自动到账')).toBeTruthy();
    expect(calls.to(RECALL)[0]?.form).toEqual({ code: 'kgame' });
    expect(screen.queryByText('即将自动返回首页')).toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/home');
    expect(app.location()).toBe('/app/venueBack');
  });

  it('with auto-transfer off, brings nothing back and points to the transfer page', async () => {
    inGame();
    const calls = api({ '/findmed/v1/finance/transfer/auto': ok({ enabled: false }) });
    renderApp('/app/venueBack?code=kgame');
    expect(await screen.findByRole('heading', { name: '已离开游戏' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往转账' }).getAttribute('href')).toBe(
      '/finance/transfer',
    );
    expect(calls.to(RECALL)).toHaveLength(0);
    expect(useSessionStore.getState().game.platform).toBe('');
    await waitFor(() => expect(calls.to(BALANCE).length).toBeGreaterThan(0));
  });

  it('shows a refused recall with a retry', async () => {
    const recall = vi
      .fn<Handler>()
      .mockReturnValueOnce(
        refuse('VENUE_UNAVAILABLE', '场馆暂时无法连接，请稍后再试，您的资金安全无虞'),
      )
      .mockReturnValue(ok({ list: [] }));
    const calls = api({
      '/findmed/v1/finance/transfer/auto': ok({ enabled: true }),
      [RECALL]: recall,
    });
    renderApp('/app/venueBack?code=kgame');
    expect(await screen.findByText('场馆暂时无法连接，请稍后再试，您的资金安全无虞')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('场馆钱包中没有需要转回的余额')).toBeTruthy();
    expect(calls.to(RECALL)).toHaveLength(2);
  });
});
