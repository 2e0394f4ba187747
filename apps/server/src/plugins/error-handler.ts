import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  fieldReasonMessage,
  isFieldReason,
  messageFor,
  type ErrorCode,
  type FieldReason,
  type MessageParams,
} from '@kirin/contract';
import { isDatabaseUnavailable } from '../db/pg-errors.ts';
import { DomainError, SessionError } from '../lib/errors.ts';
import { langOf } from './request-context.ts';

const TRANSPORT_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  httpStatus: number,
  code: ErrorCode,
  options: {
    params?: MessageParams | undefined;
    fields?: Record<string, FieldReason> | undefined;
    data?: Readonly<Record<string, unknown>> | undefined;
  } = {},
) {
  const lang = langOf(request);
  const data = options.fields
    ? {
        fields: Object.fromEntries(
          Object.entries(options.fields).map(([name, reason]) => [
            name,
            fieldReasonMessage(reason, lang),
          ]),
        ),
      }
    : (options.data ?? null);
  return sendRaw(reply, httpStatus, {
    status: false,
    data,
    code,
    msg: messageFor(code, lang, options.params),
  });
}

/**
 * What Node's HTTP parser refuses before any route sees it (a head over its 16 KB, a broken
 * request line) gets the envelope too, instead of Node's bare status line (issue 20). Nothing of
 * the request was read, its language included: the site's default language answers.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const [status, code]: [string, ErrorCode] = tooLarge
    ? ['431 Request Header Fields Too Large', 'PAYLOAD_TOO_LARGE']
    : ['400 Bad Request', 'BAD_REQUEST'];
  const body = JSON.stringify({ status: false, data: null, code, msg: messageFor(code, 'zh-CN') });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Refusals are sent pre-serialized: a route's response schema describes its success envelope,
 * and a refusal must not be forced through it.
 */
function sendRaw(reply: FastifyReply, httpStatus: number, body: unknown) {
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** Field path as the client named it: `amount`, `cards.0.no`; the whole body or query is `_`. */
function fieldsFromValidation(error: FastifyError): Record<string, FieldReason> {
  const fields: Record<string, FieldReason> = {};
  for (const item of error.validation ?? []) {
    const name = item.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    if (fields[name]) continue;
    fields[name] = isFieldReason(item.message) ? item.message : 'invalid_value';
  }
  return fields;
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof SessionError) {
        return sendRaw(reply, 200, { status: false, data: 'token' });
      }
      if (error instanceof DomainError) {
        const seconds = error.params?.['seconds'];
        if (error.httpStatus === 429 && seconds !== undefined && !reply.hasHeader('retry-after'))
          reply.header('retry-after', String(seconds));
        return refuse(request, reply, error.httpStatus, error.code, {
          params: error.params,
          fields: error.fields,
          data: error.data,
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return refuse(request, reply, 200, 'VALIDATION', { fields: fieldsFromValidation(error) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, status }, error.message);
        return refuse(request, reply, status, TRANSPORT_CODES[status] ?? 'BAD_REQUEST');
      }
      if (status === 503 || isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'service unavailable');
        return refuse(request, reply, 503, 'SERVICE_UNAVAILABLE');
      }
      request.log.error({ err: error }, 'unhandled error');
      return refuse(request, reply, 500, 'INTERNAL');
    });

    app.setNotFoundHandler(async (request, reply) => refuse(request, reply, 404, 'NOT_FOUND'));
  },
  { name: 'error-handler', dependencies: ['request-context'] },
);
