import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../../../plugins/idempotency.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOf, okEnvelope } from '@kirin/contract';
import { DomainError, ok } from '../../../lib/errors.ts';
import { memberOf, optionalMember } from '../../accounts/members/member-auth.ts';
import { langOf } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { sendArt } from '../../../lib/art-reply.ts';
import { renderPromoArt } from './promotion-art.ts';
import {
  applicationSchema,
  applyBody,
  detailSchema,
  idQuery,
  listItemSchema,
  popupSchema,
} from './promotion.schemas.ts';

/** Activities (spec paths under /promo), the site pop-ups, and the demo artwork they use. */
export async function promotionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const promotions = app.services.promotions;
  const popups = app.services.popups;
  const base = '/api/findmed/v1';
  const tags = ['promotions'];
  // The session is optional: the answer is the same for a visitor, only without their own state.
  const optionalSession: Record<string, string[]>[] = [{}, { sessionToken: [] }];

  r.get(
    `${base}/promo/list`,
    {
      schema: {
        tags,
        security: optionalSession,
        summary:
          'Running activities of the site in the request’s language; with a session, the member’s applications',
        response: { 200: okEnvelope(listOf(listItemSchema)) },
      },
    },
    async (request, reply) => {
      const who = await optionalMember(app, request);
      reply.header('cache-control', 'private, no-store');
      return ok({ list: await promotions.list(siteOf(request), langOf(request), who) });
    },
  );

  r.get(
    `${base}/promo/detail`,
    {
      schema: {
        tags,
        security: optionalSession,
        summary:
          'One activity with its rules (sanitised HTML); NOT_FOUND if the site has no such one',
        querystring: idQuery,
        response: { 200: okEnvelope(detailSchema) },
      },
    },
    async (request, reply) => {
      const who = await optionalMember(app, request);
      reply.header('cache-control', 'private, no-store');
      return ok(await promotions.detail(siteOf(request), langOf(request), request.query.id, who));
    },
  );

  r.post(
    `${base}/promo/apply`,
    {
      config: { moneyWrite: true },
      preHandler: app.requireMember,
      schema: {
        tags,
        security: [{ sessionToken: [] }],
        summary:
          'Apply for an activity: once per member; auto-approved ones pay the bonus at once, others wait for review',
        body: applyBody,
        response: { 200: okEnvelope(z.object({ application: applicationSchema })) },
      },
    },
    async (request) =>
      ok(
        await promotions.apply(
          siteOf(request),
          memberOf(request),
          request.body.id,
          idempotencyKeyOf(request),
        ),
      ),
  );

  r.get(
    `${base}/popups`,
    {
      schema: {
        tags,
        security: optionalSession,
        summary:
          'Pop-ups in force for this visitor: guests and signed-in members may see different ones',
        response: { 200: okEnvelope(listOf(popupSchema)) },
      },
    },
    async (request, reply) => {
      const who = await optionalMember(app, request);
      reply.header('cache-control', 'private, no-store');
      return ok({
        list: await popups.inForce(siteOf(request), langOf(request), who?.id),
      });
    },
  );

  r.get(
    '/media/promos/:file',
    {
      schema: {
        tags,
        summary: 'Generated SVG artwork of the demo activities and pop-ups',
        params: z.object({ file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const svg = renderPromoArt(request.params.file);
      if (!svg) throw new DomainError('NOT_FOUND', { httpStatus: 404 });
      return sendArt(reply, svg);
    },
  );
}
