import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, pageOf, SUPPORT_THREAD_STATES, UPLOAD_IMAGE_MIMES } from '@kirin/contract';
import { DomainError, ok } from '../../../lib/errors.ts';
import { operatorOf, scopeById } from '../../platform/admin/operator-auth.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { operatorDoc, pageQuery, siteFilter } from '../../../lib/route-parts.ts';
import { openEventStream, requireEventStream } from '../../../lib/event-stream.ts';
import {
  deskDetailSchema,
  deskMessageSchema,
  deskThreadQuery,
  deskThreadSchema,
  idSchema,
  replyBodySchema,
} from './support.schemas.ts';

/** The bytes of the `file` part; a malformed body is the client's fault (400), never a 500. */
async function fileOf(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', { httpStatus: 415 });
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw DomainError.validation({ file: 'required' });
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new DomainError('BAD_REQUEST', { httpStatus: 400 });
  }
}

/**
 * Operator chat routes (prefix /api/admin/v1; roles admin and support): the queue, a thread,
 * reply, read, close, images for replies, and the stream of every thread's events. The console
 * screen comes later; these are what it will call.
 */
export async function supportAdminRoutes(
  app: FastifyInstance,
  options: { streams: Set<() => void> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { desk, hub } = app.services.support;
  const common = { preHandler: app.requireOperator('admin', 'support') };
  const params = z.object({ id: idSchema.describe('Thread id') });
  const threadData = { 200: okEnvelope(deskThreadSchema) };

  r.get(
    '/support/threads',
    {
      config: { siteScope: 'list', personalData: 'support_threads' },
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'Chat threads by site and state (default open), most recently active first',
        querystring: z.object({
          site: siteFilter,
          state: z.enum(SUPPORT_THREAD_STATES).default('open'),
          ...pageQuery({ default: 20, max: 100 }),
        }),
        response: { 200: okEnvelope(pageOf(deskThreadSchema)) },
      },
    },
    async (request) => {
      const { site, state, page, size } = request.query;
      return ok(await desk.list({ siteCode: site, state }, page, size));
    },
  );

  r.get(
    '/support/threads/:id',
    {
      config: {
        siteScope: scopeById((id) => desk.siteOfThread(Number(id))),
        personalData: 'support_thread',
      },
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'One thread with its messages, oldest first (`before` for older ones)',
        params,
        querystring: deskThreadQuery,
        response: { 200: okEnvelope(deskDetailSchema) },
      },
    },
    async (request) => ok(await desk.detail(request.params.id, request.query)),
  );

  r.post(
    '/support/threads/:id/reply',
    {
      config: { siteScope: scopeById((id) => desk.siteOfThread(Number(id))) },
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'Answer the customer (text and/or images); refused once the thread is closed',
        params,
        body: replyBodySchema,
        response: { 200: okEnvelope(deskMessageSchema) },
      },
    },
    async (request) =>
      ok(
        await desk.reply(
          operatorOf(request),
          request.params.id,
          request.body,
          requestMeta(request),
        ),
      ),
  );

  r.post(
    '/support/threads/:id/read',
    {
      config: { siteScope: scopeById((id) => desk.siteOfThread(Number(id))) },
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'Mark the thread read up to its last message (the customer sees it as seen)',
        params,
        response: threadData,
      },
    },
    async (request) =>
      ok(await desk.markRead(operatorOf(request), request.params.id, requestMeta(request))),
  );

  r.post(
    '/support/threads/:id/close',
    {
      config: { siteScope: scopeById((id) => desk.siteOfThread(Number(id))) },
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'End the conversation; the customer’s next message opens a new thread',
        params,
        response: threadData,
      },
    },
    async (request) =>
      ok(await desk.close(operatorOf(request), request.params.id, requestMeta(request))),
  );

  r.get(
    '/support/stream',
    {
      config: { siteScope: 'list' },
      ...common,
      schema: {
        ...operatorDoc,
        summary:
          'Server-Sent Events (`Accept: text/event-stream`) of every thread (or one site’s): `ready`, `message` ({ thread, message }) and `read` ({ threadId, upTo, by })',
        querystring: z.object({ site: siteFilter }),
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      requireEventStream(request);
      const site = request.query.site?.trim() || undefined;
      const token = request.headers['t'];
      openEventStream(reply, {
        subscribe: (send) => hub.watchDesk(site, send),
        stillAllowed: async () => {
          await app.services.operators.authenticate(typeof token === 'string' ? token : undefined);
          return true;
        },
        streams: options.streams,
        timing: app.services.support.streamTiming,
      });
      return reply;
    },
  );

  // Multipart parsing only for the image route, as for member uploads.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: app.config.uploadLimitBytes,
        files: 1,
        fields: 10,
        parts: 11,
        fieldSize: 1024,
        headerPairs: 50,
      },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/support/images',
      {
        config: { siteScope: 'self' },
        ...common,
        schema: {
          ...operatorDoc,
          summary: `An image for a reply (multipart field \`file\`; ${UPLOAD_IMAGE_MIMES.join(', ')}, recognised by content; at most UPLOAD_LIMIT_BYTES)`,
          consumes: ['multipart/form-data'],
          response: {
            200: okEnvelope(z.object({ id: z.number().int(), url: z.string() })),
          },
        },
      },
      async (request) =>
        ok(await desk.storeImage(operatorOf(request), await fileOf(request), requestMeta(request))),
    );
  });
}
