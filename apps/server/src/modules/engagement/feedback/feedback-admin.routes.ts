import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEEDBACK_THREAD_STATES, okEnvelope, pageOf } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { operatorOf, scopeById } from '../../platform/admin/operator-auth.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { operatorDoc, pageQuery, siteFilter } from '../../../lib/route-parts.ts';
import {
  adminDetailSchema,
  adminSummarySchema,
  operatorReplyBodySchema,
  threadIdSchema,
} from './feedback.schemas.ts';

/** Operator feedback routes (prefix /api/admin/v1): the queue, a thread, reply, close. */
export async function feedbackAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.feedback;
  const common = { preHandler: app.requireOperator('admin', 'support') };
  const params = z.object({ id: threadIdSchema });
  const detail = { 200: okEnvelope(adminDetailSchema) };

  r.get(
    '/feedback',
    {
      config: { siteScope: 'list', personalData: 'feedback' },
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'Feedback threads by site and state, most recently active first',
        querystring: z.object({
          site: siteFilter,
          state: z.enum(FEEDBACK_THREAD_STATES).optional(),
          ...pageQuery({ default: 20, max: 100 }),
        }),
        response: { 200: okEnvelope(pageOf(adminSummarySchema)) },
      },
    },
    async (request) => {
      const { site, state, page, size } = request.query;
      return ok(await service.adminList({ siteCode: site, state }, page, size));
    },
  );

  r.get(
    '/feedback/:id',
    {
      config: {
        siteScope: scopeById((id) => service.siteOfThread(Number(id))),
        personalData: 'feedback',
      },
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'One feedback thread with every post',
        params,
        response: detail,
      },
    },
    async (request) => ok(await service.adminDetail(request.params.id)),
  );

  r.post(
    '/feedback/:id/reply',
    {
      config: { siteScope: scopeById((id) => service.siteOfThread(Number(id))) },
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'Answer the member (the thread becomes `replied`); refused once closed',
        params,
        body: operatorReplyBodySchema,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await service.operatorReply(
          operatorOf(request),
          request.params.id,
          request.body.body,
          requestMeta(request),
        ),
      ),
  );

  r.post(
    '/feedback/:id/close',
    {
      config: { siteScope: scopeById((id) => service.siteOfThread(Number(id))) },
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'Close the thread: no more posts from either side',
        params,
        response: detail,
      },
    },
    async (request) =>
      ok(await service.close(operatorOf(request), request.params.id, requestMeta(request))),
  );
}
