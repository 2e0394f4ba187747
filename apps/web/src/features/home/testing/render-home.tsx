// Renders the home alone (its route, the query client, the layout), for the home's own tests; the
// page tests in app/routes render it inside the whole route tree.
import { useQuery } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { GameCategory, PromoListItem } from '@kirin/contract';
import type { LayoutKind } from '../../../hooks/use-layout-kind.ts';
import { mockApi, ok, siteConfig } from '../../../testing/api-mock.ts';
import { renderRouter } from '../../../testing/render-router.tsx';
import { HomePage } from '../components/home-page.tsx';

export const game = (id: number, name: string, state: 'on' | 'maintenance' = 'on') => ({
  id,
  name,
  seq: id,
  sort: id,
  wallet_code: 'kgame',
  code: `game-${id}`,
  imgUrl: `/media/games/game-${id}.svg`,
  bigImgUrl: `/media/games/game-${id}.wide.svg`,
  desc: '',
  official: false,
  iconUrl: '',
  state,
});

export const category = (
  id: number,
  name: string,
  type: string,
  games: ReturnType<typeof game>[],
): GameCategory => ({
  id,
  name,
  sort: id,
  state: 'on',
  gameType: id,
  type,
  games,
  tabList: games,
  icon_nor: '',
  icon_sel: '',
  title: name,
});

export const promo = (id: number, title: string): PromoListItem => ({
  id,
  kind: 'apply',
  title,
  summary: `${title} summary`,
  bannerUrl: '',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  canApply: true,
  application: null,
});

/** A catalogue of one venue category, one slots category of ten games (one down), one table. */
export function homeServer() {
  const slots = Array.from({ length: 10 }, (_, i) =>
    game(10 + i, `Slot ${10 + i}`, i === 1 ? 'maintenance' : 'on'),
  );
  return mockApi({
    '/findmed/v1/md': ok(siteConfig()),
    '/findmed/v1/game/list': ok({
      list: [
        category(3, 'Sports', 'venue', [game(1, 'Kirin Sports')]),
        category(50, 'Slots', 'grid', slots),
        category(7, 'Tables', 'grid', [game(30, 'Baccarat')]),
      ],
    }),
    '/sports/v1/events': ok({ list: [] }),
  });
}

/**
 * The activities query, as the page that composes the home passes it (the promotions feature's);
 * a spy, so that a test can tell whether the home asked for them.
 */
export const usePromotions = vi.fn(() =>
  useQuery({
    queryKey: ['test-promotions'],
    queryFn: async () => [promo(7, '首存加赠'), promo(8, '周末返水')],
  }),
);

export function renderHome(url: string, layout: LayoutKind = 'mobile') {
  const router = createMemoryRouter(
    [
      { path: '/app/home', element: <HomePage usePromotions={usePromotions} /> },
      { path: '/home', element: <HomePage usePromotions={usePromotions} /> },
    ],
    { initialEntries: [url] },
  );
  return renderRouter(router, layout);
}
