import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { applyRepeatableSql } from './repeatable-sql.ts';

/** Both drivers behind the one query-builder type that repositories are written against. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The rows of a raw statement; both drivers answer `{ rows }`. */
export async function rows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

// What `db.execute` does inside drizzle, spelled out so that the statement can carry a name.
type Prepares = {
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
};

/**
 * `rows`, run as a named prepared statement: PostgreSQL parses and plans it once per connection
 * instead of on every call (the ledger's transfer call went from 0.82x to 0.95x pgbench with it,
 * bench/README.md). Only for the hottest statements, and only for a statement whose text is the
 * same on every call (everything that varies is a parameter): a name stands for one text. PGlite
 * runs it as it runs any statement. Needs session pooling, which is all we use (no PgBouncer in
 * transaction mode).
 */
export async function preparedRows<T>(db: DbOrTx, name: string, statement: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as Prepares;
  const query = session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  const result = (await query.execute()) as { rows: T[] };
  return result.rows;
}

/**
 * A raw row of `table` (a `returning *` of raw SQL) as drizzle's own queries give it: each column
 * mapped by its schema type (bigint modes, money, timestamps), under its property name.
 */
export function tableRow<T extends PgTable>(
  table: T,
  raw: Record<string, unknown>,
): T['$inferSelect'] {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as T['$inferSelect'];
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when this process created the schema, i.e. the database was empty at start. */
  fresh: boolean;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
// Any constant works; it only has to be the same on every node.
const MIGRATION_LOCK_KEY = 7_461_221;

export type OpenOptions = {
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; `undefined` keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite data-directory dump to start from (tests: testing/global-setup.ts migrated it). */
  pgliteDump?: Blob | undefined;
  poolMax?: number;
};

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolMax ?? 10)
    : openPglite(options.dataDir, options.pgliteDump);
}

async function schemaExists(db: Db): Promise<boolean> {
  const result = (await db.execute(
    sql`select to_regclass('public.sites')::text as exists`,
  )) as unknown as {
    rows: Array<{ exists: string | null }>;
  };
  return Boolean(result.rows[0]?.exists);
}

async function openPglite(dataDir: string | undefined, dump?: Blob): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const load = dump ? { loadDataDir: dump } : {};
  const client = dataDir ? new PGlite(path.join(dataDir, 'pglite'), load) : new PGlite(load);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const fresh = !(await schemaExists(db));
  await migratePglite(db as never, { migrationsFolder });
  await applyRepeatableSql(
    (script) => client.exec(script),
    async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
  );
  return {
    db,
    kind: 'pglite',
    fresh,
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  // JIT off: every statement here is short, and when the planner's estimates run high (a table
  // that grew in bulk since its last ANALYZE) JIT spends ~200 ms compiling a query that runs in 2
  // (found by bench:bets, settling 100,000 bets).
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // A client that loses its server (PostgreSQL restarted) must not crash the process: an idle one
  // is reported on the pool, a checked-out one on itself; its query fails and the pool replaces it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const lockClient = await pool.connect();
  let fresh: boolean;
  try {
    // Several nodes may start together: one migrates, the others wait and find nothing to do.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const locked = drizzlePg(lockClient, { schema });
    fresh = !(await schemaExists(locked as unknown as Db));
    await migratePg(locked, { migrationsFolder });
    await applyRepeatableSql(
      (script) => lockClient.query(script),
      async (text, params) => (await lockClient.query(text, params)).rows,
    );
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  return {
    db,
    kind: 'postgres',
    fresh,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}
