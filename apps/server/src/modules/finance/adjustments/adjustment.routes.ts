import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, pageOf } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { operatorOf, scopeById } from '../../platform/admin/operator-auth.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { idempotencyKeyOf } from '../../../plugins/idempotency.ts';
import { moneyInput } from '../../../lib/money.ts';
import { operatorDoc, pageQuery, siteFilter } from '../../../lib/route-parts.ts';

const ADJUSTMENT_STATES = ['applied', 'awaiting_approval', 'rejected'] as const;

const adjustmentSchema = z.object({
  id: z.number().int(),
  siteCode: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  amount: z.string().describe('Signed: positive credited the member, negative debited'),
  currency: z.string(),
  reason: z.string(),
  turnoverMultiple: z.string(),
  state: z.enum(ADJUSTMENT_STATES),
  requestedBy: z.number().int(),
  approvedBy: z.number().int().nullable(),
  transferId: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The site whose member an adjustment credits: the body's, or the request's. */
const creditedSite = (request: FastifyRequest) =>
  (request.body as { site?: string }).site ?? siteOf(request).code;

/** Manual adjustments and the ledger's invariant check. Registered under /api/admin/v1. */
export async function adjustmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.adjustments;
  const finance = app.requireOperator('admin', 'finance');

  r.post(
    '/finance/adjustments',
    {
      config: { siteScope: creditedSite },
      preHandler: finance,
      schema: {
        ...operatorDoc,
        summary: "Credit or debit a member's central wallet (large amounts wait for approval)",
        body: z.object({
          site: z.string().max(32).optional().describe("Default: the request's site"),
          account: z.string().trim().min(1).max(64).describe("The member's account name"),
          amount: moneyInput.optional().describe('Signed decimal string, e.g. "-50.00"'),
          reason: z.string().max(1000).optional().describe('Required, up to 200 characters'),
          turnoverMultiple: z
            .union([z.string().max(8), z.number()])
            .optional()
            .describe('Betting required = amount x multiple, for credits; default 0'),
        }),
        response: { 200: okEnvelope(adjustmentSchema) },
      },
    },
    async (request) =>
      ok(
        await service.create(
          operatorOf(request),
          siteOf(request),
          request.body,
          idempotencyKeyOf(request),
          requestMeta(request),
        ),
      ),
  );

  r.get(
    '/finance/adjustments',
    {
      config: { siteScope: 'list' },
      preHandler: finance,
      schema: {
        ...operatorDoc,
        summary: 'Adjustments, newest first, by state and site',
        querystring: z.object({
          state: z.enum(ADJUSTMENT_STATES).optional(),
          site: siteFilter,
          ...pageQuery({ default: 50, max: 200 }),
        }),
        response: {
          200: okEnvelope(
            pageOf(
              adjustmentSchema.extend({
                requestedByName: z.string(),
                approvedByName: z.string().nullable(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const { state, site, page, size } = request.query;
      return ok(await service.list({ state, siteCode: site }, page, size));
    },
  );

  r.post(
    '/finance/adjustments/:id/approve',
    {
      config: { siteScope: scopeById((id) => service.siteOfAdjustment(Number(id))) },
      preHandler: finance,
      schema: {
        ...operatorDoc,
        summary: 'Approve and apply a waiting adjustment (not by its requester; audited)',
        params: idParams,
        response: { 200: okEnvelope(adjustmentSchema) },
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
    '/finance/adjustments/:id/reject',
    {
      config: { siteScope: scopeById((id) => service.siteOfAdjustment(Number(id))) },
      preHandler: finance,
      schema: {
        ...operatorDoc,
        summary: 'Turn a waiting adjustment down: no money moves (audited)',
        params: idParams,
        response: { 200: okEnvelope(adjustmentSchema) },
      },
    },
    async (request) =>
      ok(
        await service.reject(
          operatorOf(request),
          request.params.id,
          idempotencyKeyOf(request),
          requestMeta(request),
        ),
      ),
  );

  const report = z.object({
    ok: z.boolean(),
    violations: z.array(z.object({ kind: z.string() }).catchall(z.unknown())),
  });

  r.get(
    '/finance/invariants',
    {
      preHandler: finance,
      schema: {
        ...operatorDoc,
        summary:
          'The books checked in full: the ledger balances, its totals match, no member below ' +
          'zero, and every withdrawal, venue move, deposit and adjustment stands in the ledger ' +
          'as its state says',
        response: { 200: okEnvelope(report) },
      },
    },
    async () => ok(await app.services.reconciliation.checkAll()),
  );

  r.get(
    '/finance/invariants/last',
    {
      preHandler: finance,
      schema: {
        ...operatorDoc,
        summary:
          'The last incremental check of the books (every minute, on one node); null if none yet',
        response: {
          200: okEnvelope(
            report
              .extend({
                startedAt: z.string(),
                since: z.string().nullable().describe('Rows made or decided since (null: all)'),
              })
              .nullable(),
          ),
        },
      },
    },
    async () => {
      const run = await app.services.reconciliation.lastRun();
      return ok(
        run
          ? {
              ok: run.ok,
              violations: run.violations as { kind: string }[],
              startedAt: run.startedAt.toISOString(),
              since: run.since?.toISOString() ?? null,
            }
          : null,
      );
    },
  );
}
