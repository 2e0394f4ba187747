import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, pageOf, WITHDRAWAL_STATES } from '@kirin/contract';
import { ok } from '../../lib/errors.ts';
import { operatorOf } from '../../plugins/operator-auth.ts';
import { operatorWithdrawalSchema, withdrawalSchema } from './withdrawal.schemas.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, requestId: request.id });
const secured = { tags: ['admin'], security: [{ sessionToken: [] }] };
const orderParams = z.object({ id: z.string().min(1).max(64).describe('The order number') });

/** Operators review withdrawals: list, pay, reject. Registered under /api/admin/v1. */
export async function withdrawalAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.withdrawals;
  const finance = app.requireOperator('admin', 'finance');

  r.get(
    '/finance/withdrawals',
    {
      preHandler: finance,
      schema: {
        ...secured,
        summary: 'Withdrawals, newest first, by state, site and member account',
        querystring: z.object({
          state: z.enum(WITHDRAWAL_STATES).optional(),
          site: z.string().max(32).optional(),
          member: z.string().max(64).optional().describe("The member's account name"),
          page: z.coerce.number().int().min(1).default(1),
          size: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: okEnvelope(pageOf(operatorWithdrawalSchema)) },
      },
    },
    async (request) => {
      const { state, site, member, page, size } = request.query;
      return ok(await service.list({ state, siteCode: site, account: member }, page, size));
    },
  );

  r.post(
    '/finance/withdrawals/:id/pay',
    {
      preHandler: finance,
      schema: {
        ...secured,
        summary: 'Mark a withdrawal paid: the held amount leaves the member (audited)',
        params: orderParams,
        response: { 200: okEnvelope(withdrawalSchema) },
      },
    },
    async (request) => ok(await service.pay(operatorOf(request), request.params.id, meta(request))),
  );

  r.post(
    '/finance/withdrawals/:id/reject',
    {
      preHandler: finance,
      schema: {
        ...secured,
        summary: 'Reject a withdrawal: the held amount returns to the member (audited)',
        params: orderParams,
        body: z.object({
          reason: z.string().max(1000).optional().describe('Shown to the member; up to 200 chars'),
        }),
        response: { 200: okEnvelope(withdrawalSchema) },
      },
    },
    async (request) =>
      ok(
        await service.reject(
          operatorOf(request),
          request.params.id,
          request.body.reason ?? '',
          meta(request),
        ),
      ),
  );
}
