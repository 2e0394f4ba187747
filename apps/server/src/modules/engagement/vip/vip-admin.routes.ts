import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { operatorOf } from '../../platform/admin/operator-auth.ts';
import { langOf, requestMeta } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { memberIdParams, operatorDoc, siteFilter } from '../../../lib/route-parts.ts';
import { memberSiteScope } from '../../accounts/members/member-admin.routes.ts';
import {
  adminLadderSchema,
  adminMemberVipSchema,
  evaluationSchema,
  ladderBodySchema,
  levelChangeSchema,
  setLevelBodySchema,
} from './vip.schemas.ts';

/** Operator VIP routes (prefix /api/admin/v1): the ladder, a member's level, evaluation now. */
export async function vipAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.vip;
  const read = app.requireOperator('admin', 'finance', 'support');
  const write = app.requireOperator('admin', 'finance');

  r.get(
    '/vip/levels',
    {
      preHandler: read,
      schema: {
        ...operatorDoc,
        summary: "A site's VIP ladder as stored (names in every language)",
        querystring: z.object({ site: siteFilter }),
        response: { 200: okEnvelope(adminLadderSchema) },
      },
    },
    async (request) => ok(await service.adminLadder(siteOf(request), request.query.site)),
  );

  r.put(
    '/vip/levels',
    {
      preHandler: write,
      schema: {
        ...operatorDoc,
        summary: "Replaces a site's whole ladder: levels 0, 1, 2… with rising thresholds",
        body: ladderBodySchema,
        response: { 200: okEnvelope(adminLadderSchema) },
      },
    },
    async (request) =>
      ok(
        await service.replaceLadder(
          operatorOf(request),
          siteOf(request),
          request.body,
          requestMeta(request),
        ),
      ),
  );

  r.post(
    '/vip/members/level',
    {
      preHandler: write,
      schema: {
        ...operatorDoc,
        summary: "Sets a member's VIP level by hand (up or down)",
        body: setLevelBodySchema,
        response: { 200: okEnvelope(levelChangeSchema) },
      },
    },
    async (request) =>
      ok(
        await service.setLevel(
          operatorOf(request),
          siteOf(request),
          request.body,
          requestMeta(request),
        ),
      ),
  );

  r.post(
    '/vip/evaluate',
    {
      preHandler: write,
      schema: {
        ...operatorDoc,
        summary: 'Evaluates levels from records now and pays upgrade bonuses due',
        body: z
          .object({ site: z.string().max(32).optional().describe('A site code, or "all"') })
          .optional(),
        response: { 200: okEnvelope(evaluationSchema) },
      },
    },
    async (request) =>
      ok(
        await service.evaluateNow(
          operatorOf(request),
          siteOf(request),
          request.body?.site,
          requestMeta(request),
        ),
      ),
  );

  // A member's page in the console: their standing, and their level set by their id.
  const memberScope = memberSiteScope(app);
  r.get(
    '/members/:id/vip',
    {
      config: { siteScope: memberScope, personalData: 'member_vip' },
      preHandler: read,
      schema: {
        ...operatorDoc,
        summary:
          "A member's VIP level, totals, progress to the next level and privileges, with the " +
          "site's levels by name",
        params: memberIdParams,
        response: { 200: okEnvelope(adminMemberVipSchema) },
      },
    },
    async (request) => {
      const vip = await service.memberStanding(request.params.id, langOf(request));
      return ok({ ...vip, levels: [...vip.levels] });
    },
  );

  r.post(
    '/members/:id/vip-level',
    {
      config: { siteScope: memberScope },
      preHandler: write,
      schema: {
        ...operatorDoc,
        summary: "Sets a member's VIP level by hand (up or down), audited",
        params: memberIdParams,
        body: setLevelBodySchema.pick({ level: true, note: true }),
        response: { 200: okEnvelope(levelChangeSchema) },
      },
    },
    async (request) =>
      ok(
        await service.setMemberLevel(
          operatorOf(request),
          request.params.id,
          request.body,
          requestMeta(request),
        ),
      ),
  );
}
