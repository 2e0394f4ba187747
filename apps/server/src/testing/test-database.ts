import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';

/** Set by testing/global-setup.ts: a PGlite dump of a migrated database. */
export const TEMPLATE_DUMP_ENV = 'KIRIN_TEST_PGLITE_DUMP';
/** Set by testing/global-setup.ts: a migrated database on the DATABASE_URL server. */
export const TEMPLATE_DATABASE_ENV = 'KIRIN_TEST_TEMPLATE_DATABASE';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when the run has
 * DATABASE_URL (CI's second pass), a new database on that server, dropped again on close.
 *
 * Under vitest both start from the database the global setup migrated (a PGlite dump, a template
 * database), and then run the migrations and the repeatable SQL as the server does at start: they
 * find nothing to do unless a file changed since (then they apply it). Outside vitest (the proofs'
 * runners) each database is migrated from empty.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openPgliteCopy(process.env[TEMPLATE_DUMP_ENV]);
  const template = process.env[TEMPLATE_DATABASE_ENV];
  const name = `kirin_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
  return {
    ...database,
    // Empty of rows either way; a copy of the template would otherwise say it was not.
    fresh: true,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** An in-memory PGlite, starting from the global setup's dump when there is one. */
async function openPgliteCopy(dumpFile: string | undefined): Promise<Database> {
  if (!dumpFile) return openDatabase({});
  const database = await openDatabase({ pgliteDump: new Blob([await readFile(dumpFile)]) });
  // Empty of rows, as a new in-memory database is (the copy has the schema, so it says otherwise).
  return { ...database, fresh: true };
}
