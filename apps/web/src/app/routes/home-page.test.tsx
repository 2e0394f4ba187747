import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/index.ts';
import { setUpPageTests } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';
import { mockApi, ok, siteConfig } from '../../testing/api-mock.ts';
import { category, game } from '../../features/home/testing/render-home.tsx';

setUpPageTests();

function server(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/findmed/v1/md': ok(siteConfig()),
    '/findmed/v1/game/list': ok({
      list: [
        category(3, 'Sports', 'venue', [game(1, 'Kirin Sports')]),
        category(50, 'Slots', 'grid', [game(2, 'Kirin Blessings'), game(3, 'Jade Dragon')]),
      ],
    }),
    '/findmed/v1/popups': ok({ list: [] }),
    ...extra,
  });
}

describe('the home in the member’s language', () => {
  it.each([
    ['en', 'Welcome to Pengguan Slots', /鹏冠|鵬冠/],
    ['zh-HK', '歡迎來到鵬冠電子', /鹏冠电子/],
    ['zh-CN', '欢迎来到鹏冠电子', /鵬冠電子|Pengguan/],
  ] as const)('%s: the site is named in that language everywhere', async (lang, welcome, other) => {
    server();
    await act(() => setLang(lang));
    try {
      const view = renderApp('/app/home');
      await screen.findAllByText(welcome, { exact: false });
      expect(view.container.textContent).not.toMatch(other);
      const logo = view.container.querySelector('img.brand-logo');
      expect(logo?.getAttribute('alt')).not.toMatch(other);
      expect(document.title).not.toMatch(other);
    } finally {
      await act(() => setLang('zh-CN'));
    }
  });
});

describe('the banners', () => {
  it('each lead to what they announce', async () => {
    server();
    renderApp('/app/home');
    const slides = await screen.findAllByRole('group', { name: /\d \/ 3/ });
    const links = slides.map((slide) => within(slide).getByRole('link').getAttribute('href'));
    expect(links).toEqual(['/activity/list', '/help/center', '/user/transactionRecord']);
    expect(within(slides[0]!).getByRole('link').textContent).toContain('查看优惠');
  });
});

describe('the lobby', () => {
  it('lays venues out as wide banners and slots as a dense grid of tiles', async () => {
    server();
    const view = renderApp('/app/home');
    await screen.findByText('Kirin Sports');
    const list = () => view.container.querySelector('ul.lobby-games');
    expect(list()?.className).toContain('lobby-games-venues');
    expect(list()?.querySelector('img')?.getAttribute('src')).toContain('game-1.wide.svg');
    act(() => screen.getByRole('tab', { name: 'Slots' }).click());
    await screen.findByText('Jade Dragon');
    expect(list()?.className).toContain('lobby-games-grid');
    expect(list()?.querySelector('img')?.getAttribute('src')).toContain('game-2.svg');
  });
});

describe('the 体育 category', () => {
  const match = (id: number, state: 'live' | 'prematch', startsAt: string) => ({
    id,
    sport: 'football',
    league: '英超',
    home: `主队${id}`,
    away: `客队${id}`,
    startsAt,
    state,
    score: state === 'live' ? { home: 1, away: 0 } : null,
    markets: [],
  });

  it('opens the book, and each match in play or about to start on its own page', async () => {
    const calls = server({
      '/sports/v1/events': ok({
        list: [
          match(2, 'prematch', '2026-11-28T14:00:00.000Z'),
          match(3, 'prematch', '2026-11-28T12:00:00.000Z'),
          match(4, 'live', '2026-11-28T09:00:00.000Z'),
        ],
      }),
    });
    const view = renderApp('/app/home');
    await screen.findByText('Kirin Sports');
    // The matches load with the category, not with the home.
    expect(calls.to('/sports/v1/events')).toHaveLength(0);
    act(() => screen.getByRole('tab', { name: '体育' }).click());
    const book = await screen.findByRole('link', { name: '体育赛事 · 滚球 · 串关' });
    expect(book.getAttribute('href')).toBe('/sports');
    const live = await screen.findByRole('link', { name: '主队4 vs 客队4' });
    expect(live.getAttribute('href')).toBe('/sports/event/4');
    expect(within(live).getByText('1 : 0')).toBeTruthy();
    expect(within(live).getByText('滚球中')).toBeTruthy();
    const tiles = [...view.container.querySelectorAll('a.match-tile')];
    expect(tiles.map((a) => a.getAttribute('href'))).toEqual([
      '/sports/event/4',
      '/sports/event/3',
      '/sports/event/2',
    ]);
  });
});

describe('the desktop header’s game categories (UI.md)', () => {
  it('open their tab of the lobby, which the address keeps; 体育 opens the book', async () => {
    server();
    const view = renderApp('/home', 'desktop');
    const menu = await screen.findByRole('navigation', { name: '游戏分类' });
    const slots = await within(menu).findByRole('link', { name: 'Slots' });
    expect(slots.getAttribute('href')).toBe('/home?category=50');
    expect(within(menu).getByRole('link', { name: '体育' }).getAttribute('href')).toBe('/sports');
    // The lobby opens on its first category, and the menu says so.
    await screen.findByText('Kirin Sports');
    expect(within(menu).getByRole('link', { name: 'Sports' }).getAttribute('aria-current')).toBe(
      'page',
    );
    act(() => slots.click());
    await screen.findByText('Jade Dragon');
    expect(view.location()).toBe('/home?category=50');
    expect(screen.getByRole('tab', { name: 'Slots' }).getAttribute('aria-selected')).toBe('true');
    expect(slots.getAttribute('aria-current')).toBe('page');
    // A tab chosen in the lobby is written to the address, so a reload or the way back keeps it.
    act(() => screen.getByRole('tab', { name: 'Sports' }).click());
    await screen.findByText('Kirin Sports');
    expect(view.location()).toBe('/home?category=3');
  });

  it('a category the catalogue no longer has shows the first one', async () => {
    server();
    renderApp('/home?category=999', 'desktop');
    await screen.findByText('Kirin Sports');
    const menu = screen.getByRole('navigation', { name: '游戏分类' });
    expect(within(menu).getByRole('link', { name: 'Sports' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
