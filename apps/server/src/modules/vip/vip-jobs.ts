import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The VIP evaluation on every node, every VIP_EVALUATE_MS (0: off). Safe on many nodes at once:
 * each member is decided under their row's lock and bonuses are unique per level. A run that is
 * still going when the timer fires again is not doubled.
 */
export const vipJobs = fp(async (app: FastifyInstance) => {
  const { evaluateMs } = app.config.vip;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  app.addHook('onReady', async () => {
    if (evaluateMs <= 0) return;
    timer = setInterval(() => {
      running ??= app.services.vip
        .evaluate(undefined, app.log)
        .catch((error: unknown) => app.log.warn({ err: error }, 'vip evaluation failed'))
        .finally(() => {
          running = undefined;
        });
    }, evaluateMs);
    timer.unref();
  });

  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
});
