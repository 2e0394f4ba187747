import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Settles last month's commission on every node when AGENT_SETTLE_MS is set (off by default: an
 * operator runs it). Many nodes may tick at once; the run claims the month in its transaction.
 */
export const agentJobs = fp(async (app: FastifyInstance) => {
  const everyMs = app.config.agentSettleMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  app.addHook('onReady', async () => {
    if (everyMs <= 0) return;
    timer = setInterval(() => {
      running ??= app.services.agentSettlements
        .settleLastMonth(app.log)
        .catch((error: unknown) => app.log.warn({ err: error }, 'agent settlement job failed'))
        .finally(() => {
          running = undefined;
        });
    }, everyMs);
    timer.unref();
  });

  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
});
