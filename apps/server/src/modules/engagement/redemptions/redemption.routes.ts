import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLAIM_KINDS,
  okEnvelope,
  pageOf,
  REDEMPTION_KINDS,
  REDEMPTION_PAGE_SIZE_MAX,
} from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { memberOf } from '../../accounts/members/member-auth.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { range, rangePage, recordId } from '../../finance/records/records.routes.ts';
import { idempotencyKeyOf } from '../../../plugins/idempotency.ts';

const amount = z.string().describe('Decimal amount in the site currency');

export const redemptionSchema = z.object({
  id: z.string(),
  kind: z.enum(REDEMPTION_KINDS),
  period: z.string().describe('"2026-11-20" (rebate day), "level:3", "2026" (birthday), …'),
  amount,
  currency: z.string(),
  basis: amount.describe('What the amount was worked out from (a rebate: the day’s turnover)'),
  rate: z.string(),
  turnoverMultiple: z.string(),
  transactionId: z.string().nullable().describe('Its record in /records/transaction'),
  createdAt: z.string(),
});

const claimableSchema = z.object({
  currency: z.string(),
  list: z.array(
    z.object({
      kind: z.enum(CLAIM_KINDS),
      period: z.string(),
      amount,
      basis: amount,
      rate: z.string(),
      turnoverRequired: amount,
    }),
  ),
});

/** Rewards the member claims, and the records of credited rewards. */
export async function redemptionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.redemptions;
  const common = { preHandler: app.requireMember };
  const tags = ['rewards'];
  const security = [{ sessionToken: [] }];

  r.get(
    '/api/findmed/v1/rewards/claimable',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Rebates of the last 7 Beijing days, birthday and upgrade bonuses not yet claimed',
        response: { 200: okEnvelope(claimableSchema) },
      },
    },
    async (request) => ok(await service.claimable(siteOf(request), memberOf(request))),
  );

  r.post(
    '/api/findmed/v1/rewards/claim',
    {
      config: { moneyWrite: true },
      ...common,
      schema: {
        tags,
        security,
        summary: 'Claims one reward; claiming a period again answers its first redemption',
        body: z.object({
          kind: z.enum(CLAIM_KINDS),
          period: z.string().trim().min(1).max(32),
          requestId: z.string().max(128).optional(),
        }),
        response: { 200: okEnvelope(redemptionSchema) },
      },
    },
    async (request) =>
      ok(
        await service.claim(
          siteOf(request),
          memberOf(request),
          request.body,
          idempotencyKeyOf(request),
          requestMeta(request),
        ),
      ),
  );

  r.post(
    '/api/findmed/v1/records/redemptions',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "The member's credited rewards in a date range, by kind, newest first, paged",
        body: z.object({
          ...rangePage(REDEMPTION_PAGE_SIZE_MAX),
          kind: z.enum(REDEMPTION_KINDS).or(z.literal('')).optional(),
        }),
        response: { 200: okEnvelope(pageOf(redemptionSchema)) },
      },
    },
    async (request) => {
      const b = request.body;
      return ok(
        await service.page(
          { memberId: memberOf(request).id, ...range(b), kind: b.kind || undefined },
          b.page,
          b.size,
        ),
      );
    },
  );

  r.get(
    '/api/findmed/v1/records/redemption',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'One of the member’s credited rewards',
        querystring: z.object({ id: z.string().max(20) }),
        response: { 200: okEnvelope(redemptionSchema) },
      },
    },
    async (request) => ok(await service.one(memberOf(request).id, recordId(request.query.id))),
  );
}
