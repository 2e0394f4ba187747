import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { TEMPLATE_DATABASE_ENV, TEMPLATE_DUMP_ENV } from './test-database.ts';

/**
 * Vitest's global setup for the server: migrates one database, the way the server does
 * (db/client.ts: migrations, then the repeatable SQL), before any test file runs, and lets every
 * file start from a copy of it (testing/test-database.ts) instead of migrating its own. On PGlite
 * the copy is a dump of the data directory (a fresh PGlite runs initdb, which took most of each
 * file's start); with DATABASE_URL it is a template database on that server. Each file still
 * gets a database of its own, empty of rows, with the schema the migrations make.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `kirin_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 1 });
    await database.close();
    process.env[TEMPLATE_DATABASE_ENV] = name;
    return async () => {
      delete process.env[TEMPLATE_DATABASE_ENV];
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(tmpdir(), `kirin-test-pglite-${randomBytes(6).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_DUMP_ENV] = file;
  return async () => {
    delete process.env[TEMPLATE_DUMP_ENV];
    await rm(file, { force: true });
  };
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
