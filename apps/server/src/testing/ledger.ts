import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import { ReconciliationService } from '../modules/finance/reconciliation/reconciliation.service.ts';
import { BOOKS_CHECKS } from '../books-checks.ts';
import { query } from './members.ts';

/** Bare member rows for ledger tests that do not need log-in; the site row is made if missing. */
export async function insertMembers(
  database: Database,
  count: number,
  siteCode = 'pgdz',
): Promise<number[]> {
  await database.db.execute(
    sql`insert into sites (code, brand) values (${siteCode}, '{}'::jsonb) on conflict do nothing`,
  );
  const tag = Math.random().toString(36).slice(2, 8);
  const rows = await query<{ id: string | number }>(
    database,
    sql`insert into members (site_code, account, password_hash, invite_code, adult_confirmed_at)
        select ${siteCode}, 'l' || ${tag} || g, 'x', 'i' || ${tag} || g, now()
        from generate_series(1, ${count}) as g
        returning id`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Every test that moves money ends here: the books balance, no member is below zero, and every
 * withdrawal, venue move, deposit and adjustment stands in the ledger as its state says.
 */
export async function expectBooksBalance(database: Database): Promise<void> {
  const report = await new ReconciliationService(database.db, BOOKS_CHECKS).checkAll();
  expect(report.violations).toEqual([]);
}
