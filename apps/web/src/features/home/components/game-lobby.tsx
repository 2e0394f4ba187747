import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { imageUrl } from '../../../lib/images.ts';
import { isMaintenance, useGameList, type Game, type GameCategory } from '../api/get-game-list.ts';

function GameCard({ game }: { game: Game }) {
  const { t } = useTranslation();
  const down = isMaintenance(game.state);
  return (
    <li className={`game-card${down ? ' is-maintenance' : ''}`}>
      {game.imgUrl ? (
        <img src={imageUrl(game.imgUrl)} alt={game.name} loading="lazy" />
      ) : (
        <div className="game-card-art" aria-hidden="true" />
      )}
      <span className="game-card-name">{game.name}</span>
      {down && <span className="ribbon">{t('home.maintenance')}</span>}
    </li>
  );
}

/**
 * The lobby: categories as a rail (mobile) or tabs (desktop, by CSS), the selected category's
 * games as cards. An empty catalogue is a friendly empty state, not an error.
 */
export function GameLobby({ layout }: { layout: 'mobile' | 'desktop' }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useGameList();
  const [selectedId, setSelectedId] = useState<GameCategory['id'] | undefined>(undefined);

  if (isPending) return <SkeletonLines lines={6} />;
  if (isError) {
    return (
      <StateBlock kind="error" title={t('home.loadFailed')}>
        <button type="button" className="button-secondary" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </StateBlock>
    );
  }
  if (data.length === 0) return <StateBlock kind="empty" title={t('home.emptyGames')} />;
  const selected = data.find((c) => c.id === selectedId) ?? data[0];
  const games = selected?.games ?? selected?.tabList ?? [];
  return (
    <section className={`lobby lobby-${layout}`} aria-label={t('home.categories')}>
      <div
        className="lobby-categories"
        role="tablist"
        aria-orientation={layout === 'mobile' ? 'vertical' : 'horizontal'}
      >
        {data.map((category) => {
          const active = category.id === selected?.id;
          const icon = active ? category.icon_sel : category.icon_nor;
          return (
            <button
              key={category.id}
              type="button"
              role="tab"
              aria-selected={active}
              className={active ? 'is-active' : undefined}
              onClick={() => setSelectedId(category.id)}
            >
              {icon && <img src={imageUrl(icon)} alt="" aria-hidden="true" />}
              <span>{category.title ?? category.name}</span>
            </button>
          );
        })}
      </div>
      <ul className="lobby-games" role="tabpanel">
        {games.map((game) => (
          <GameCard key={game.id} game={game} />
        ))}
      </ul>
    </section>
  );
}
