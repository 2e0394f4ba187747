import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOf, okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';

/**
 * Operators (and the browser journeys) read the codes that were not sent: every code under
 * SMS_OUTBOX=on, and in demo mode those of a channel without a provider.
 */
export async function outboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/outbox',
    {
      preHandler: app.requireOperator('admin', 'support'),
      schema: {
        tags: ['admin'],
        security: [{ sessionToken: [] }],
        summary:
          'Codes kept instead of sent (SMS_OUTBOX=on, or demo mode for a channel without a provider), newest first',
        querystring: z.object({
          target: z.string().max(256).optional().describe('+<area><phone> or an email address'),
          site: z.string().max(32).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: {
          200: okEnvelope(
            listOf(
              z.object({
                id: z.number(),
                siteCode: z.string(),
                channel: z.string(),
                target: z.string(),
                purpose: z.string(),
                code: z.string(),
                text: z.string(),
                createdAt: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const { target, site, limit } = request.query;
      const rows = await app.services.codes.outbox({ target, siteCode: site }, limit);
      return ok({ list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) });
    },
  );
}
