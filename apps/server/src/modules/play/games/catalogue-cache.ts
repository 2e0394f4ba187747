import { createHash } from 'node:crypto';
import type { GameList, Lang } from '@kirin/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { ok } from '../../../lib/errors.ts';
import {
  buildGameList,
  gameRow,
  venueRow,
  type GameRow,
  type ListOptions,
  type VenueRow,
} from './catalogue-view.ts';
import { catalogueVersion, loadCatalogue, type CatalogueRows } from './catalogue.repository.ts';
import type { DataCipher } from '../../../lib/data-cipher.ts';

/** A member list ready to send: the envelope's UTF-8 bytes, encoded once, and its strong ETag. */
export type CachedList = { body: GameList; json: Buffer; etag: string };

/** One site's catalogue as this node holds it, with the version it was read at. */
type Snapshot = {
  version: number;
  /** When the version was last compared with the database's (ms since the epoch). */
  checkedAtMs: number;
  rows: CatalogueRows;
  venues: readonly VenueRow[];
  venueByCode: ReadonlyMap<string, VenueRow>;
  gameById: ReadonlyMap<number, GameRow>;
  /** Built on first use: `venueCode:code` → game. */
  gameByCode?: ReadonlyMap<string, GameRow>;
  lists: Map<string, CachedList>;
};

/** `"` + 128 bits of SHA-256 in base64url + `"`: strong, short, and the same on every node. */
export function etagOf(json: string): string {
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`;
}

/**
 * Each site's catalogue in memory. Requests are answered from it without touching the database;
 * `drop` (an operator change here or, through the bus, on another node) empties a site, and at
 * most every `recheckMs` one request per site compares the stored version with the database's,
 * which catches a change whose message was lost.
 */
export class CatalogueCache {
  private readonly sites = new Map<string, Snapshot>();
  private readonly loading = new Map<string, Promise<Snapshot>>();
  /** Bumped by `drop`: a load that started before a drop must not store what it read. */
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly db: DbOrTx,
    private readonly cipher: DataCipher,
    private readonly recheckMs: number,
    /** Told when a recheck finds a change that no message announced. */
    private readonly onMissedChange: (siteCode: string) => void = () => {},
    private readonly nowMs: () => number = () => Date.now(),
  ) {}

  drop(siteCode: string): void {
    this.generations.set(siteCode, this.generation(siteCode) + 1);
    this.sites.delete(siteCode);
    this.loading.delete(siteCode);
  }

  async venues(siteCode: string): Promise<readonly VenueRow[]> {
    return (await this.snapshot(siteCode)).venues;
  }

  async venue(siteCode: string, code: string): Promise<VenueRow | undefined> {
    return (await this.snapshot(siteCode)).venueByCode.get(code);
  }

  async game(siteCode: string, id: number): Promise<GameRow | undefined> {
    return (await this.snapshot(siteCode)).gameById.get(id);
  }

  /** Games by venue and the venue's own game code, for naming what a venue reports. */
  async gamesByCode(siteCode: string): Promise<ReadonlyMap<string, GameRow>> {
    const snapshot = await this.snapshot(siteCode);
    snapshot.gameByCode ??= new Map(
      [...snapshot.gameById.values()].map((g) => [`${g.venueCode}:${g.code}`, g]),
    );
    return snapshot.gameByCode;
  }

  async list(siteCode: string, options: ListOptions): Promise<CachedList> {
    const snapshot = await this.snapshot(siteCode);
    const key = listKey(options.lang, options.show, options.gameTypeIds);
    let cached = snapshot.lists.get(key);
    if (!cached) {
      const body = buildGameList(snapshot.rows, options);
      const text = JSON.stringify(ok(body));
      cached = { body, json: Buffer.from(text, 'utf8'), etag: etagOf(text) };
      snapshot.lists.set(key, cached);
    }
    return cached;
  }

  private generation(siteCode: string): number {
    return this.generations.get(siteCode) ?? 0;
  }

  private snapshot(siteCode: string): Promise<Snapshot> | Snapshot {
    const cached = this.sites.get(siteCode);
    if (cached && this.nowMs() - cached.checkedAtMs < this.recheckMs) return cached;
    const running = this.loading.get(siteCode);
    if (running) return running;
    // While the database cannot be read, what we had stays better than an error page.
    const started = this.refresh(siteCode, cached)
      .catch((error: unknown) => {
        if (cached) return cached;
        throw error;
      })
      .finally(() => {
        if (this.loading.get(siteCode) === started) this.loading.delete(siteCode);
      });
    this.loading.set(siteCode, started);
    return started;
  }

  private async refresh(siteCode: string, cached: Snapshot | undefined): Promise<Snapshot> {
    const generation = this.generation(siteCode);
    const startedAtMs = this.nowMs();
    // The version is read before the rows: a change committed in between leaves the snapshot
    // with an older version than the database's, so the next recheck reloads it.
    const version = await catalogueVersion(this.db, siteCode);
    if (cached && cached.version === version) {
      if (generation === this.generation(siteCode)) cached.checkedAtMs = startedAtMs;
      return cached;
    }
    if (cached) this.onMissedChange(siteCode);
    const rows = await loadCatalogue(this.db, this.cipher, siteCode);
    const snapshot = makeSnapshot(version, startedAtMs, rows);
    if (generation === this.generation(siteCode)) this.sites.set(siteCode, snapshot);
    return snapshot;
  }
}

function listKey(lang: Lang, show: boolean, gameTypeIds: readonly number[]): string {
  // The brand's game types are part of the key: a brand file changed on another node reaches
  // this one through the site cache, and must not be answered with the old order.
  return `${lang}|${show ? 1 : 0}|${gameTypeIds.join(',')}`;
}

function makeSnapshot(version: number, checkedAtMs: number, rows: CatalogueRows): Snapshot {
  const venues = rows.venues.map(venueRow);
  const categories = new Map(rows.categories.map((c) => [c.id, c]));
  return {
    version,
    checkedAtMs,
    rows,
    venues,
    venueByCode: new Map(venues.map((v) => [v.code, v])),
    gameById: new Map(rows.games.map((g) => [g.id, gameRow(g, categories.get(g.categoryId))])),
    lists: new Map(),
  };
}
