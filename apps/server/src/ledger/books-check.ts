import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** A row of a module that does not match its transfers in the ledger. */
export type CrossViolation = {
  kind: 'withdrawal' | 'venue_move' | 'deposit' | 'adjustment' | 'venue_bet' | 'sports_bet';
  id: string;
  state: string;
  detail: string;
};

/**
 * A module's rule tying its money rows to the ledger's transfers (read through the view
 * `ledger_transfer_states`): the rows that break it, looking only at rows made or decided since
 * `from` (null: all of them). Each module that moves money states its own; the reconciliation
 * module runs them all. A rule is wrapped in coalesce(…, false): a missing transfer makes it
 * null, which must count as broken, not be filtered away.
 */
export type BooksCheck = (db: DbOrTx, from: Date | null) => Promise<CrossViolation[]>;

/** The rows made or decided since `from`, as a condition on `column`. */
export const since = (column: SQL, from: Date | null) =>
  from === null ? sql`true` : sql`${column} >= ${from.toISOString()}::timestamptz`;
