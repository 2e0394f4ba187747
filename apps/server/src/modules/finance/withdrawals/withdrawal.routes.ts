import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOf, okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { memberOf } from '../../accounts/members/member-auth.ts';
import { langOf, requestMeta } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { idempotencyKeyOf } from '../../../plugins/idempotency.ts';
import { moneyInput } from '../../../lib/money.ts';
import { withdrawalSchema, withdrawInfoSchema } from './withdrawal.schemas.ts';

/** The member's side of withdrawals: what is possible, ask for one, follow it. */
export async function withdrawalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.withdrawals;
  const base = '/api/findmed/v1/finance';
  const common = { preHandler: app.requireMember };
  const tags = ['finance'];
  const security = [{ sessionToken: [] }];

  r.get(
    `${base}/withdraw/info`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Limits (by VIP level), what is used today, fee, turnover still due, accounts',
        response: { 200: okEnvelope(withdrawInfoSchema) },
      },
    },
    async (request) => ok(await service.info(siteOf(request), memberOf(request), langOf(request))),
  );

  r.post(
    `${base}/withdraw`,
    {
      config: { moneyWrite: true },
      ...common,
      schema: {
        tags,
        security,
        summary: 'Request a withdrawal: the amount is held at once',
        description:
          'Send an `Idempotency-Key` header (or `requestId`): a replay answers the first result.',
        body: z.object({
          amount: moneyInput.optional(),
          accountId: z.coerce.number().int().positive(),
          wpassword: z
            .string()
            .max(2048)
            .optional()
            .describe('Encrypted withdrawal password, where the site uses one'),
          quoteId: z
            .string()
            .max(64)
            .optional()
            .describe('A `sell` quote (POST /finance/coins/quote): required for a USDT address'),
          requestId: z.string().max(128).optional().describe('Instead of Idempotency-Key'),
        }),
        response: { 200: okEnvelope(withdrawalSchema) },
      },
    },
    async (request) =>
      ok(
        await service.request(
          siteOf(request),
          memberOf(request),
          request.body,
          idempotencyKeyOf(request),
          requestMeta(request),
        ),
      ),
  );

  r.get(
    `${base}/withdrawals`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'One withdrawal by `id` (order number), or the newest 20 as `{ list }`',
        querystring: z.object({ id: z.string().min(1).max(64).optional() }),
        response: { 200: okEnvelope(z.union([withdrawalSchema, listOf(withdrawalSchema)])) },
      },
    },
    async (request) => {
      const who = memberOf(request);
      const { id } = request.query;
      return ok(id === undefined ? { list: await service.mine(who) } : await service.one(who, id));
    },
  );
}
