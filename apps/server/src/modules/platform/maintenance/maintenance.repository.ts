import { desc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { siteMaintenance } from '../../../db/schema.ts';

export type MaintenanceRow = typeof siteMaintenance.$inferSelect;
export type NewMaintenance = typeof siteMaintenance.$inferInsert;

/** Every site's code in `site_maintenance` for the whole platform. */
export const ALL_SITES = '*';

export async function insertMaintenance(db: DbOrTx, row: NewMaintenance): Promise<MaintenanceRow> {
  const [saved] = await db.insert(siteMaintenance).values(row).returning();
  return saved!;
}

/** What an operator last set for the site or for every site: the newest of the two wins. */
export async function latestFor(db: DbOrTx, siteCode: string): Promise<MaintenanceRow | undefined> {
  const [row] = await db
    .select()
    .from(siteMaintenance)
    .where(inArray(siteMaintenance.siteCode, [siteCode, ALL_SITES]))
    .orderBy(desc(siteMaintenance.id))
    .limit(1);
  return row;
}

/** What operators set for a site (and for every site), newest first. */
export async function historyFor(
  db: DbOrTx,
  siteCode: string | undefined,
  limit: number,
): Promise<MaintenanceRow[]> {
  return db
    .select()
    .from(siteMaintenance)
    .where(
      siteCode === undefined
        ? undefined
        : or(eq(siteMaintenance.siteCode, siteCode), eq(siteMaintenance.siteCode, ALL_SITES)),
    )
    .orderBy(desc(siteMaintenance.id))
    .limit(limit);
}

/**
 * The newest row of each site code (and of `*`), or of these codes only: the rows that decide
 * where each site stands, however many changes came after them elsewhere.
 */
export async function newestPerSite(
  db: DbOrTx,
  siteCodes: readonly string[] | undefined,
): Promise<MaintenanceRow[]> {
  return db
    .selectDistinctOn([siteMaintenance.siteCode])
    .from(siteMaintenance)
    .where(siteCodes ? inArray(siteMaintenance.siteCode, [...siteCodes]) : undefined)
    .orderBy(siteMaintenance.siteCode, desc(siteMaintenance.id));
}
