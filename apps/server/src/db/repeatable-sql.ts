import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The database's functions, procedures and views, one file per set, each kept by the module that owns
 * them. A migration is history: when several redefined a function, the one that ran was whichever
 * came last. These files are applied after the migrations, in this order (the ledger first: the
 * others call it), whenever a file's text differs from what was applied last, so the code that
 * runs is the code in the file (docs/decisions/repeatable-sql.md).
 */
export const REPEATABLE_SQL = [
  'ledger/sql/ledger.sql',
  'ledger/sql/ledger-views.sql',
  'modules/accounts/members/sql/member-views.sql',
  'modules/accounts/protection/sql/protection-views.sql',
  'modules/platform/admin/sql/operator-views.sql',
  'modules/finance/deposits/sql/deposit-credit.sql',
  'modules/finance/deposits/sql/deposit-views.sql',
  'modules/play/venues/sql/venue-transfers.sql',
  'modules/play/venues/sql/bet-views.sql',
  'modules/play/sportsbook/sql/sportsbook-views.sql',
  'modules/play/sportsbook/sql/sportsbook-place.sql',
  'modules/engagement/redemptions/sql/reward-views.sql',
  'modules/finance/withdrawals/sql/withdrawal-views.sql',
] as const;

const SRC = path.resolve(import.meta.dirname, '..');

/** A connection that runs a script of several statements (no parameters). */
export type ScriptRunner = (script: string) => Promise<unknown>;
/** A query with parameters answering its rows. */
export type RowReader = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

export type RepeatableFile = { name: string; text: string; hash: string };

export function repeatableFiles(names: readonly string[] = REPEATABLE_SQL): RepeatableFile[] {
  return names.map((name) => {
    const text = fs.readFileSync(path.join(SRC, name), 'utf8');
    return { name, text, hash: createHash('sha256').update(text).digest('hex') };
  });
}

/**
 * Applies each file whose hash is not the one recorded, with its record, in one transaction: a
 * file that fails leaves the database as it was and stops the start. The caller holds whatever
 * keeps two nodes from doing this at once (the migration lock).
 */
export async function applyRepeatableSql(
  exec: ScriptRunner,
  read: RowReader,
  files: readonly RepeatableFile[] = repeatableFiles(),
): Promise<string[]> {
  await exec(`CREATE TABLE IF NOT EXISTS repeatable_sql (
    name text PRIMARY KEY,
    hash text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = new Map(
    (await read('select name, hash from repeatable_sql', [])).map((r) => [r.name, r.hash]),
  );
  const changed = files.filter((file) => applied.get(file.name) !== file.hash);
  if (changed.length === 0) return [];
  await exec('BEGIN');
  try {
    for (const file of changed) {
      await exec(file.text);
      await read(
        `insert into repeatable_sql (name, hash) values ($1, $2)
         on conflict (name) do update set hash = excluded.hash, applied_at = now()`,
        [file.name, file.hash],
      );
    }
    await exec('COMMIT');
  } catch (error) {
    await exec('ROLLBACK');
    throw error;
  }
  return changed.map((file) => file.name);
}
