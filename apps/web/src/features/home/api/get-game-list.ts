import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueState, Game, GameCategory, GameList } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';

export type { Game, GameCategory };

/**
 * Spec §3 catalogue, in the server's order (the brand's game types first, then each category's
 * sort); `off` entries are dropped.
 */
export async function getGameList(): Promise<GameCategory[]> {
  const data = await apiData<GameList>('/findmed/v1/game/list', { query: { show: 1 } });
  // `off` never reaches members (contract); dropping it here keeps a stale cache honest too.
  return data.list
    .filter((category) => category.state !== 'off')
    .map((category) => ({
      ...category,
      games: (category.games ?? category.tabList ?? []).filter((game) => game.state !== 'off'),
    }));
}

export const gameListQuery = queryOptions({
  queryKey: ['game', 'list', { show: 1 }],
  queryFn: getGameList,
  staleTime: 60_000,
});

export const useGameList = () => useQuery(gameListQuery);

export const isMaintenance = (state: CatalogueState | undefined) => state === 'maintenance';
