import type { CatalogueState, Lang } from '@kirin/contract';
import { DomainError } from '../../../lib/errors.ts';
import type { VenueAdapter, VenueConnection } from './venue-adapter.ts';
import { SimVenueAdapter } from './sim/sim-adapter.ts';

/** A site's venue as the catalogue keeps it (modules/games owns the table). */
export type VenueInfo = VenueConnection & {
  names: Record<string, string>;
  state: CatalogueState;
  embeddable: boolean;
  sort: number;
};

export type GameInfo = {
  id: number;
  code: string;
  venueCode: string;
  names: Record<string, string>;
  state: CatalogueState;
  categoryState: CatalogueState;
  gameType: number;
};

/** What this module needs from the catalogue; `services.catalogue` provides it. */
export interface VenueDirectory {
  venue(siteCode: string, code: string): Promise<VenueInfo | undefined>;
  venues(siteCode: string): Promise<VenueInfo[]>;
  game(siteCode: string, id: number): Promise<GameInfo | undefined>;
  gameName(
    siteCode: string,
    venueCode: string,
    code: string,
    lang: Lang,
  ): Promise<string | undefined>;
}

export const venueName = (venue: Pick<VenueInfo, 'names' | 'code'>, lang: string) =>
  venue.names[lang] ?? venue.names['zh-CN'] ?? venue.code;

type Factory = (connection: VenueConnection, timeoutMs: number) => VenueAdapter;

const FACTORIES: Record<string, Factory> = {
  sim: (connection, timeoutMs) => new SimVenueAdapter(connection, timeoutMs),
};

/** Adapters by connection; a venue whose URL or credentials change gets a fresh one. */
export class VenueAdapters {
  private readonly cache = new Map<string, VenueAdapter>();

  constructor(
    private readonly timeoutMs: number,
    /** Where a venue with no base URL of its own lives: VENUE_URL, or the demo simulator. */
    private readonly defaultUrl: () => string | undefined = () => undefined,
  ) {}

  for(venue: VenueConnection): VenueAdapter {
    const connection = { ...venue, baseUrl: venue.baseUrl || (this.defaultUrl() ?? '') };
    const key = JSON.stringify([
      connection.code,
      connection.adapter,
      connection.baseUrl,
      connection.credentials,
      connection.currency,
    ]);
    let adapter = this.cache.get(key);
    if (!adapter) {
      const factory = FACTORIES[connection.adapter];
      // An operator may name an adapter this build lacks: members are told the venue is out of
      // reach, as when it does not answer, rather than get a server error.
      if (!factory) throw new DomainError('VENUE_UNAVAILABLE');
      adapter = factory(connection, this.timeoutMs);
      this.cache.set(key, adapter);
    }
    return adapter;
  }

  async close(): Promise<void> {
    const adapters = [...this.cache.values()];
    this.cache.clear();
    await Promise.all(adapters.map((a) => a.close()));
  }
}
