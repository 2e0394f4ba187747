import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { memberOf } from '../../accounts/members/member-auth.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { memberSecurity } from '../../accounts/members/member-route.ts';
import { downlinePageSchema, downlineQuery, periodQuery, summarySchema } from './agent.schemas.ts';

/** The member's agent page: the invite link, figures and commission, and the downline tree. */
export async function agentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.agent;
  const base = '/api/findmed/v1/agent';
  const common = { preHandler: app.requireMember };
  const doc = (summary: string) => ({ tags: ['agent'], security: memberSecurity, summary });

  r.get(
    `${base}/summary`,
    {
      ...common,
      schema: {
        ...doc(
          "Invite code and link, the downline's figures for a month, the scheme, the estimated and the paid commission",
        ),
        querystring: z.object({ period: periodQuery }),
        response: { 200: okEnvelope(summarySchema) },
      },
    },
    async (request) =>
      ok(await service.summary(siteOf(request), memberOf(request), request.query.period)),
  );

  r.get(
    `${base}/downline`,
    {
      ...common,
      schema: {
        ...doc(
          "The invitees of the member, or of a member of their downline above the scheme's depth (else NOT_FOUND), paged",
        ),
        querystring: downlineQuery,
        response: { 200: okEnvelope(downlinePageSchema) },
      },
    },
    async (request) =>
      ok(await service.downline(siteOf(request), memberOf(request), request.query)),
  );
}
