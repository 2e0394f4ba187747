import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOf, okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { memberOf } from '../../accounts/members/member-auth.ts';
import { langOf, requestMeta } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { idempotencyKeyOf } from '../../../plugins/idempotency.ts';
import { channelSchema, depositBodySchema, orderSchema } from './deposit.schemas.ts';

/** Member deposit routes: channels, create an order, read one order. */
export async function depositRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.deposits;
  const base = '/api/findmed/v1/finance/deposit';
  const tags = ['finance'];
  const security = [{ sessionToken: [] }];

  r.get(
    `${base}/channels`,
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        security,
        summary: 'Deposit channels of the site with limits, hours and, for USDT, the rate',
        response: { 200: okEnvelope(listOf(channelSchema)) },
      },
    },
    async (request) => ok({ list: await service.channels(siteOf(request), langOf(request)) }),
  );

  r.post(
    base,
    {
      config: { moneyWrite: true },
      preHandler: app.requireMember,
      schema: {
        tags,
        security,
        summary: 'Create a deposit order (Idempotency-Key header or requestId field)',
        body: depositBodySchema,
        response: { 200: okEnvelope(z.object({ id: z.string().describe('The order number') })) },
      },
    },
    async (request) =>
      ok(
        await service.create(
          siteOf(request),
          memberOf(request),
          request.body,
          idempotencyKeyOf(request),
          {
            // Where the gateway calls back when PUBLIC_URL is not configured: as we were reached.
            callbackBase: `${request.protocol}://${request.host}`,
            meta: requestMeta(request),
            onGatewayError: (err) => request.log.warn({ err }, 'payment gateway unavailable'),
          },
        ),
      ),
  );

  r.get(
    `${base}/info`,
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        security,
        summary: 'One of the member’s deposit orders, with its payment instructions and state',
        querystring: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: okEnvelope(orderSchema) },
      },
    },
    async (request) => ok(await service.info(memberOf(request), request.query.id, langOf(request))),
  );

  r.post(
    `${base}/paid`,
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        security,
        summary: 'The member has paid a bank transfer (我已付款), with a receipt image if any',
        description:
          '`receipt` is the id of the member’s own upload (`POST /api/f/v1/upload`). Moves no ' +
          'money: an operator still confirms the order when the money is seen.',
        body: z.object({
          id: z.string().min(1).max(64),
          receipt: z.coerce.number().int().positive().optional(),
        }),
        response: { 200: okEnvelope(orderSchema) },
      },
    },
    async (request) =>
      ok(
        await service.claimPaid(
          memberOf(request),
          request.body,
          langOf(request),
          requestMeta(request),
        ),
      ),
  );
}
