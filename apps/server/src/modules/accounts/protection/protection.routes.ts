import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { memberOf } from '../members/member-auth.ts';
import { memberPost, memberSecurity } from '../members/member-route.ts';
import {
  confirmBodySchema,
  excludeBodySchema,
  limitsSchema,
  restrictionSchema,
  setLimitBodySchema,
  timeoutBodySchema,
} from './protection.schemas.ts';

/** Responsible gambling (API.md): the member's limits, time-out and self-exclusion. */
export async function protectionRoutes(app: FastifyInstance) {
  const service = app.services.protection;
  const base = '/api/findmed/v1/member';

  app.withTypeProvider<ZodTypeProvider>().get(
    `${base}/limits`,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['member'],
        security: memberSecurity,
        summary: "The member's limits, changes waiting for confirmation, time-out and exclusion",
        response: { 200: okEnvelope(limitsSchema) },
      },
    },
    async (request) => ok(await service.limits(siteOf(request), memberOf(request))),
  );

  memberPost(
    app,
    `${base}/limits`,
    {
      summary: 'Sets a limit: a lower one at once, a higher one or a removal after 24 hours',
      body: setLimitBodySchema,
      data: limitsSchema,
    },
    (site, who, body, meta) => service.setLimit(site, who, body, meta),
  );

  memberPost(
    app,
    `${base}/limits/confirm`,
    {
      summary: 'Confirms a raised or removed limit whose 24-hour cooling-off has passed',
      body: confirmBodySchema,
      data: limitsSchema,
    },
    (site, who, body, meta) => service.confirm(site, who, body, meta),
  );

  memberPost(
    app,
    `${base}/timeout`,
    {
      summary: 'Takes a time-out of 1, 7, 30 or 42 days on every brand; ends every session',
      body: timeoutBodySchema,
      data: restrictionSchema,
    },
    (site, who, body, meta) => service.timeout(site, who, body, meta),
  );

  memberPost(
    app,
    `${base}/exclude`,
    {
      summary: 'Self-exclusion for 6, 12 or 60 months or for good (0), on every brand',
      body: excludeBodySchema,
      data: restrictionSchema,
    },
    (site, who, body, meta) => service.exclude(site, who, body, meta),
  );
}
