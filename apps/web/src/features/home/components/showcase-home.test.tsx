import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_LIST_PATH, activityDetailPath } from '@kirin/contract';
import { initI18n } from '../../../i18n/index.ts';
import { loginHref } from '../../../lib/auth-paths.ts';
import { gamePath } from '../../../lib/game-path.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { homeServer, renderHome } from '../testing/render-home.tsx';

// This file's build is a showcase brand's (brand.json `homeLayout: "showcase"`, as hgty's): the
// build's constant (vite.config.ts `define`), which vitest keeps on globalThis, set before the
// home's module reads it.
vi.hoisted(() => {
  (globalThis as { __HOME_LAYOUT__?: string }).__HOME_LAYOUT__ = 'showcase';
});

const scrolled: string[] = [];

beforeAll(() => initI18n('zh-CN'));
beforeEach(() => {
  useSessionStore.getState().clearSession();
  scrolled.length = 0;
  // jsdom lays nothing out: record which section a chip or the address scrolls to.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }).closest('section')!;

describe('the showcase home', () => {
  it.each(['mobile', 'desktop'] as const)(
    '%s: hero, promotions, hot games, category chips, then every category laid open',
    async (layout) => {
      homeServer();
      const view = renderHome(layout === 'mobile' ? '/app/home' : '/home', layout);
      await screen.findByText('Kirin Sports');
      const root = view.container.querySelector('.home')!;
      expect(root.className).toContain(`showcase-${layout}`);
      // No tabs: the standard lobby is not there.
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(screen.getAllByRole('group', { name: /\d \/ 3/ })).toHaveLength(3);
      const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(headings).toEqual([
        '优惠活动',
        '热门游戏',
        '体育滚球 · 串关 · 热门赛事',
        'Sports1 款',
        'Slots10 款',
        'Tables1 款',
      ]);
      // The page reads top to bottom in the order the layout promises.
      const order = [...root.children].map((el) => el.className.split(' ')[0]);
      expect(order.slice(0, 4)).toEqual([
        'showcase-hero',
        'showcase-section',
        'notice-marquee',
        'showcase-lobby',
      ]);
      const chips = screen.getByRole('navigation', { name: '游戏分类导航' });
      expect(
        within(chips)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['体育', 'Sports', 'Slots', 'Tables']);
    },
  );

  it('lists the activities, each opening its page, then the way to all of them', async () => {
    homeServer();
    renderHome('/app/home');
    const rail = section('优惠活动');
    const first = await within(rail).findByRole('link', { name: /首存加赠/ });
    expect(first.getAttribute('href')).toBe(activityDetailPath(7));
    const links = within(rail).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      activityDetailPath(7),
      activityDetailPath(8),
      ACTIVITY_LIST_PATH,
    ]);
    expect(links[2]!.textContent).toContain('全部活动');
  });

  it('game tiles open the game they name, through log-in for a visitor', async () => {
    homeServer();
    renderHome('/app/home');
    await screen.findByText('Kirin Sports');
    const sports = within(section('Sports')).getByRole('link', { name: 'Kirin Sports' });
    const path = gamePath({ id: 1, name: 'Kirin Sports', code: 'game-1' }, 3);
    expect(sports.getAttribute('href')).toBe(loginHref(path));
    // Venue art is the wide picture; slots keep their square one.
    expect(sports.querySelector('img')?.getAttribute('src')).toContain('game-1.wide.svg');
    const slot = within(section('Slots')).getByRole('link', { name: 'Slot 10' });
    expect(slot.querySelector('img')?.getAttribute('src')).toContain('game-10.svg');
    // The hot strip interleaves the tile categories and opens the same games.
    const hot = within(section('热门游戏')).getAllByRole('link');
    expect(hot.slice(0, 3).map((a) => a.getAttribute('aria-label'))).toEqual([
      'Slot 10',
      'Baccarat',
      'Slot 12',
    ]);
    expect(hot[1]!.getAttribute('href')).toBe(
      loginHref(gamePath({ id: 30, name: 'Baccarat', code: 'game-30' }, 7)),
    );
    // A game under maintenance cannot be launched, as in the standard lobby.
    const down = within(section('Slots')).getByRole('button', { name: 'Slot 11 维护中' });
    expect(down.getAttribute('aria-disabled')).toBe('true');
  });

  it('opens games directly for a signed-in member', async () => {
    homeServer();
    useSessionStore.getState().setToken('t-1');
    renderHome('/app/home');
    const tile = await screen.findByRole('link', { name: 'Kirin Sports' });
    expect(tile.getAttribute('href')).toBe(
      gamePath({ id: 1, name: 'Kirin Sports', code: 'game-1' }, 3),
    );
  });

  it('folds a long category after two rows, and unfolds it', async () => {
    homeServer();
    renderHome('/app/home');
    await screen.findByText('Kirin Sports');
    const slots = section('Slots');
    const tiles = () => within(slots).getAllByRole('listitem').length;
    expect(tiles()).toBe(8);
    const more = within(slots).getByRole('button', { name: '查看全部 10 款' });
    act(() => more.click());
    expect(tiles()).toBe(10);
    expect(more.getAttribute('aria-expanded')).toBe('true');
  });

  it('the book opens the sportsbook', async () => {
    homeServer();
    renderHome('/app/home');
    await screen.findByText('Kirin Sports');
    const book = await within(section('体育')).findByRole('link', {
      name: '体育赛事 · 滚球 · 串关',
    });
    expect(book.getAttribute('href')).toBe('/sports');
  });

  it('scrolls to the category the address names (the desktop header’s menu) or a chip picks', async () => {
    homeServer();
    const view = renderHome('/home?category=50', 'desktop');
    await screen.findByText('Kirin Sports');
    expect(scrolled).toContain('showcase-category-50');
    const chips = screen.getByRole('navigation', { name: '游戏分类导航' });
    expect(within(chips).getByRole('button', { name: 'Slots' }).getAttribute('aria-current')).toBe(
      'true',
    );
    act(() => within(chips).getByRole('button', { name: 'Tables' }).click());
    expect(view.location()).toBe('/home?category=7');
    expect(scrolled).toContain('showcase-category-7');
  });
});
