import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance, options: { ping: () => Promise<void> }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Alive while the process runs',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready when the database answers',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await options.ping();
        return { status: 'ready' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
}
