import { idempotencyKeyOf } from '../../../plugins/idempotency.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEPOSIT_STATES, okEnvelope, pageOf } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { operatorOf, scopeById } from '../../platform/admin/operator-auth.ts';
import {
  memberFilter,
  moneyListSort,
  operatorDoc,
  orderParams,
  pageQuery,
  siteFilter,
} from '../../../lib/route-parts.ts';
import { adminOrderSchema } from './deposit.schemas.ts';
import { requestMeta } from '../../../plugins/request-context.ts';

/** Operator deposit routes (prefix /api/admin/v1): list, confirm, reject. Finance or admin. */
export async function depositAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.deposits;
  const common = { preHandler: app.requireOperator('admin', 'finance') };

  r.get(
    '/finance/deposits',
    {
      config: { siteScope: 'list', personalData: 'deposits' },
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'Deposit orders, newest first or as sorted, by state, site and member account',
        querystring: z.object({
          state: z.enum(DEPOSIT_STATES).optional(),
          site: siteFilter,
          member: memberFilter,
          sort: moneyListSort,
          ...pageQuery({ default: 20, max: 100 }),
        }),
        response: { 200: okEnvelope(pageOf(adminOrderSchema)) },
      },
    },
    async (request) => {
      const { state, site, member, sort, page, size } = request.query;
      return ok(await service.list({ state, siteCode: site, account: member, sort }, page, size));
    },
  );

  r.post(
    '/finance/deposits/:id/confirm',
    {
      config: { siteScope: scopeById((id) => service.siteOfOrder(id)) },
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'Credit a pending (or rate-expired) deposit order; money moves once',
        description: 'Send an `Idempotency-Key`: a double submission answers the first result.',
        params: orderParams,
        response: { 200: okEnvelope(adminOrderSchema) },
      },
    },
    async (request) =>
      ok(
        await service.confirm(
          operatorOf(request),
          request.params.id,
          idempotencyKeyOf(request),
          requestMeta(request),
        ),
      ),
  );

  r.post(
    '/finance/deposits/:id/reject',
    {
      config: { siteScope: scopeById((id) => service.siteOfOrder(id)) },
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'Reject a pending deposit order with a reason the member sees',
        params: orderParams,
        body: z.object({
          reason: z.string().max(1000).optional(),
          requestId: z.string().max(128).optional(),
        }),
        response: { 200: okEnvelope(adminOrderSchema) },
      },
    },
    async (request) =>
      ok(
        await service.reject(
          operatorOf(request),
          request.params.id,
          request.body.reason,
          idempotencyKeyOf(request),
          requestMeta(request),
        ),
      ),
  );
}
