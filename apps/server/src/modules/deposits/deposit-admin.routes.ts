import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEPOSIT_STATES, okEnvelope, pageOf } from '@kirin/contract';
import { ok } from '../../lib/errors.ts';
import { operatorOf } from '../../plugins/operator-auth.ts';
import { adminOrderSchema } from './deposit.schemas.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, requestId: request.id });
const orderParams = z.object({ id: z.string().min(1).max(64).describe('The order number') });

/** Operator deposit routes (prefix /api/admin/v1): list, confirm, reject. Finance or admin. */
export async function depositAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.deposits;
  const common = { preHandler: app.requireOperator('admin', 'finance') };
  const tags = ['admin'];
  const security = [{ sessionToken: [] }];

  r.get(
    '/finance/deposits',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Deposit orders, newest first, by state, site and member account',
        querystring: z.object({
          state: z.enum(DEPOSIT_STATES).optional(),
          site: z.string().max(32).optional(),
          member: z.string().max(64).optional().describe('Member account name'),
          page: z.coerce.number().int().min(1).default(1),
          size: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: okEnvelope(pageOf(adminOrderSchema)) },
      },
    },
    async (request) => {
      const { state, site, member, page, size } = request.query;
      return ok(await service.list({ state, siteCode: site, account: member }, page, size));
    },
  );

  r.post(
    '/finance/deposits/:id/confirm',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Credit a pending (or rate-expired) deposit order; money moves once',
        params: orderParams,
        response: { 200: okEnvelope(adminOrderSchema) },
      },
    },
    async (request) =>
      ok(await service.confirm(operatorOf(request), request.params.id, meta(request))),
  );

  r.post(
    '/finance/deposits/:id/reject',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Reject a pending deposit order with a reason the member sees',
        params: orderParams,
        body: z.object({ reason: z.string().max(1000).optional() }),
        response: { 200: okEnvelope(adminOrderSchema) },
      },
    },
    async (request) =>
      ok(
        await service.reject(
          operatorOf(request),
          request.params.id,
          request.body.reason,
          meta(request),
        ),
      ),
  );
}
