import { createHmac } from 'node:crypto';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { DEMO_CATEGORIES, DEMO_VENUES } from './catalogue-seed-data.ts';
import {
  bumpCatalogueVersion,
  countCategories,
  insertCategory,
  insertGames,
  insertVenue,
} from './catalogue.repository.ts';
import { artUrl, categoryIconSlug } from './game-art.ts';
import type { DataCipher } from '../../../lib/data-cipher.ts';

/** The demo venue's operator id for a site and the secret it signs with (venue-protocol.md). */
export function demoVenueCredentials(siteCode: string, masterSecret: string) {
  const operator = `kirin-${siteCode}`;
  return { operator, secret: createHmac('sha256', masterSecret).update(operator).digest('hex') };
}

export type SeedSite = { code: string; brand: { currency: string; gameTypeIds: number[] } };

/**
 * Gives a site the demo venues (`kgame`, and `kslots` under maintenance) and, when it has no
 * categories yet, one category per game type of its brand with a few games each. Venues it
 * already has and any existing catalogue are left alone. Answers whether categories were added.
 */
export async function seedCatalogue(
  db: Db,
  cipher: DataCipher,
  site: SeedSite,
  venueConfig: Pick<Config['venues'], 'url' | 'secret'>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    let venuesAdded = false;
    for (const [code, venue] of Object.entries(DEMO_VENUES)) {
      const added = await insertVenue(tx, cipher, {
        siteCode: site.code,
        code,
        names: venue.names,
        adapter: 'sim',
        // Empty: the venue lives at VENUE_URL, or at the demo simulator's address of this run.
        baseUrl: '',
        credentials: demoVenueCredentials(site.code, venueConfig.secret),
        currency: site.brand.currency,
        state: venue.state,
        embeddable: true,
        sort: venue.sort,
      });
      venuesAdded ||= added !== undefined;
    }
    if ((await countCategories(tx, site.code)) > 0) {
      if (venuesAdded) await bumpCatalogueVersion(tx, site.code);
      return false;
    }

    let position = 0;
    for (const gameType of new Set(site.brand.gameTypeIds)) {
      const demo = DEMO_CATEGORIES.find((c) => c.gameType === gameType);
      if (!demo) continue;
      position += 1;
      const icon = categoryIconSlug(gameType);
      const category = await insertCategory(tx, {
        siteCode: site.code,
        gameType,
        type: demo.type,
        names: demo.names,
        titles: demo.titles,
        iconNor: artUrl(icon, 'nor'),
        iconSel: artUrl(icon, 'sel'),
        sort: position * 10,
      });
      await insertGames(
        tx,
        demo.games.map((game, index) => ({
          siteCode: site.code,
          categoryId: category.id,
          venueCode: game.venue ?? 'kgame',
          code: game.code,
          names: game.names,
          descs: game.descs ?? {},
          seq: index + 1,
          sort: (index + 1) * 10,
          imgUrl: artUrl(game.code),
          bigImgUrl: artUrl(game.code, 'wide'),
          iconUrl: artUrl(game.code, 'icon'),
          official: game.official ?? false,
        })),
      );
    }
    await bumpCatalogueVersion(tx, site.code);
    return true;
  });
}
