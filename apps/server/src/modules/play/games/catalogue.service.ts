import type { Redis } from 'ioredis';
import type { CatalogueState, Lang } from '@kirin/contract';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { SiteService } from '../../platform/site/site.service.ts';
import { CatalogueAdminService } from './catalogue-admin.service.ts';
import { CatalogueBus, catalogueChannel } from './catalogue-bus.ts';
import { CatalogueCache, type CachedList } from './catalogue-cache.ts';
import { seedCatalogue, type SeedSite } from './catalogue-seed.ts';
import { localized, type GameRow, type VenueRow } from './catalogue-view.ts';
import type { DataCipher } from '../../../lib/data-cipher.ts';
import { resealVenueCredentials } from './catalogue.repository.ts';

export type { GameRow, VenueRow } from './catalogue-view.ts';

export type CatalogueOptions = {
  /**
   * How often, at most, one request per site compares the cached version with the database's:
   * the safety net for a change whose message did not arrive (or a node without Redis).
   */
  recheckMs?: number;
};

export const DEFAULT_RECHECK_MS = 5000;

type Log = { warn(obj: object, msg: string): void };

/**
 * The game catalogue of each site: venues, categories and games. Reads come from memory (see
 * CatalogueCache); operator changes (`admin`) bump the site's version in the database, drop this
 * node's cache and tell the other nodes over Redis when there is one.
 */
export class CatalogueService {
  readonly admin: CatalogueAdminService;
  private readonly cache: CatalogueCache;
  private readonly listeners = new Set<(siteCode: string) => void>();
  private bus: CatalogueBus | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'venues'>,
    private readonly deps: { audit: AuditService; sites: SiteService; dataCipher: DataCipher },
    options: CatalogueOptions = {},
  ) {
    this.cache = new CatalogueCache(
      db,
      deps.dataCipher,
      options.recheckMs ?? DEFAULT_RECHECK_MS,
      (siteCode) => this.notify(siteCode),
    );
    this.admin = new CatalogueAdminService(db, {
      ...deps,
      changed: (siteCode) => this.changed(siteCode),
    });
  }

  /** At start: every venue's credentials sealed under the current data key. */
  resealCredentials(): Promise<number> {
    return resealVenueCredentials(this.db, this.deps.dataCipher);
  }

  /** Every venue of the site, whatever its state, by `sort` then code. */
  async venues(siteCode: string): Promise<VenueRow[]> {
    return [...(await this.cache.venues(siteCode))];
  }

  async venue(siteCode: string, code: string): Promise<VenueRow | undefined> {
    return this.cache.venue(siteCode, code);
  }

  /** The venues members may see (not `off`), named in `lang`. */
  async venueNames(
    siteCode: string,
    lang: Lang,
  ): Promise<{ code: string; name: string; state: CatalogueState }[]> {
    return (await this.cache.venues(siteCode))
      .filter((v) => v.state !== 'off')
      .map((v) => ({ code: v.code, name: localized(v.names, lang), state: v.state }));
  }

  /** Any game of the site by id, `off` ones included: the caller decides what a state allows. */
  async game(siteCode: string, id: number): Promise<GameRow | undefined> {
    return this.cache.game(siteCode, id);
  }

  /**
   * A venue's game by its own code, named in `lang` (the same game may sit in several categories;
   * any of them names it). Undefined for a code the catalogue does not list.
   */
  async gameName(
    siteCode: string,
    venueCode: string,
    code: string,
    lang: Lang,
  ): Promise<string | undefined> {
    const game = (await this.cache.gamesByCode(siteCode)).get(`${venueCode}:${code}`);
    return game ? localized(game.names, lang) : undefined;
  }

  /**
   * The member catalogue (see buildGameList) with its envelope already serialized, as the route
   * sends it, and its ETag; `show` as the route's `show=1`.
   */
  cachedList(
    siteCode: string,
    lang: Lang,
    gameTypeIds: readonly number[],
    show: boolean,
  ): Promise<CachedList> {
    return this.cache.list(siteCode, { lang, gameTypeIds, show });
  }

  /** Called with the site code after any change to a site's catalogue, here or on another node. */
  onChange(listener: (siteCode: string) => void): () => boolean {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Shares changes with the other nodes over Redis (`<namespace>catalogue`). Answers a function
   * that closes the subscription.
   */
  async connect(redis: Redis, namespace: string, log: Log): Promise<() => Promise<void>> {
    const bus = new CatalogueBus(redis, catalogueChannel(namespace), log);
    this.bus = bus;
    await bus.listen((siteCode) => this.dropped(siteCode));
    return async () => {
      if (this.bus === bus) this.bus = undefined;
      await bus.close();
    };
  }

  /** Demo data for a site (idempotent); see catalogue-seed.ts. */
  async seedDemo(site: SeedSite): Promise<boolean> {
    const seeded = await seedCatalogue(this.db, this.deps.dataCipher, site, this.config.venues);
    this.changed(site.code);
    return seeded;
  }

  private changed(siteCode: string): void {
    this.dropped(siteCode);
    this.bus?.publish(siteCode);
  }

  private dropped(siteCode: string): void {
    this.cache.drop(siteCode);
    this.notify(siteCode);
  }

  private notify(siteCode: string): void {
    for (const listener of this.listeners) {
      // The change is committed already: a listener's failure must not turn it into an error.
      try {
        listener(siteCode);
      } catch {
        // Nothing to undo: a listener that failed to refresh catches up on the next change.
      }
    }
  }
}
