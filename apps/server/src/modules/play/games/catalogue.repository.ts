import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { catalogueVersions, gameCategories, games, venues } from '../../../db/schema.ts';
import type { DataCipher } from '../../../lib/data-cipher.ts';

export type VenueRecord = typeof venues.$inferSelect;
export type NewVenue = typeof venues.$inferInsert;
export type CategoryRecord = typeof gameCategories.$inferSelect;
export type NewCategory = typeof gameCategories.$inferInsert;
export type GameRecord = typeof games.$inferSelect;
export type NewGame = typeof games.$inferInsert;

/** Everything one site's catalogue is made of, as a node keeps it in memory. */
export type CatalogueRows = {
  venues: VenueRecord[];
  categories: CategoryRecord[];
  games: GameRecord[];
};

// A venue's credentials are sealed value by value under the data key (the shape stays a map of
// names to text); they are opened here, so that above this file they are plain.
const sealed = (cipher: DataCipher, credentials: Record<string, string>) =>
  Object.fromEntries(Object.entries(credentials).map(([k, v]) => [k, cipher.seal(v)]));
const opened = (cipher: DataCipher, row: VenueRecord): VenueRecord => ({
  ...row,
  credentials: Object.fromEntries(
    Object.entries(row.credentials).map(([k, v]) => [k, cipher.open(v)]),
  ),
});

export async function loadCatalogue(
  db: DbOrTx,
  cipher: DataCipher,
  siteCode: string,
): Promise<CatalogueRows> {
  const [venueRows, categoryRows, gameRows] = await Promise.all([
    db
      .select()
      .from(venues)
      .where(eq(venues.siteCode, siteCode))
      .orderBy(asc(venues.sort), asc(venues.code)),
    db
      .select()
      .from(gameCategories)
      .where(eq(gameCategories.siteCode, siteCode))
      .orderBy(asc(gameCategories.sort), asc(gameCategories.id)),
    db
      .select()
      .from(games)
      .where(eq(games.siteCode, siteCode))
      .orderBy(asc(games.sort), asc(games.id)),
  ]);
  return {
    venues: venueRows.map((row) => opened(cipher, row)),
    categories: categoryRows,
    games: gameRows,
  };
}

/** The site's catalogue version; 0 before its first change. */
export async function catalogueVersion(db: DbOrTx, siteCode: string): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.siteCode, siteCode));
  return row ? Number(row.version) : 0;
}

export async function bumpCatalogueVersion(db: DbOrTx, siteCode: string): Promise<number> {
  const [row] = await db
    .insert(catalogueVersions)
    .values({ siteCode, version: 1 })
    .onConflictDoUpdate({
      target: catalogueVersions.siteCode,
      set: { version: sql`${catalogueVersions.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: catalogueVersions.version });
  return Number(row?.version ?? 0);
}

// Operator reads and writes. Reads lock the row when given a transaction that will change it.

export async function lockVenue(
  db: DbOrTx,
  cipher: DataCipher,
  id: number,
): Promise<VenueRecord | undefined> {
  const [row] = await db.select().from(venues).where(eq(venues.id, id)).for('update');
  return row && opened(cipher, row);
}

export async function venueByCode(
  db: DbOrTx,
  siteCode: string,
  code: string,
): Promise<VenueRecord | undefined> {
  const [row] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.siteCode, siteCode), eq(venues.code, code)));
  return row;
}

/** Inserts the venue unless the site already has one with its code (then answers undefined). */
export async function insertVenue(
  db: DbOrTx,
  cipher: DataCipher,
  values: NewVenue,
): Promise<VenueRecord | undefined> {
  const [row] = await db
    .insert(venues)
    .values({ ...values, credentials: sealed(cipher, values.credentials ?? {}) })
    .onConflictDoNothing()
    .returning();
  return row && opened(cipher, row);
}

export async function updateVenue(
  db: DbOrTx,
  cipher: DataCipher,
  id: number,
  patch: Partial<Omit<NewVenue, 'id' | 'siteCode' | 'code'>>,
): Promise<VenueRecord> {
  const values = patch.credentials
    ? { ...patch, credentials: sealed(cipher, patch.credentials) }
    : patch;
  const [row] = await db.update(venues).set(values).where(eq(venues.id, id)).returning();
  if (!row) throw new Error(`venue ${id} vanished`);
  return opened(cipher, row);
}

/** Seals again every venue's credentials not all under the current key; answers how many. */
export async function resealVenueCredentials(db: DbOrTx, cipher: DataCipher): Promise<number> {
  const rows = await db.select({ id: venues.id, credentials: venues.credentials }).from(venues);
  let resealed = 0;
  for (const row of rows) {
    const values = Object.values(row.credentials);
    if (values.every((v) => cipher.isCurrent(v))) continue;
    const plain = opened(cipher, row as VenueRecord).credentials;
    const changed = await db
      .update(venues)
      .set({ credentials: sealed(cipher, plain) })
      .where(
        and(
          eq(venues.id, row.id),
          sql`${venues.credentials} = ${JSON.stringify(row.credentials)}::jsonb`,
        ),
      )
      .returning({ id: venues.id });
    resealed += changed.length;
  }
  return resealed;
}

export async function lockCategory(db: DbOrTx, id: number): Promise<CategoryRecord | undefined> {
  const [row] = await db
    .select()
    .from(gameCategories)
    .where(eq(gameCategories.id, id))
    .for('update');
  return row;
}

export async function categoryById(db: DbOrTx, id: number): Promise<CategoryRecord | undefined> {
  const [row] = await db.select().from(gameCategories).where(eq(gameCategories.id, id));
  return row;
}

export async function insertCategory(db: DbOrTx, values: NewCategory): Promise<CategoryRecord> {
  const [row] = await db.insert(gameCategories).values(values).returning();
  if (!row) throw new Error('game category not inserted');
  return row;
}

export async function updateCategory(
  db: DbOrTx,
  id: number,
  patch: Partial<Omit<NewCategory, 'id' | 'siteCode'>>,
): Promise<CategoryRecord> {
  const [row] = await db
    .update(gameCategories)
    .set(patch)
    .where(eq(gameCategories.id, id))
    .returning();
  if (!row) throw new Error(`game category ${id} vanished`);
  return row;
}

export async function countCategories(db: DbOrTx, siteCode: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(gameCategories)
    .where(eq(gameCategories.siteCode, siteCode));
  return Number(row?.n ?? 0);
}

export async function lockGame(db: DbOrTx, id: number): Promise<GameRecord | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id)).for('update');
  return row;
}

export async function insertGame(db: DbOrTx, values: NewGame): Promise<GameRecord> {
  const [row] = await db.insert(games).values(values).returning();
  if (!row) throw new Error('game not inserted');
  return row;
}

export async function insertGames(db: DbOrTx, values: NewGame[]): Promise<void> {
  if (values.length > 0) await db.insert(games).values(values);
}

export async function updateGame(
  db: DbOrTx,
  id: number,
  patch: Partial<Omit<NewGame, 'id' | 'siteCode'>>,
): Promise<GameRecord> {
  const [row] = await db.update(games).set(patch).where(eq(games.id, id)).returning();
  if (!row) throw new Error(`game ${id} vanished`);
  return row;
}
