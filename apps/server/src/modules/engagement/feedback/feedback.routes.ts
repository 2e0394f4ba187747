import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEEDBACK_TYPES, okEnvelope, pageOf } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { memberOf } from '../../accounts/members/member-auth.ts';
import { memberSecurity } from '../../accounts/members/member-route.ts';
import { pageQuery } from '../../../lib/route-parts.ts';
import {
  createBodySchema,
  detailSchema,
  replyBodySchema,
  summarySchema,
  threadIdSchema,
} from './feedback.schemas.ts';

/** Member feedback: open a thread, list them, read one with the operators' replies, follow up. */
export async function feedbackRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.feedback;
  const base = '/api/findmed/v1/feedback';
  const common = { preHandler: app.requireMember };
  const doc = (summary: string) => ({ tags: ['feedback'], security: memberSecurity, summary });
  const idData = okEnvelope(z.object({ id: z.number().int() }));

  r.post(
    `${base}/create`,
    {
      ...common,
      schema: {
        ...doc(
          `Open a feedback thread: type (${FEEDBACK_TYPES.join(', ')}), content (1-1000 characters), images (upload ids "1,2,3", at most 3). At most 10 an hour`,
        ),
        body: createBodySchema,
        response: { 200: idData },
      },
    },
    async (request) => ok(await service.create(memberOf(request), request.body)),
  );

  r.post(
    `${base}/list`,
    {
      ...common,
      schema: {
        ...doc("The member's feedback threads, newest first"),
        body: z.object(pageQuery({ default: 10, max: 50 })).default({ page: 1, size: 10 }),
        response: { 200: okEnvelope(pageOf(summarySchema)) },
      },
    },
    async (request) =>
      ok(await service.list(memberOf(request), request.body.page, request.body.size)),
  );

  r.get(
    `${base}/detail`,
    {
      ...common,
      schema: {
        ...doc('One of the member’s threads with every post, operator replies included'),
        querystring: z.object({ id: threadIdSchema }),
        response: { 200: okEnvelope(detailSchema) },
      },
    },
    async (request) => ok(await service.detail(memberOf(request), request.query.id)),
  );

  r.post(
    `${base}/reply`,
    {
      ...common,
      schema: {
        ...doc('Follow up on an open or replied thread (content, images as for create)'),
        body: replyBodySchema,
        response: { 200: idData.describe('The new post') },
      },
    },
    async (request) => {
      const { id, ...post } = request.body;
      return ok(await service.reply(memberOf(request), id, post));
    },
  );
}
