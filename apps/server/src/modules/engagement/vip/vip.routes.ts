import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { memberOf } from '../../accounts/members/member-auth.ts';
import { langOf, requestMeta } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { birthdayBodySchema, memberVipSchema, vipLadderSchema } from './vip.schemas.ts';

/** The member's VIP pages (spec paths): their standing, the ladder, their birthday. */
export async function vipRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.vip;
  const base = '/api/findmed/v1/member';
  const common = { preHandler: app.requireMember };
  const tags = ['vip'];
  const security = [{ sessionToken: [] }];

  r.get(
    `${base}/vips`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "The member's level, totals, progress to the next level and privileges",
        response: { 200: okEnvelope(memberVipSchema) },
      },
    },
    async (request) => ok(await service.mine(siteOf(request), memberOf(request), langOf(request))),
  );

  r.get(
    `${base}/vips/list`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "Every level of the site's ladder with its thresholds and privileges",
        response: { 200: okEnvelope(vipLadderSchema) },
      },
    },
    async (request) => ok(await service.ladder(siteOf(request), langOf(request))),
  );

  r.post(
    `${base}/birthday`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "Sets the member's birth date, once (for the VIP birthday bonus)",
        body: birthdayBodySchema,
        response: { 200: okEnvelope(z.object({ birthDate: z.string() })) },
      },
    },
    async (request) =>
      ok(
        await service.setBirthday(
          siteOf(request),
          memberOf(request),
          request.body.birthDate,
          requestMeta(request),
        ),
      ),
  );
}
