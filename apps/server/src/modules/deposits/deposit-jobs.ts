import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Asks the gateway about e-wallet orders left `creating` (their request gave up or its node died
 * between the order's commit and the gateway's answer). Safe on many nodes: each change applies
 * only to an order still `creating`.
 */
export const depositJobs = fp(async (app: FastifyInstance) => {
  const { deposits } = app.services;
  const { resolveMs } = app.config.deposits;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> | undefined;

  app.addHook('onReady', async () => {
    if (resolveMs <= 0) return;
    timer = setInterval(() => {
      round ??= deposits
        .resolveCreating()
        .catch((error: unknown) => app.log.warn({ err: error }, 'deposit resolution failed'))
        .finally(() => {
          round = undefined;
        });
    }, resolveMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await round;
  });
});
