import type { CatalogueState } from '@kirin/contract';
import { api } from '../../lib/api.ts';

type Localized = Record<string, string>;

export type AdminVenue = {
  id: number;
  site: string;
  code: string;
  names: Localized;
  adapter: string;
  baseUrl: string;
  /** Masked: `****` and the last 4. */
  credentials: Record<string, string>;
  currency: string;
  state: CatalogueState;
  embeddable: boolean;
  sort: number;
};

export type AdminCategory = {
  id: number;
  site: string;
  gameType: number;
  type: string;
  names: Localized;
  titles: Localized;
  iconNor: string;
  iconSel: string;
  sort: number;
  state: CatalogueState;
};

export type AdminGame = {
  id: number;
  site: string;
  categoryId: number;
  venueCode: string;
  code: string;
  names: Localized;
  descs: Localized;
  seq: number;
  sort: number;
  imgUrl: string;
  bigImgUrl: string;
  iconUrl: string;
  official: boolean;
  state: CatalogueState;
};

export type CatalogueKind = 'venues' | 'categories' | 'games';

export const listVenues = (site: string) =>
  api<{ list: AdminVenue[] }>('/games/venues', { query: { site } });
export const listCategories = (site: string) =>
  api<{ list: AdminCategory[] }>('/games/categories', { query: { site } });
export const listGames = (site: string, categoryId?: number) =>
  api<{ list: AdminGame[] }>('/games/games', { query: { site, categoryId } });

/** On, under maintenance or off: a venue's state reaches its games, a category's its tiles. */
export const setCatalogueState = (kind: CatalogueKind, id: number, state: CatalogueState) =>
  api<unknown>(`/games/${kind}/${id}/state`, { body: { state } });

/** The place in the member site's order (smaller first). */
export const setCatalogueSort = (kind: CatalogueKind, id: number, sort: number) =>
  api<unknown>(`/games/${kind}/${id}`, { body: { sort } });
