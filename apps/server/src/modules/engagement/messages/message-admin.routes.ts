import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, pageOf } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { operatorOf, scopeById } from '../../platform/admin/operator-auth.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { operatorDoc, pageQuery, siteFilter } from '../../../lib/route-parts.ts';
import { adminMessageSchema, sendBodySchema } from './message.schemas.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Operator message routes (prefix /api/admin/v1): send, list with read counts, withdraw. */
/** The site a message goes to: the body's, or the request's. */
const sentSite = (request: FastifyRequest) =>
  (request.body as { site?: string }).site ?? siteOf(request).code;

export async function messageAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.messages;
  const common = { preHandler: app.requireOperator('admin', 'support') };

  r.post(
    '/messages',
    {
      config: { siteScope: sentSite },
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'Send a message to one member, to the members of a VIP level, or to a site',
        body: sendBodySchema,
        response: { 200: okEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        await service.send(
          operatorOf(request),
          siteOf(request),
          request.body,
          requestMeta(request),
        ),
      ),
  );

  r.get(
    '/messages',
    {
      config: { siteScope: 'list' },
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'Messages sent, newest first, with how many members they reach and have read',
        querystring: z.object({ site: siteFilter, ...pageQuery({ default: 20, max: 100 }) }),
        response: { 200: okEnvelope(pageOf(adminMessageSchema)) },
      },
    },
    async (request) => {
      const { site, page, size } = request.query;
      return ok(await service.adminList({ siteCode: site }, page, size));
    },
  );

  r.post(
    '/messages/:id/withdraw',
    {
      config: { siteScope: scopeById((id) => service.siteOfMessage(Number(id))) },
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'Withdraw a message: members no longer see it',
        params: idParams,
        response: { 200: okEnvelope(adminMessageSchema) },
      },
    },
    async (request) =>
      ok(await service.withdraw(operatorOf(request), request.params.id, requestMeta(request))),
  );
}
