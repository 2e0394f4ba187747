import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { memberOf } from '../../accounts/members/member-auth.ts';
import { langOf, requestMeta } from '../../../plugins/request-context.ts';
import {
  listBodySchema,
  memberMessagePageSchema,
  memberMessageSchema,
  updateBodySchema,
} from './message.schemas.ts';

/** The member's inbox (spec paths): list, unread count, mark read or delete, one message. */
export async function messageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.messages;
  const base = '/api/findmed/v1/member/message';
  const common = { preHandler: app.requireMember };
  const tags = ['messages'];
  const security = [{ sessionToken: [] }];

  r.post(
    `${base}/list`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "The member's messages, newest first, paged, with the unread count",
        body: listBodySchema,
        response: { 200: okEnvelope(memberMessagePageSchema) },
      },
    },
    async (request) =>
      ok(
        await service.list(
          memberOf(request),
          request.body.page,
          request.body.size,
          langOf(request),
        ),
      ),
  );

  r.get(
    `${base}/num`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "How many of the member's messages are unread",
        response: { 200: okEnvelope(z.object({ notRead: z.number().int() })) },
      },
    },
    async (request) => ok(await service.unread(memberOf(request))),
  );

  r.post(
    `${base}/update`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Mark several messages read, or delete them from the inbox',
        body: updateBodySchema,
        response: { 200: okEnvelope(z.object({ updated: z.number().int() })) },
      },
    },
    async (request) => ok(await service.update(memberOf(request), request.body)),
  );

  r.get(
    `${base}/detail`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'One message; reading it marks it read',
        querystring: z.object({ id: z.string().max(32).optional() }),
        response: { 200: okEnvelope(memberMessageSchema) },
      },
    },
    async (request) =>
      ok(await service.detail(memberOf(request), request.query.id, langOf(request))),
  );

  const preferences = z.object({
    marketing: z.boolean().describe('Operators’ promotions and other marketing reach the inbox'),
  });

  r.get(
    `${base}/preferences`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Which messages the member takes: notices of their money always arrive',
        response: { 200: okEnvelope(preferences) },
      },
    },
    async (request) => ok(await service.preferences(memberOf(request))),
  );

  r.post(
    `${base}/preferences`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Turn marketing messages off or on',
        body: z.object({ marketing: z.enum(['0', '1', 'true', 'false']).or(z.boolean()) }),
        response: { 200: okEnvelope(preferences) },
      },
    },
    async (request) => {
      const { marketing } = request.body;
      const on = marketing === true || marketing === '1' || marketing === 'true';
      return ok(await service.setPreferences(memberOf(request), on, requestMeta(request)));
    },
  );
}
