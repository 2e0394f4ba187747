import { sql } from 'drizzle-orm';
import type { Brand } from '@kirin/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { sites } from '../../../db/schema.ts';

export type SiteRow = { code: string; brand: Brand; enabled: boolean };

/** Brand identity follows the brand files; `enabled` belongs to operators and is left alone. */
export async function upsertBrands(db: DbOrTx, brands: readonly Brand[]): Promise<void> {
  if (brands.length === 0) return;
  await db
    .insert(sites)
    .values(brands.map((brand) => ({ code: brand.code, brand })))
    .onConflictDoUpdate({
      target: sites.code,
      set: { brand: sql`excluded.brand`, updatedAt: sql`now()` },
      setWhere: sql`${sites.brand} is distinct from excluded.brand`,
    });
}

export async function listSites(db: DbOrTx): Promise<SiteRow[]> {
  const rows = await db
    .select({ code: sites.code, brand: sites.brand, enabled: sites.enabled })
    .from(sites)
    .orderBy(sites.code);
  return rows.map((row) => ({ ...row, brand: row.brand as Brand }));
}
