import { sql } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../../db/client.ts';

// The books check's own tables: the cursor of the incremental run and the runs kept for operators.
// The checks themselves are each money module's (`BooksCheck`, ledger/books-check.ts).

export type CheckRun = {
  id: number;
  startedAt: Date;
  since: Date | null;
  ok: boolean;
  violations: unknown[];
};

/**
 * Claims the incremental check: the one cursor row, locked and skipped by every other node while
 * one runs it. Answers where the last run checked up to, or undefined when another node has it.
 */
export async function claimCheckCursor(
  db: DbOrTx,
): Promise<{ checkedUntil: Date | null } | undefined> {
  await rows(db, sql`insert into books_check_cursor (id) values (1) on conflict do nothing`);
  const [row] = await rows<{ checked_until: string | Date | null }>(
    db,
    sql`select checked_until from books_check_cursor where id = 1 for update skip locked`,
  );
  if (!row) return undefined;
  return { checkedUntil: row.checked_until === null ? null : new Date(row.checked_until) };
}

export async function advanceCheckCursor(db: DbOrTx, until: Date): Promise<void> {
  await rows(
    db,
    sql`update books_check_cursor set checked_until = ${until.toISOString()}::timestamptz where id = 1`,
  );
}

export async function databaseNow(db: DbOrTx): Promise<Date> {
  const [row] = await rows<{ now: string | Date }>(db, sql`select now() as now`);
  return new Date(row?.now ?? Date.now());
}

export async function insertCheckRun(
  db: DbOrTx,
  run: { since: Date | null; ok: boolean; violations: unknown[] },
): Promise<void> {
  await rows(
    db,
    sql`insert into books_check_runs (since, ok, violations)
        values (${run.since?.toISOString() ?? null}::timestamptz, ${run.ok},
                ${JSON.stringify(run.violations)}::jsonb)`,
  );
}

export async function lastCheckRun(db: DbOrTx): Promise<CheckRun | undefined> {
  const [row] = await rows<{
    id: string | number;
    started_at: string | Date;
    since: string | Date | null;
    ok: boolean;
    violations: unknown[];
  }>(
    db,
    sql`select id, started_at, since, ok, violations from books_check_runs order by id desc limit 1`,
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    startedAt: new Date(row.started_at),
    since: row.since === null ? null : new Date(row.since),
    ok: row.ok,
    violations: row.violations,
  };
}

/** Keeps the last runs only: a run a minute would otherwise grow without end. */
export async function pruneCheckRuns(db: DbOrTx, keep: number): Promise<void> {
  await rows(
    db,
    sql`delete from books_check_runs where id <= (select max(id) - ${keep} from books_check_runs)`,
  );
}
