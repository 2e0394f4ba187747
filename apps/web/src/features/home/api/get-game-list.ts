import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData, HttpError } from '../../../lib/api-client.ts';

/** Spec §3 game entity. */
export type Game = {
  id: number | string;
  name: string;
  seq?: number;
  sort?: number;
  wallet_code?: string;
  imgUrl?: string;
  bigImgUrl?: string;
  desc?: string;
  official?: boolean | number;
  iconUrl?: string;
  state?: number | string;
};

/** Spec §3 game category, with its display data. */
export type GameCategory = {
  id: number | string;
  name: string;
  sort?: number;
  state?: number | string;
  games?: Game[];
  gameType?: number;
  type?: number | string;
  tabList?: Game[];
  icon_nor?: string;
  icon_sel?: string;
  title?: string;
};

export async function getGameList(): Promise<GameCategory[]> {
  try {
    const data = await apiData<{ list: GameCategory[] }>('/findmed/v1/game/list', {
      query: { show: 1 },
    });
    return [...data.list].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  } catch (error) {
    // Until the games module is deployed the endpoint does not exist: an empty lobby, not an error.
    if (error instanceof HttpError && error.status === 404) return [];
    throw error;
  }
}

export const gameListQuery = queryOptions({
  queryKey: ['game', 'list', { show: 1 }],
  queryFn: getGameList,
  staleTime: 60_000,
});

export const useGameList = () => useQuery(gameListQuery);

export const isMaintenance = (state: GameCategory['state'] | Game['state']) =>
  state === 2 || state === '2' || state === 'maintenance';
