import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listOf, okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { langOf } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { listItemSchema, listQuery, pageQuery, pageSchema } from './content.schemas.ts';

/** The help centre, tutorials and sponsor page, for anyone: no session needed. */
export async function contentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const content = app.services.content;
  const base = '/api/findmed/v1/content';
  const tags = ['content'];

  // API.md names the help centre's paths `/help/list` and `/help/detail`; the member site's older
  // `/content/list` and `/content/page` answer the same.
  for (const path of [`${base}/page`, '/api/findmed/v1/help/detail']) {
    r.get(
      path,
      {
        schema: {
          tags,
          summary: 'One page by slug in the request’s language (else zh-CN); NOT_FOUND otherwise',
          querystring: pageQuery,
          response: { 200: okEnvelope(pageSchema) },
        },
      },
      async (request) =>
        ok(await content.page(siteOf(request).code, request.query.slug, langOf(request))),
    );
  }

  for (const path of [`${base}/list`, '/api/findmed/v1/help/list']) {
    r.get(
      path,
      {
        schema: {
          tags,
          summary: 'The pages of a section (`tutorial` or `help`) with their titles, by sort',
          querystring: listQuery,
          response: { 200: okEnvelope(listOf(listItemSchema)) },
        },
      },
      async (request) =>
        ok({
          list: await content.list(siteOf(request).code, request.query.section, langOf(request)),
        }),
    );
  }
}
