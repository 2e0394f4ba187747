import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Housekeeping of the money core on every node: the incremental check of the books (one node runs
 * each round: the cursor is claimed with SKIP LOCKED), and pruning idempotency keys past their
 * retention. Either is off when its interval is 0.
 */
export const reconciliationJobs = fp(async (app: FastifyInstance) => {
  const { reconciliation, idempotency } = app.services;
  const { checkMs, pruneMs } = app.config.books;
  const retention = app.config.wallet.idempotencyRetentionHours;
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  /** Every `ms`, unless the last round of this job is still going. */
  const every = (ms: number, work: () => Promise<unknown>, what: string) => {
    if (ms <= 0) return;
    let round: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (round) return;
      round = work()
        .catch((error: unknown) => app.log.warn({ err: error }, `${what} failed`))
        .finally(() => {
          if (round) running.delete(round);
          round = undefined;
        });
      running.add(round);
    }, ms);
    timer.unref();
    timers.push(timer);
  };

  app.addHook('onReady', async () => {
    every(checkMs, () => reconciliation.runIncremental(app.log), 'books check');
    every(pruneMs, () => idempotency.prune(retention), 'idempotency key pruning');
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running);
  });
});
