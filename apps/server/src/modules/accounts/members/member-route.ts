import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { memberOf } from './member-auth.ts';
import { requestMeta, type RequestMeta } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import type { Site } from '../../platform/site/site.service.ts';
import type { MemberIdentity } from './member-sessions.ts';

/** OpenAPI: the route needs the session token in the `t` header. */
export const memberSecurity = [{ sessionToken: [] }];

/**
 * A POST in a member's session whose service takes the site, the member, the body and the
 * request meta, and whose answer is `data`.
 */
export function memberPost<B extends z.ZodType, D extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  schema: { summary: string; body: B; data: D },
  run: (
    site: Site,
    who: MemberIdentity,
    body: z.output<B>,
    meta: RequestMeta,
  ) => Promise<z.output<D>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['member'],
        security: memberSecurity,
        summary: schema.summary,
        body: schema.body,
        // Typed loosely here: `run` is what is checked against `data`, at each call.
        response: { 200: okEnvelope<z.ZodType>(schema.data) },
      },
    },
    async (request) =>
      ok(
        await run(
          siteOf(request),
          memberOf(request),
          request.body as z.output<B>,
          requestMeta(request),
        ),
      ),
  );
}
