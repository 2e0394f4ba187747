import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import type { LayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { imageUrl } from '../../../lib/images.ts';
import { useGameList, type Game, type GameCategory } from '../api/get-game-list.ts';
import {
  CATEGORY_PARAM,
  GameCard,
  SPORTSBOOK_ICONS,
  SPORTSBOOK_ID,
  SportsbookTiles,
} from './game-lobby.tsx';

/** Tiles a category shows before "show all": two rows on a desktop, four on a phone. */
const FOLDED = 8;
/** Games in the hot strip: one from each tile category in turn, so every category is there. */
const HOT = 10;

const sectionId = (categoryId: number) => `showcase-category-${categoryId}`;

/**
 * The first games of each slots-like category, interleaved (wide venue art does not fit a strip);
 * a game listed in two categories (a table game under 真人 and 棋牌) is there once.
 */
function hotGames(categories: GameCategory[]): { game: Game; category: GameCategory }[] {
  const pools = categories.filter((c) => c.type !== 'venue' && c.games.length > 0);
  const out: { game: Game; category: GameCategory }[] = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < HOT && pools.some((c) => i < c.games.length); i += 1) {
    for (const category of pools) {
      const game = category.games[i];
      const key = `${game?.wallet_code}/${game?.code}`;
      if (!game || out.length >= HOT || seen.has(key)) continue;
      seen.add(key);
      out.push({ game, category });
    }
  }
  return out;
}

function SectionHead(props: { id: string; icon?: string; title: string; note?: string }) {
  const { id, icon, title, note } = props;
  return (
    <h2 id={id} className="showcase-head">
      {icon && <img src={imageUrl(icon)} alt="" aria-hidden="true" />}
      <span className="showcase-title">{title}</span>
      {note && <span className="showcase-note">{note}</span>}
    </h2>
  );
}

/** One category laid open: its games as large tiles, folded after two rows. */
function CategorySection({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = category.games.length;
  const shown = open ? category.games : category.games.slice(0, FOLDED);
  const headId = `${sectionId(category.id)}-head`;
  return (
    <section id={sectionId(category.id)} className="showcase-section" aria-labelledby={headId}>
      <SectionHead
        id={headId}
        icon={category.icon_sel || category.icon_nor}
        title={category.name}
        note={t('showcase.gamesCount', { count })}
      />
      {count > 0 ? (
        <ul className={`showcase-tiles is-${category.type === 'venue' ? 'venues' : 'grid'}`}>
          {shown.map((game) => (
            <GameCard key={game.id} game={game} category={category} />
          ))}
        </ul>
      ) : (
        <StateBlock kind="empty" title={t('home.emptyGames')} />
      )}
      {count > FOLDED && (
        <button
          type="button"
          className="showcase-more"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t('showcase.showLess') : t('showcase.showAll', { count })}
        </button>
      )}
    </section>
  );
}

/**
 * The in-house book and its matches. The matches (their code, texts and query) load when the
 * section nears the screen, as the standard lobby loads them when its 体育 tab is chosen.
 */
function SportsbookSection() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      { rootMargin: '300px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  const headId = `${sectionId(SPORTSBOOK_ID)}-head`;
  return (
    <section
      ref={ref}
      id={sectionId(SPORTSBOOK_ID)}
      className="showcase-section showcase-sportsbook"
      aria-labelledby={headId}
    >
      <SectionHead
        id={headId}
        icon={SPORTSBOOK_ICONS.icon_sel}
        title={t('home.sportsbook')}
        note={t('showcase.sportsbookDesc')}
      />
      {near && (
        <Suspense fallback={<SkeletonLines lines={2} />}>
          <SportsbookTiles />
        </Suspense>
      )}
    </section>
  );
}

/**
 * The showcase's lobby: a strip of hot games, a row of category chips, then the book and every
 * category under its heading. `?category=` (the desktop header's menu, a chip, a reload) scrolls
 * to that category's section, as it selects a tab in the standard lobby.
 */
export function ShowcaseLobby({ layout }: { layout: LayoutKind }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useGameList();
  const { search } = useLocation();
  const navigate = useNavigate();
  const selectedId = Number(new URLSearchParams(search).get(CATEGORY_PARAM));
  const ready = data !== undefined;

  useEffect(() => {
    if (!selectedId || !ready) return;
    document.getElementById(sectionId(selectedId))?.scrollIntoView?.({ block: 'start' });
  }, [selectedId, ready]);

  if (isPending) return <SkeletonLines lines={6} />;
  if (isError) return <LoadError title={t('home.loadFailed')} onRetry={refetch} />;
  const hot = hotGames(data);
  const chips = [
    { id: SPORTSBOOK_ID, name: t('home.sportsbook'), icon: SPORTSBOOK_ICONS.icon_nor },
    ...data.map((c) => ({ id: c.id, name: c.name, icon: c.icon_nor })),
  ];
  return (
    <div className={`showcase-lobby showcase-lobby-${layout}`}>
      {hot.length > 0 && (
        <section className="showcase-section" aria-labelledby="showcase-hot">
          <SectionHead id="showcase-hot" title={t('showcase.hotGames')} />
          <ul className="showcase-strip">
            {hot.map(({ game, category }) => (
              <GameCard key={`${category.id}-${game.id}`} game={game} category={category} />
            ))}
          </ul>
        </section>
      )}
      <nav className="showcase-chips" aria-label={t('showcase.jump')}>
        {chips.map((chip) => (
          <button
            key={chip.id}
            type="button"
            aria-current={chip.id === selectedId ? 'true' : undefined}
            onClick={() => {
              const query = new URLSearchParams(search);
              query.set(CATEGORY_PARAM, String(chip.id));
              void navigate(`?${query}`, { replace: true, preventScrollReset: true });
              // A second tap on the same chip (the address unchanged) still scrolls.
              document.getElementById(sectionId(chip.id))?.scrollIntoView?.({ block: 'start' });
            }}
          >
            {chip.icon && <img src={imageUrl(chip.icon)} alt="" aria-hidden="true" />}
            <span>{chip.name}</span>
          </button>
        ))}
      </nav>
      <SportsbookSection />
      {data.map((category) => (
        <CategorySection key={category.id} category={category} />
      ))}
    </div>
  );
}
