import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, SITE_CODES } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { operatorDoc, siteFilter } from '../../../lib/route-parts.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { operatorOf } from '../admin/operator-auth.ts';
import { siteOf } from '../site/site-of.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route moves a member's money: refused with MAINTENANCE while the site's maintenance is
     * in force (API.md "Maintenance"). A route whose money moves only sometimes (a launch with
     * auto-transfer) asks MaintenanceService.assertOpen itself.
     */
    moneyWrite?: boolean;
  }
}

const isoInstant = z.string().max(40).describe('ISO 8601 instant');
const entrySchema = z.object({
  id: z.number().int(),
  site: z.string().describe('A site code, or * for every brand'),
  on: z.boolean(),
  message: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  operatorId: z.number().int().nullable(),
  createdAt: z.string(),
});
const bodySchema = z.object({
  site: z.enum([...SITE_CODES, '*']).describe('A site code, or * for every brand'),
  on: z.boolean().describe('true starts (or schedules) maintenance; false ends it'),
  message: z.string().max(500).optional().describe("The operator's words shown to members"),
  startsAt: isoInstant
    .optional()
    .describe('When it starts (default now); a later one schedules it'),
  endsAt: isoInstant.optional().describe('When it is expected to end (required with on)'),
});

/** The site an operator's maintenance request is for; `*` is every site (platform operators). */
const bodySite = (request: FastifyRequest) => (request.body as { site: string }).site;

/**
 * The guard of money writes: every route marked `moneyWrite` is refused during maintenance, on
 * request, before its body is read or its session checked (the site is known by then).
 */
export const maintenanceGuard = fp(
  async function maintenanceGuard(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.config.moneyWrite) return;
      await app.services.maintenance.assertOpen(siteOf(request).code);
    });
  },
  { name: 'maintenance-guard' },
);

/** Operators' maintenance routes (prefix /api/admin/v1). */
export async function maintenanceAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.maintenance;
  r.post(
    '/site/maintenance',
    {
      config: { siteScope: bodySite },
      preHandler: app.requireOperator('admin'),
      schema: {
        ...operatorDoc,
        summary: 'Start, schedule or end maintenance of a site, or of every site (*)',
        body: bodySchema,
        response: { 200: okEnvelope(entrySchema) },
      },
    },
    async (request) =>
      ok(await service.set(operatorOf(request), request.body, requestMeta(request))),
  );
  r.get(
    '/site/maintenance',
    {
      config: { siteScope: 'list' },
      preHandler: app.requireOperator('admin'),
      schema: {
        ...operatorDoc,
        summary: "What operators set for a site's maintenance (and every site's), newest first",
        querystring: z.object({ site: siteFilter }),
        response: { 200: okEnvelope(z.object({ list: z.array(entrySchema) })) },
      },
    },
    async (request) => ok({ list: await service.history(request.query.site) }),
  );
}
