import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Background work: `run` every `everyMs` on every node; 0 turns it off. */
type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

/**
 * Everything that runs on a timer, with its interval (configuration names in config.ts). Every job
 * runs on every node and is safe there for the reason beside it; a round still going when the
 * timer fires again is not doubled, and a failed round is logged and the next one runs.
 */
function jobsOf(app: FastifyInstance): Job[] {
  const { services: s, config: c, log } = app;
  return [
    // Moves are claimed FOR UPDATE SKIP LOCKED with a lease: no two nodes settle one move.
    {
      name: 'venue transfer reconciliation',
      everyMs: c.venues.reconcileMs,
      run: () => s.venueReconciler.runOnce(log),
    },
    // A cursor per site and venue, locked while it moves.
    {
      name: 'bet pull',
      everyMs: c.venues.betPullMs,
      run: async () => s.bets.pullAll([...(await s.sites.all()).keys()], log),
    },
    // Each change applies only to an order still `creating`.
    {
      name: 'deposit resolution',
      everyMs: c.deposits.resolveMs,
      run: () => s.deposits.resolveCreating(),
    },
    // One conditional update: nodes running it at once expire each order once.
    {
      name: 'deposit expiry',
      everyMs: c.deposits.expireMs,
      run: () => s.deposits.expireStale(),
    },
    // Bets are claimed FOR UPDATE SKIP LOCKED; keys of the bet and its version move money once.
    {
      name: 'sportsbook settlement',
      everyMs: c.sports.settleMs,
      run: () => s.settlement.settleDue(),
    },
    // One node per round: the cursor is claimed with SKIP LOCKED.
    {
      name: 'books check',
      everyMs: c.books.checkMs,
      run: () => s.reconciliation.runIncremental(log),
    },
    {
      name: 'idempotency key pruning',
      everyMs: c.books.pruneMs,
      run: () => s.idempotency.prune(c.wallet.idempotencyRetentionHours),
    },
    // Quotes nobody took are of no use once run out; those an order took stay with it.
    {
      name: 'coin quote pruning',
      everyMs: c.books.pruneMs,
      run: () => s.coins.pruneUnused(),
    },
    // Each member is decided under their row's lock; bonuses are unique per level.
    {
      name: 'vip evaluation',
      everyMs: c.vip.evaluateMs,
      run: () => s.vip.evaluate(undefined, log),
    },
    // A reward is unique per inviter and invitee: nodes sweeping at once pay it once. It runs
    // with the VIP evaluation: both catch up what a deposit's own follow-up missed.
    {
      name: 'referral rewards',
      everyMs: c.vip.evaluateMs,
      run: async () => s.referrals.sweep([...(await s.sites.all()).keys()]),
    },
    // The run claims the month in its transaction. Off by default: an operator runs it.
    {
      name: 'agent settlement',
      everyMs: c.agentSettleMs,
      run: () => s.agentSettlements.settleLastMonth(log),
    },
  ];
}

/** Starts the jobs when the app is ready; on close, stops them and waits for rounds under way. */
export const jobs = fp(async (app: FastifyInstance) => {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  app.addHook('onReady', async () => {
    for (const job of jobsOf(app)) {
      if (job.everyMs <= 0) continue;
      let round: Promise<unknown> | undefined;
      const timer = setInterval(() => {
        if (round) return;
        const current = job
          .run()
          .catch((error: unknown) => app.log.warn({ err: error }, `${job.name} failed`))
          .finally(() => {
            running.delete(current);
            round = undefined;
          });
        round = current;
        running.add(current);
      }, job.everyMs);
      timer.unref();
      timers.push(timer);
    }
  });

  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running);
    // The venues' connections close once no round can use them.
    await app.services.venueAdapters.close();
  });
});
