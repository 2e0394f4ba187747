import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, pageOf, PROMO_APPLICATION_STATES } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { operatorOf } from '../../platform/admin/operator-auth.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { operatorDoc, pageQuery, siteFilter } from '../../../lib/route-parts.ts';
import {
  adminApplicationSchema,
  adminIdParams,
  adminPopupSchema,
  adminPromotionSchema,
  createPopupBody,
  createPromotionBody,
  rejectBody,
  updatePopupBody,
  updatePromotionBody,
} from './promotion.schemas.ts';

/**
 * Operator routes (prefix /api/admin/v1) of activities, their applications and the site
 * pop-ups. Activities carry bonus terms, so writing them is for admins; deciding applications
 * pays money, so it is for admins and finance; pop-ups are member-facing text, as content is.
 */
export async function promotionAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const promotions = app.services.promotionAdmin;
  const popups = app.services.popups;
  const admin = { preHandler: app.requireOperator('admin') };
  const anyone = { preHandler: app.requireOperator('admin', 'finance', 'support') };
  const finance = { preHandler: app.requireOperator('admin', 'finance') };
  const writers = { preHandler: app.requireOperator('admin', 'support') };
  const list = { site: siteFilter, ...pageQuery({ default: 20, max: 100 }) };

  r.get(
    '/promotions',
    {
      ...anyone,
      schema: {
        ...operatorDoc,
        summary: 'Activities of one site or all, in the member order',
        querystring: z.object(list),
        response: { 200: okEnvelope(pageOf(adminPromotionSchema)) },
      },
    },
    async (request) => {
      const { site, page, size } = request.query;
      return ok(await promotions.list(site, page, size));
    },
  );

  r.post(
    '/promotions',
    {
      ...admin,
      schema: {
        ...operatorDoc,
        summary: 'Create an activity; rules are sanitised (audited)',
        body: createPromotionBody,
        response: { 200: okEnvelope(adminPromotionSchema) },
      },
    },
    async (request) =>
      ok(
        await promotions.create(
          operatorOf(request),
          siteOf(request),
          request.body,
          requestMeta(request),
        ),
      ),
  );

  r.get(
    '/promotions/applications',
    {
      ...anyone,
      schema: {
        ...operatorDoc,
        summary: 'Applications, newest first, by site, activity and state',
        querystring: z.object({
          ...list,
          promotionId: z.coerce.number().int().positive().optional(),
          state: z.enum(PROMO_APPLICATION_STATES).optional(),
        }),
        response: { 200: okEnvelope(pageOf(adminApplicationSchema)) },
      },
    },
    async (request) => {
      const { site, promotionId, state, page, size } = request.query;
      return ok(await promotions.applications({ siteCode: site, promotionId, state }, page, size));
    },
  );

  r.post(
    '/promotions/applications/:id/approve',
    {
      ...finance,
      schema: {
        ...operatorDoc,
        summary: 'Approve a waiting application and pay its bonus (again: nothing more is paid)',
        params: adminIdParams,
        response: { 200: okEnvelope(adminApplicationSchema) },
      },
    },
    async (request) =>
      ok(await promotions.approve(operatorOf(request), request.params.id, requestMeta(request))),
  );

  r.post(
    '/promotions/applications/:id/reject',
    {
      ...finance,
      schema: {
        ...operatorDoc,
        summary: 'Turn a waiting application down, with a note the member reads (audited)',
        params: adminIdParams,
        body: rejectBody,
        response: { 200: okEnvelope(adminApplicationSchema) },
      },
    },
    async (request) =>
      ok(
        await promotions.reject(
          operatorOf(request),
          request.params.id,
          request.body.note,
          requestMeta(request),
        ),
      ),
  );

  r.get(
    '/promotions/:id',
    {
      ...anyone,
      schema: {
        ...operatorDoc,
        summary: 'One activity',
        params: adminIdParams,
        response: { 200: okEnvelope(adminPromotionSchema) },
      },
    },
    async (request) => ok(await promotions.get(request.params.id)),
  );

  r.put(
    '/promotions/:id',
    {
      ...admin,
      schema: {
        ...operatorDoc,
        summary: 'Change an activity: fields left out keep their values (audited)',
        params: adminIdParams,
        body: updatePromotionBody,
        response: { 200: okEnvelope(adminPromotionSchema) },
      },
    },
    async (request) =>
      ok(
        await promotions.update(
          operatorOf(request),
          request.params.id,
          request.body,
          requestMeta(request),
        ),
      ),
  );

  r.get(
    '/popups',
    {
      ...anyone,
      schema: {
        ...operatorDoc,
        summary: 'Pop-ups of one site or all',
        querystring: z.object(list),
        response: { 200: okEnvelope(pageOf(adminPopupSchema)) },
      },
    },
    async (request) => {
      const { site, page, size } = request.query;
      return ok(await popups.list(site, page, size));
    },
  );

  r.post(
    '/popups',
    {
      ...writers,
      schema: {
        ...operatorDoc,
        summary: 'Create a pop-up; its body is sanitised (audited)',
        body: createPopupBody,
        response: { 200: okEnvelope(adminPopupSchema) },
      },
    },
    async (request) =>
      ok(
        await popups.create(
          operatorOf(request),
          siteOf(request),
          request.body,
          requestMeta(request),
        ),
      ),
  );

  r.put(
    '/popups/:id',
    {
      ...writers,
      schema: {
        ...operatorDoc,
        summary: 'Change a pop-up: fields left out keep their values (audited)',
        params: adminIdParams,
        body: updatePopupBody,
        response: { 200: okEnvelope(adminPopupSchema) },
      },
    },
    async (request) =>
      ok(
        await popups.update(
          operatorOf(request),
          request.params.id,
          request.body,
          requestMeta(request),
        ),
      ),
  );
}
