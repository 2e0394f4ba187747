import {
  DEFAULT_LANG,
  type CatalogueState,
  type Game,
  type GameCategory,
  type GameList,
  type Lang,
} from '@kirin/contract';
import type { LocalizedText } from '../../../db/games-schema.ts';
import type {
  CatalogueRows,
  CategoryRecord,
  GameRecord,
  VenueRecord,
} from './catalogue.repository.ts';

/** A venue as other modules use it (modules/venues): where it is, how to speak to it, its state. */
export type VenueRow = {
  readonly code: string;
  readonly names: Readonly<LocalizedText>;
  readonly adapter: string;
  readonly baseUrl: string;
  readonly credentials: Readonly<Record<string, string>>;
  readonly currency: string;
  readonly state: CatalogueState;
  readonly embeddable: boolean;
  readonly sort: number;
};

/** A game as launch needs it: its own state and its category's, the venue's is in `VenueRow`. */
export type GameRow = {
  readonly id: number;
  readonly code: string;
  readonly venueCode: string;
  readonly names: Readonly<LocalizedText>;
  readonly state: CatalogueState;
  readonly categoryState: CatalogueState;
  readonly gameType: number;
};

/** The member's language, else zh-CN (the source language), else any text there is. */
export function localized(text: Readonly<LocalizedText>, lang: Lang): string {
  return text[lang] || text[DEFAULT_LANG] || Object.values(text).find(Boolean) || '';
}

export function venueRow(v: VenueRecord): VenueRow {
  return {
    code: v.code,
    names: v.names,
    adapter: v.adapter,
    baseUrl: v.baseUrl,
    credentials: v.credentials,
    currency: v.currency,
    state: v.state,
    embeddable: v.embeddable,
    sort: v.sort,
  };
}

export function gameRow(g: GameRecord, category: CategoryRecord | undefined): GameRow {
  return {
    id: g.id,
    code: g.code,
    venueCode: g.venueCode,
    names: g.names,
    state: g.state,
    // A game whose category vanished cannot be reached from the lobby: treat it as switched off.
    categoryState: category?.state ?? 'off',
    gameType: category?.gameType ?? 0,
  };
}

/**
 * `show=1` is what the lobby shows: categories with at least one game to show. Without it the
 * empty categories come too (a tab the operator is still filling). `off` never reaches members.
 */
export type ListOptions = { lang: Lang; gameTypeIds: readonly number[]; show: boolean };

/**
 * The member catalogue: the site's categories whose game type the brand lists, in the brand's
 * order and then by `sort`; `off` categories, games and venues left out; a game of a venue under
 * maintenance reports `maintenance`.
 */
export function buildGameList(rows: CatalogueRows, options: ListOptions): GameList {
  const { lang } = options;
  const venueState = new Map(rows.venues.map((v) => [v.code, v.state]));
  const gamesByCategory = new Map<number, GameRecord[]>();
  for (const g of rows.games) {
    const list = gamesByCategory.get(g.categoryId);
    if (list) list.push(g);
    else gamesByCategory.set(g.categoryId, [g]);
  }
  const bySortThenId = (a: { sort: number; id: number }, b: { sort: number; id: number }) =>
    a.sort - b.sort || a.id - b.id;

  const list: GameCategory[] = [];
  for (const gameType of new Set(options.gameTypeIds)) {
    const categories = rows.categories
      .filter((c) => c.gameType === gameType && c.state !== 'off')
      .sort(bySortThenId);
    for (const c of categories) {
      const shown: Game[] = [];
      for (const g of [...(gamesByCategory.get(c.id) ?? [])].sort(bySortThenId)) {
        const venue = venueState.get(g.venueCode);
        // A game without its venue could not be launched; it is as good as off.
        if (g.state === 'off' || venue === undefined || venue === 'off') continue;
        shown.push(gameView(g, lang, venue === 'maintenance' ? 'maintenance' : g.state));
      }
      if (options.show && shown.length === 0) continue;
      list.push({
        id: c.id,
        name: localized(c.names, lang),
        sort: c.sort,
        state: c.state,
        gameType: c.gameType,
        type: c.type,
        games: shown,
        tabList: shown,
        icon_nor: c.iconNor,
        icon_sel: c.iconSel,
        title: localized(c.titles, lang),
      });
    }
  }
  return { list };
}

function gameView(g: GameRecord, lang: Lang, state: CatalogueState): Game {
  return {
    id: g.id,
    name: localized(g.names, lang),
    seq: g.seq,
    sort: g.sort,
    wallet_code: g.venueCode,
    code: g.code,
    imgUrl: g.imgUrl,
    bigImgUrl: g.bigImgUrl,
    desc: localized(g.descs, lang),
    official: g.official,
    iconUrl: g.iconUrl,
    state,
  };
}

// Operator views.

/**
 * Credentials as operators see them: enough to recognise a value, never enough to use it.
 * Short values hide everything; longer ones keep their last four characters.
 */
export function maskSecret(value: string): string {
  return value.length >= 12 ? `****${value.slice(-4)}` : '****';
}

export function maskCredentials(credentials: Readonly<Record<string, string>>) {
  return Object.fromEntries(Object.entries(credentials).map(([k, v]) => [k, maskSecret(v)]));
}

export function adminVenueView(v: VenueRecord) {
  return {
    id: v.id,
    site: v.siteCode,
    code: v.code,
    names: v.names,
    adapter: v.adapter,
    baseUrl: v.baseUrl,
    credentials: maskCredentials(v.credentials),
    currency: v.currency,
    state: v.state,
    embeddable: v.embeddable,
    sort: v.sort,
  };
}

export function adminCategoryView(c: CategoryRecord) {
  return {
    id: c.id,
    site: c.siteCode,
    gameType: c.gameType,
    type: c.type,
    names: c.names,
    titles: c.titles,
    iconNor: c.iconNor,
    iconSel: c.iconSel,
    sort: c.sort,
    state: c.state,
  };
}

export function adminGameView(g: GameRecord) {
  return {
    id: g.id,
    site: g.siteCode,
    categoryId: g.categoryId,
    venueCode: g.venueCode,
    code: g.code,
    names: g.names,
    descs: g.descs,
    seq: g.seq,
    sort: g.sort,
    imgUrl: g.imgUrl,
    bigImgUrl: g.bigImgUrl,
    iconUrl: g.iconUrl,
    official: g.official,
    state: g.state,
  };
}

export type AdminVenueView = ReturnType<typeof adminVenueView>;
export type AdminCategoryView = ReturnType<typeof adminCategoryView>;
export type AdminGameView = ReturnType<typeof adminGameView>;
