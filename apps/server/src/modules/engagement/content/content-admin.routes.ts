import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOf, okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { operatorOf } from '../../platform/admin/operator-auth.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { operatorDoc } from '../../../lib/route-parts.ts';
import { adminIdParams, adminListQuery, adminPageSchema, upsertBody } from './content.schemas.ts';

/**
 * Operator content routes (prefix /api/admin/v1): the pages of a site, one page, and saving a
 * page (created or replaced, sanitised, audited). Writing member-facing text is a support task,
 * so admin and support may use them.
 */
export async function contentAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const content = app.services.content;
  const common = { preHandler: app.requireOperator('admin', 'support') };

  r.get(
    '/content/pages',
    {
      ...common,
      schema: {
        ...operatorDoc,
        summary: "A site's pages (every language, or one), without bodies",
        querystring: adminListQuery,
        response: { 200: okEnvelope(listOf(adminPageSchema)) },
      },
    },
    async (request) =>
      ok({ list: await content.adminList(request.query.site, request.query.lang) }),
  );

  r.get(
    '/content/pages/:id',
    {
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'One page with its body',
        params: adminIdParams,
        response: { 200: okEnvelope(adminPageSchema) },
      },
    },
    async (request) => ok(await content.adminGet(request.params.id)),
  );

  r.post(
    '/content/pages',
    {
      ...common,
      schema: {
        ...operatorDoc,
        summary:
          'Create or replace the page of (site, slug, lang); the body is sanitised (audited)',
        body: upsertBody,
        response: { 200: okEnvelope(adminPageSchema) },
      },
    },
    async (request) =>
      ok(await content.upsert(operatorOf(request), request.body, requestMeta(request))),
  );

  r.post(
    '/content/preview',
    {
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'A body as it would be stored (sanitised), for a preview; nothing is saved',
        body: upsertBody.pick({ body: true }),
        response: { 200: okEnvelope(z.object({ html: z.string() })) },
      },
    },
    async (request) => ok({ html: content.preview(request.body.body) }),
  );
}
