import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Background work of the venues module on every node: settling moves in transit and pulling bet
 * records. Both are safe to run on many nodes at once (SKIP LOCKED claims; a cursor check).
 */
export const venueJobs = fp(async (app: FastifyInstance) => {
  const { venueReconciler, bets, sites, venueAdapters } = app.services;
  const { reconcileMs, betPullMs } = app.config.venues;
  let pullTimer: NodeJS.Timeout | undefined;
  let pulling: Promise<unknown> | undefined;

  app.addHook('onReady', async () => {
    venueReconciler.start(reconcileMs, app.log);
    if (betPullMs > 0) {
      pullTimer = setInterval(() => {
        pulling ??= sites
          .all()
          .then((all) => bets.pullAll([...all.keys()], app.log))
          .catch((error: unknown) => app.log.warn({ err: error }, 'bet pull failed'))
          .finally(() => {
            pulling = undefined;
          });
      }, betPullMs);
      pullTimer.unref();
    }
  });

  app.addHook('onClose', async () => {
    if (pullTimer) clearInterval(pullTimer);
    await Promise.all([venueReconciler.stop(), pulling]);
    await venueAdapters.close();
  });
});
