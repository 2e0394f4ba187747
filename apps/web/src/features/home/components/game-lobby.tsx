import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { loadI18nPart } from '../../../i18n/index.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { loginHref } from '../../../lib/auth-paths.ts';
import { gamePath } from '../../../lib/game-path.ts';
import { imageUrl } from '../../../lib/images.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { isMaintenance, useGameList, type Game, type GameCategory } from '../api/get-game-list.ts';

/**
 * The toast's helpers load on the first tap on a game under maintenance, not with the lobby: the
 * lobby is part of the home page's first paint.
 */
async function toastMaintenance(text: string): Promise<void> {
  const { showToast } = await import('../../../components/feedback.ts');
  await showToast(text);
}

/**
 * How a category lays out its games: a venue category (sports, e-sports: a few venues) as wide
 * banners, one a row on a phone; the others (slots, tables, lottery: many games) as a dense grid
 * of square tiles, two or three a row on a phone.
 */
const lobbyLayout = (category: Pick<GameCategory, 'type'>): 'venues' | 'grid' =>
  category.type === 'venue' ? 'venues' : 'grid';

function GameCardBody({ game, down, wide }: { game: Game; down: boolean; wide: boolean }) {
  const { t } = useTranslation();
  const art = (wide && game.bigImgUrl) || game.imgUrl;
  return (
    <>
      {art ? (
        <img src={imageUrl(art)} alt="" loading="lazy" />
      ) : (
        <span className="game-card-art" aria-hidden="true" />
      )}
      <span className="game-card-name">{game.name}</span>
      {down && <span className="ribbon">{t('home.maintenance')}</span>}
    </>
  );
}

/**
 * A game: a link to its launch page (through log-in, and back, for a visitor). Under maintenance
 * (the game's or its venue's, or the whole category's) it cannot be launched: a tap says why.
 * The showcase home (showcase-home.tsx) lays out the same cards.
 */
export function GameCard({ game, category }: { game: Game; category: GameCategory }) {
  const wide = lobbyLayout(category) === 'venues';
  const { t } = useTranslation();
  const signedIn = useSessionStore((s) => s.token !== null);
  const down = isMaintenance(game.state) || isMaintenance(category.state);
  const className = `game-card-link${down ? ' is-maintenance' : ''}`;
  const path = gamePath(game, category.gameType);
  return (
    <li className={`game-card${down ? ' is-maintenance' : ''}`}>
      {down ? (
        <button
          type="button"
          className={className}
          aria-disabled="true"
          aria-label={`${game.name} ${t('home.maintenance')}`}
          onClick={() => void toastMaintenance(t('home.maintenanceToast'))}
        >
          <GameCardBody game={game} down wide={wide} />
        </button>
      ) : (
        <Link className={className} to={signedIn ? path : loginHref(path)} aria-label={game.name}>
          <GameCardBody game={game} down={false} wide={wide} />
        </Link>
      )}
    </li>
  );
}

/** The in-house sportsbook's place in the rail: not a venue of the catalogue, a page of ours. */
export const SPORTSBOOK_ID = -1;

/** The catalogue's tab icons of the sports game type (the server draws them for every type). */
export const SPORTSBOOK_ICONS = {
  icon_nor: '/media/games/type-sports.nor.svg',
  icon_sel: '/media/games/type-sports.sel.svg',
};

/** The lobby's tab, named in the query (`/home?category=3`). */
export const CATEGORY_PARAM = 'category';

/**
 * The matches of the 体育 category load with it, code and texts (the sports pages' part, which
 * those pages then find loaded): not with the home's first paint.
 */
export const SportsbookTiles = lazy(() =>
  Promise.all([import('./sportsbook-tiles.tsx'), loadI18nPart('sports')]).then(([m]) => m),
);

/**
 * The lobby: categories as a rail (mobile) or tabs (desktop, by CSS), the selected category's
 * games as cards. An empty catalogue is a friendly empty state, not an error.
 */
export function GameLobby({ layout }: { layout: 'mobile' | 'desktop' }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useGameList();
  // The chosen tab is in the address: a reload or the way back keeps it, and the desktop header's
  // menu links to it. useLocation and useNavigate: the first paint carries them already.
  const { search } = useLocation();
  const navigate = useNavigate();
  const selectedId = Number(new URLSearchParams(search).get(CATEGORY_PARAM));
  const baseId = useId();
  const panelId = `${baseId}panel`;

  if (isPending) return <SkeletonLines lines={6} />;
  if (isError) return <LoadError title={t('home.loadFailed')} onRetry={refetch} />;
  // The book follows the catalogue's categories (docs/decisions/sportsbook.md). Its tab needs no
  // more than these: its panel is the book's, never a list of games (the first paint's bytes).
  const sportsbook = {
    id: SPORTSBOOK_ID,
    name: t('home.sportsbook'),
    ...SPORTSBOOK_ICONS,
  } as GameCategory;
  const categories = [...data, sportsbook];
  const selected = categories.find((c) => c.id === selectedId) ?? categories[0];
  return (
    <section className={`lobby lobby-${layout}`} aria-label={t('home.categories')}>
      <div
        className="lobby-categories"
        role="tablist"
        aria-orientation={layout === 'mobile' ? 'vertical' : 'horizontal'}
      >
        {categories.map((category) => {
          const active = category.id === selected?.id;
          const icon = active ? category.icon_sel : category.icon_nor;
          return (
            <button
              key={category.id}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId}
              className={active ? 'is-active' : undefined}
              onClick={() => {
                const query = new URLSearchParams(search);
                query.set(CATEGORY_PARAM, String(category.id));
                void navigate(`?${query}`, { replace: true, preventScrollReset: true });
              }}
            >
              {icon && <img src={imageUrl(icon)} alt="" aria-hidden="true" />}
              <span>{category.name}</span>
            </button>
          );
        })}
      </div>
      {/* The panel wraps the list: a list keeps its own role (its items need it), so the tab
          panel's role goes on an element of its own. */}
      <div
        id={panelId}
        className="lobby-panel"
        role="tabpanel"
        aria-label={selected ? selected.title || selected.name : undefined}
      >
        {selected?.id === SPORTSBOOK_ID ? (
          <Suspense fallback={null}>
            <SportsbookTiles />
          </Suspense>
        ) : selected && selected.games.length > 0 ? (
          <ul className={`lobby-games lobby-games-${lobbyLayout(selected)}`}>
            {selected.games.map((game) => (
              <GameCard key={game.id} game={game} category={selected} />
            ))}
          </ul>
        ) : (
          <StateBlock kind="empty" title={t('home.emptyGames')} />
        )}
      </div>
    </section>
  );
}
