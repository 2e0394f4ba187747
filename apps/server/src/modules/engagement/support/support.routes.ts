import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { authenticateMember } from '../../accounts/members/member-auth.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { customerKey } from './support-hub.ts';
import { openEventStream, requireEventStream } from '../../../lib/event-stream.ts';
import type { Customer } from './support.service.ts';
import {
  conversationQuery,
  conversationSchema,
  messageSchema,
  readBodySchema,
  sendBodySchema,
} from './support.schemas.ts';
import { supportAdminRoutes } from './support-admin.routes.ts';
import { supportMediaRoutes } from './support-media.routes.ts';

/** OpenAPI: a session token when there is one, else the visitor id. */
const customerSecurity: Record<string, string[]>[] = [{ sessionToken: [] }, {}];

/**
 * Who is asking: the member of a `t` header (a dead session is refused as everywhere), else the
 * visitor of the `vid` header, or of the vid this very answer hands out when the request had none.
 */
async function customerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Customer> {
  const token = request.headers['t'];
  const member =
    typeof token === 'string' && token !== '' ? await authenticateMember(app, request) : null;
  const issued = reply.getHeader('vid');
  const sent = request.headers['vid'];
  const visitorId = typeof issued === 'string' ? issued : typeof sent === 'string' ? sent : null;
  return { site: siteOf(request), member, visitorId, ip: request.ip };
}

export type SupportRouteOptions = { redis: Redis | undefined; namespace: string };

/**
 * The customer-service chat for members and visitors (`/api/findmed/v1/support/...`), and, under
 * `/api/admin/v1/support`, for operators. With Redis, events reach the streams of every node.
 */
export async function supportRoutes(app: FastifyInstance, options: SupportRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { chat, hub } = app.services.support;
  const base = '/api/findmed/v1/support';
  const doc = (summary: string) => ({ tags: ['support'], security: customerSecurity, summary });

  if (options.redis) {
    const close = await app.services.support.connect(options.redis, options.namespace, app.log);
    app.addHook('onClose', close);
  }
  // Open streams would keep the server from closing: end them first.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  r.get(
    `${base}/messages`,
    {
      schema: {
        ...doc(
          'The customer’s conversation (member by `t`, else visitor by `vid`), oldest first; `threadId` for one of their threads (another’s is NOT_FOUND)',
        ),
        querystring: conversationQuery,
        response: { 200: okEnvelope(conversationSchema) },
      },
    },
    async (request, reply) =>
      ok(await chat.conversation(await customerOf(app, request, reply), request.query)),
  );

  r.post(
    `${base}/send`,
    {
      schema: {
        ...doc(
          'Send a message (opens a conversation when none is open). Refusals: SUPPORT_MESSAGE_TOO_LONG, SUPPORT_TOO_FAST (429), SUPPORT_IMAGES_NEED_LOGIN, SUPPORT_CHAT_OFF',
        ),
        body: sendBodySchema,
        response: { 200: okEnvelope(messageSchema) },
      },
    },
    async (request, reply) =>
      ok(await chat.send(await customerOf(app, request, reply), request.body)),
  );

  r.post(
    `${base}/read`,
    {
      schema: {
        ...doc('The customer has seen every message up to `upTo`; operators see it'),
        body: readBodySchema,
        response: { 200: okEnvelope(z.object({ upTo: z.number().int() })) },
      },
    },
    async (request, reply) =>
      ok(await chat.markRead(await customerOf(app, request, reply), request.body.upTo)),
  );

  r.get(
    `${base}/stream`,
    {
      schema: {
        ...doc(
          'Server-Sent Events (`Accept: text/event-stream`): `ready`, then `message` (a SupportMessage) and `read` ({ threadId, upTo, by }) of the customer’s threads. Read what was missed after each `ready`',
        ),
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      requireEventStream(request);
      const customer = await customerOf(app, request, reply);
      const key = customerKey({
        siteCode: customer.site.code,
        memberId: customer.member?.id ?? null,
        visitorId: customer.visitorId,
      });
      const token = request.headers['t'];
      openEventStream(reply, {
        subscribe: (send) => hub.watchCustomer(key, send),
        stillAllowed: async () => {
          if (!customer.member) return true;
          await app.services.memberSessions.authenticate(
            typeof token === 'string' ? token : undefined,
            customer.site.code,
          );
          return true;
        },
        streams,
        timing: app.services.support.streamTiming,
      });
      return reply;
    },
  );

  await app.register(supportAdminRoutes, { prefix: '/api/admin/v1', streams });
  await app.register(supportMediaRoutes);
}
