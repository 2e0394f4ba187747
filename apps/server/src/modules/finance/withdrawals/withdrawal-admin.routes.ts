import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, pageOf, WITHDRAWAL_STATES } from '@kirin/contract';
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
import {
  operatorWithdrawalSchema,
  withdrawalPayeeSchema,
  withdrawalSchema,
} from './withdrawal.schemas.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { idempotencyKeyOf } from '../../../plugins/idempotency.ts';

/** Operators review withdrawals: list, pay, reject. Registered under /api/admin/v1. */
export async function withdrawalAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.withdrawals;
  const finance = app.requireOperator('admin', 'finance');

  r.get(
    '/finance/withdrawals',
    {
      config: { siteScope: 'list', personalData: 'withdrawals' },
      preHandler: finance,
      schema: {
        ...operatorDoc,
        summary: 'Withdrawals, newest first or as sorted, by state, site and member account',
        querystring: z.object({
          state: z.enum(WITHDRAWAL_STATES).optional(),
          site: siteFilter,
          member: memberFilter,
          sort: moneyListSort,
          ...pageQuery({ default: 50, max: 200 }),
        }),
        response: { 200: okEnvelope(pageOf(operatorWithdrawalSchema)) },
      },
    },
    async (request) => {
      const { state, site, member, sort, page, size } = request.query;
      return ok(await service.list({ state, siteCode: site, account: member, sort }, page, size));
    },
  );

  r.get(
    '/finance/withdrawals/:id/payee',
    {
      config: {
        siteScope: scopeById((id) => service.siteOfOrder(id)),
        personalData: 'withdrawal-payee',
      },
      preHandler: finance,
      schema: {
        ...operatorDoc,
        summary:
          'Where to pay a withdrawal: the account in full, opened from its sealed form (audited read)',
        params: orderParams,
        response: { 200: okEnvelope(withdrawalPayeeSchema) },
      },
    },
    async (request) => ok(await service.payee(request.params.id, requestMeta(request).lang)),
  );

  const keyed = {
    description:
      'Send an `Idempotency-Key` header: a double submission answers the first result and moves ' +
      'nothing again.',
  };

  r.post(
    '/finance/withdrawals/:id/approve',
    {
      config: { siteScope: scopeById((id) => service.siteOfOrder(id)) },
      preHandler: finance,
      schema: {
        ...operatorDoc,
        ...keyed,
        summary:
          'Approve a withdrawal above WITHDRAW_APPROVAL_THRESHOLD; another operator then pays it (audited)',
        params: orderParams,
        response: { 200: okEnvelope(withdrawalSchema) },
      },
    },
    async (request) =>
      ok(
        await service.approve(
          operatorOf(request),
          request.params.id,
          idempotencyKeyOf(request),
          requestMeta(request),
        ),
      ),
  );

  r.post(
    '/finance/withdrawals/:id/pay',
    {
      config: { siteScope: scopeById((id) => service.siteOfOrder(id)) },
      preHandler: finance,
      schema: {
        ...operatorDoc,
        ...keyed,
        summary:
          'Mark a withdrawal paid: the payout goes to withdrawal clearing, the fee to fee income (audited)',
        params: orderParams,
        response: { 200: okEnvelope(withdrawalSchema) },
      },
    },
    async (request) =>
      ok(
        await service.pay(
          operatorOf(request),
          request.params.id,
          idempotencyKeyOf(request),
          requestMeta(request),
        ),
      ),
  );

  r.post(
    '/finance/withdrawals/:id/reject',
    {
      config: { siteScope: scopeById((id) => service.siteOfOrder(id)) },
      preHandler: finance,
      schema: {
        ...operatorDoc,
        ...keyed,
        summary: 'Reject a withdrawal: the held amount returns to the member (audited)',
        params: orderParams,
        body: z.object({
          reason: z.string().max(1000).optional().describe('Shown to the member; up to 200 chars'),
          requestId: z.string().max(128).optional(),
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
          idempotencyKeyOf(request),
          requestMeta(request),
        ),
      ),
  );
}
