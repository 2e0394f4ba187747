import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import { rows } from './client.ts';
import {
  applyRepeatableSql,
  REPEATABLE_SQL,
  repeatableFiles,
  type RepeatableFile,
} from './repeatable-sql.ts';

const file = (name: string, text: string): RepeatableFile => ({
  name,
  text,
  hash: createHash('sha256').update(text).digest('hex'),
});

const probe = (answer: number) =>
  `CREATE OR REPLACE FUNCTION kirin_probe() RETURNS integer LANGUAGE sql AS $$ SELECT ${answer} $$;`;

describe('repeatable SQL', () => {
  const client = new PGlite();
  const exec = (script: string) => client.exec(script);
  const read = async (text: string, params: unknown[]) =>
    (await client.query<Record<string, unknown>>(text, params)).rows;
  const answer = async () =>
    (await client.query<{ answer: number }>('select kirin_probe() as answer')).rows[0]?.answer;
  afterAll(() => client.close());

  it('applies a file the first time, again when its text changes, and not when it does not', async () => {
    expect(await applyRepeatableSql(exec, read, [file('probe.sql', probe(1))])).toEqual([
      'probe.sql',
    ]);
    expect(await answer()).toBe(1);
    expect(await applyRepeatableSql(exec, read, [file('probe.sql', probe(1))])).toEqual([]);
    expect(await applyRepeatableSql(exec, read, [file('probe.sql', probe(2))])).toEqual([
      'probe.sql',
    ]);
    expect(await answer()).toBe(2);
  });

  it('a file that fails changes nothing: no statement of it, no record, the others neither', async () => {
    const broken = file('broken.sql', `${probe(3)}\nCREATE FUNCTION kirin_broken( RETURNS;`);
    const before = await read('select name, hash from repeatable_sql order by name', []);
    await expect(
      applyRepeatableSql(exec, read, [file('probe.sql', probe(4)), broken]),
    ).rejects.toThrow();
    expect(await answer()).toBe(2);
    expect(await read('select name, hash from repeatable_sql order by name', [])).toEqual(before);
  });
});

describe('the database as the server opens it', () => {
  const opened = createTestDatabase();
  afterAll(async () => (await opened).close());

  it('runs the functions of the files: every file recorded with the hash of its text', async () => {
    const { db } = await opened;
    const recorded = await rows<{ name: string; hash: string }>(
      db,
      sql`select name, hash from repeatable_sql order by name`,
    );
    expect(recorded).toEqual(
      repeatableFiles()
        .map(({ name, hash }) => ({ name, hash }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(recorded).toHaveLength(REPEATABLE_SQL.length);
  });

  it('has one implementation of crediting a deposit: the gateway path calls deposit_credit', async () => {
    const { db } = await opened;
    const [definition] = await rows<{ body: string }>(
      db,
      sql`select pg_get_functiondef('deposit_gateway_credit'::regproc) as body`,
    );
    expect(definition?.body).toContain('deposit_credit(o,');
    expect(definition?.body).not.toContain('ledger_transfer(');
  });
});
