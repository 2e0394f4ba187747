import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { isSerializationFailure } from '../../../db/pg-errors.ts';
import type { BooksCheck, CrossViolation } from '../../../ledger/books-check.ts';
import {
  balanceViolations,
  checkInvariants,
  type InvariantViolation,
} from '../../../ledger/invariants.ts';
import {
  advanceCheckCursor,
  claimCheckCursor,
  databaseNow,
  insertCheckRun,
  lastCheckRun,
  pruneCheckRuns,
  type CheckRun,
} from './reconciliation.repository.ts';

export type BooksReport = {
  ok: boolean;
  violations: (InvariantViolation | CrossViolation | { kind: string; detail: string })[];
};

/**
 * A row decided just before the last run's cutoff may commit just after it: each run looks this
 * far back past where the last one stopped, so no late commit is missed.
 */
const OVERLAP_MS = 5 * 60_000;
const RUNS_KEPT = 1_000;

/**
 * The books checked across tables: the ledger's own invariants, and that every withdrawal, venue
 * move, deposit, adjustment and venue bet stands in the ledger as its state says. The full check is an
 * operator's call; an incremental one runs every minute on one node (`runIncremental`).
 */
export class ReconciliationService {
  /** `checks`: each money module's rule tying its rows to the ledger (books-checks.ts lists them). */
  constructor(
    private readonly db: Db,
    private readonly checks: readonly BooksCheck[],
  ) {}

  /** Everything each module's money rows promise about the ledger, since `from` (null: all). */
  private async crossViolations(db: DbOrTx, from: Date | null): Promise<CrossViolation[]> {
    const found: CrossViolation[] = [];
    for (const check of this.checks) found.push(...(await check(db, from)));
    return found;
  }

  /** Everything, in one snapshot. */
  async checkAll(): Promise<BooksReport> {
    return this.db.transaction(
      async (tx) => {
        const ledger = await checkInvariants(tx);
        const violations = [...ledger.violations, ...(await this.crossViolations(tx, null))];
        return { ok: violations.length === 0, violations };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * The rows made or decided since the last run (and the books' sums), on whichever node claims the
   * cursor first; the others skip. A violation is logged at error level and kept for operators.
   * Answers the run's report, or undefined when another node is running it.
   */
  async runIncremental(log?: FastifyBaseLogger): Promise<BooksReport | undefined> {
    try {
      const run = await this.incremental(log);
      // After the commit: the stretch this node checked (the cluster proof counts each once).
      if (run) log?.info({ since: run.since, until: run.until, ok: run.ok }, 'books checked');
      return run && { ok: run.ok, violations: run.violations };
    } catch (error) {
      // Another node's run committed after this one's snapshot began: that run is the one.
      if (isSerializationFailure(error)) return undefined;
      throw error;
    }
  }

  private async incremental(
    log?: FastifyBaseLogger,
  ): Promise<(BooksReport & { since: Date | null; until: Date }) | undefined> {
    return this.db.transaction(
      async (tx) => {
        const cursor = await claimCheckCursor(tx);
        if (!cursor) return undefined;
        const now = await databaseNow(tx);
        const from = cursor.checkedUntil && new Date(cursor.checkedUntil.getTime() - OVERLAP_MS);
        const violations = [
          ...(await balanceViolations(tx)),
          ...(await this.crossViolations(tx, from)),
        ];
        const ok = violations.length === 0;
        await insertCheckRun(tx, { since: from, ok, violations });
        await pruneCheckRuns(tx, RUNS_KEPT);
        await advanceCheckCursor(tx, now);
        if (!ok)
          log?.error(
            { violations },
            'the books do not hold: see /api/admin/v1/finance/invariants/last',
          );
        return { ok, violations, since: cursor.checkedUntil, until: now };
      },
      { isolationLevel: 'repeatable read' },
    );
  }

  async lastRun(): Promise<CheckRun | undefined> {
    return lastCheckRun(this.db);
  }
}
