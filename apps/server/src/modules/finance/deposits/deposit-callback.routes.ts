import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callbackAnswerSchema } from './deposit.schemas.ts';
import { SIGNATURE_HEADER } from './gateway-client.ts';

/** Callbacks are small JSON documents; anything bigger is not from a gateway. */
const CALLBACK_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * `POST /api/payments/v1/callback/:channelId`: the payment gateway reports a paid order. The
 * signature covers the exact bytes sent, so this plugin (encapsulated: registered without
 * fastify-plugin) keeps JSON bodies as raw bytes for its own route only; the service parses
 * them after checking the signature. Answers are `{ ok }` with the status the gateway acts on.
 */
export async function depositCallbackRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/payments/v1/callback/:channelId',
    {
      // A gateway sends every member's payments from a few addresses: a per-IP limit meant for
      // people would drop real payments at busy times. Each call is signed and cheap to refuse.
      config: { rateLimit: false },
      schema: {
        tags: ['payments'],
        summary:
          'Payment gateway callback, signed with x-signature (hex HMAC-SHA256 of the raw body)',
        params: z.object({ channelId: z.coerce.number().int().positive() }),
        response: {
          200: callbackAnswerSchema.describe(
            'ok:false = not credited (mismatch), left to operators',
          ),
          400: callbackAnswerSchema,
          401: callbackAnswerSchema.describe('Bad signature: nothing changed'),
          404: callbackAnswerSchema.describe('Unknown channel or order'),
        },
      },
    },
    async (request, reply) => {
      const header = request.headers[SIGNATURE_HEADER];
      const answer = await app.services.deposits.callback(
        request.params.channelId,
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof header === 'string' ? header : undefined,
        { ip: request.ip, requestId: request.id },
      );
      return reply.code(answer.status).send({ ok: answer.ok });
    },
  );
}
