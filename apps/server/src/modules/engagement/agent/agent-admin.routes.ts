import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, pageOf } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { operatorOf } from '../../platform/admin/operator-auth.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { memberIdParams, operatorDoc, pageQuery, siteFilter } from '../../../lib/route-parts.ts';
import { memberSiteScope } from '../../accounts/members/member-admin.routes.ts';
import { schemeBodySchema, schemeSchema, settlementSchema } from './agent.schemas.ts';

/** Agent commission for operators (prefix /api/admin/v1): the scheme per site, settlements. */
export async function agentAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.agentSettlements;
  const admin = app.requireOperator('admin');
  const finance = app.requireOperator('admin', 'finance');

  r.get(
    '/agent/scheme',
    {
      preHandler: finance,
      schema: {
        ...operatorDoc,
        summary: "A site's commission scheme; null when it has none",
        querystring: z.object({ site: siteFilter }),
        response: { 200: okEnvelope(schemeSchema.nullable()) },
      },
    },
    async (request) => ok(await service.scheme(siteOf(request), request.query.site)),
  );

  r.put(
    '/agent/scheme',
    {
      preHandler: admin,
      schema: {
        ...operatorDoc,
        summary: "Set a site's commission scheme: basis, tiers, depth, on or off (audited)",
        body: schemeBodySchema,
        response: { 200: okEnvelope(schemeSchema) },
      },
    },
    async (request) =>
      ok(
        await service.saveScheme(
          operatorOf(request),
          siteOf(request),
          request.body,
          requestMeta(request),
        ),
      ),
  );

  r.post(
    '/agent/settlements',
    {
      preHandler: finance,
      schema: {
        ...operatorDoc,
        summary:
          'Settle a closed month ("YYYY-MM", Beijing) of a site: pays each agent once; a repeat pays nothing (audited)',
        body: z.object({
          site: z.string().max(32).optional().describe("Default: the request's site"),
          period: z.string().max(16).optional(),
        }),
        response: { 200: okEnvelope(settlementSchema) },
      },
    },
    async (request) =>
      ok(
        await service.settleByOperator(
          operatorOf(request),
          siteOf(request),
          request.body,
          requestMeta(request),
        ),
      ),
  );

  r.get(
    '/agent/settlements',
    {
      preHandler: finance,
      schema: {
        ...operatorDoc,
        summary: 'Settlement runs, newest month first',
        querystring: z.object({ site: siteFilter, ...pageQuery({ default: 20, max: 100 }) }),
        response: { 200: okEnvelope(pageOf(settlementSchema)) },
      },
    },
    async (request) => {
      const { site, page, size } = request.query;
      return ok(await service.list({ siteCode: site }, page, size));
    },
  );

  r.get(
    '/members/:id/agent-line',
    {
      config: { siteScope: memberSiteScope(app), personalData: 'member_agent_line' },
      preHandler: app.requireOperator('admin', 'finance', 'support'),
      schema: {
        ...operatorDoc,
        summary:
          "A member's agent line: who invited them and so on upward (nearest first, at most " +
          'ten), and how many members they invited themselves',
        params: memberIdParams,
        response: {
          200: okEnvelope(
            z.object({
              upline: z.array(
                z.object({ id: z.number().int(), account: z.string(), disabled: z.boolean() }),
              ),
              more: z.boolean().describe('The chain goes on above the last one shown'),
              direct: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const line = await app.services.agent.line(request.params.id);
      return ok({ ...line, upline: [...line.upline] });
    },
  );
}
