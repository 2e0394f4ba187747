import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRANSFER_MOVE_STATES, okEnvelope, pageOf } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { operatorOf } from '../../platform/admin/operator-auth.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { operatorActor } from '../../platform/admin/operator.service.ts';
import { idempotencyKeyOf } from '../../../plugins/idempotency.ts';
import {
  instantQuery,
  memberFilter,
  operatorDoc,
  pageQuery,
  siteFilter,
} from '../../../lib/route-parts.ts';

const venueFilter = z.string().max(64).optional().describe("A venue's code");

const adminMove = z.object({
  id: z.string().describe('Trace id'),
  from: z.string(),
  to: z.string(),
  amount: z.string(),
  state: z.enum(TRANSFER_MOVE_STATES),
  createdAt: z.string(),
  siteCode: z.string(),
  memberId: z.number(),
  account: z.string().describe("The member's account name"),
  venue: z.string().describe("The venue's code"),
  direction: z.enum(['in', 'out']).describe('`in`: central wallet to venue; `out`: back'),
  currency: z.string(),
  origin: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextCheckAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});

/** Operator view of moves between wallets and venues (prefix /api/admin/v1). Finance or admin. */
export async function venueAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.venueTransfers;
  const common = { preHandler: app.requireOperator('admin', 'finance') };

  r.get(
    '/venues/transfers',
    {
      config: { personalData: 'venue_transfers' },
      ...common,
      schema: {
        ...operatorDoc,
        summary:
          'Moves between central and venue wallets; those in transit first, by state, site, venue, member and when filed',
        querystring: z.object({
          state: z.enum(TRANSFER_MOVE_STATES).optional(),
          site: siteFilter,
          venue: venueFilter,
          member: memberFilter,
          from: instantQuery.optional().describe('Filed at or after'),
          to: instantQuery.optional().describe('Filed before'),
          ...pageQuery({ default: 20, max: 100 }),
        }),
        response: { 200: okEnvelope(pageOf(adminMove)) },
      },
    },
    async (request) => {
      const { state, site, venue, member, from, to, page, size } = request.query;
      return ok(
        await service.list(
          { state, siteCode: site, venueCode: venue, account: member, from, to },
          page,
          size,
        ),
      );
    },
  );

  r.post(
    '/venues/transfers/:traceId/reconcile',
    {
      ...common,
      schema: {
        ...operatorDoc,
        summary: 'Ask the venue about a move in transit now; its answer posts or voids it',
        params: z.object({ traceId: z.string().min(1).max(64) }),
        response: {
          200: okEnvelope(z.object({ id: z.string(), state: z.enum(TRANSFER_MOVE_STATES) })),
        },
      },
    },
    async (request) => {
      const row = await service.reconcileNow(
        request.params.traceId,
        operatorActor(operatorOf(request)),
        requestMeta(request),
      );
      return ok({ id: row.traceId, state: row.state });
    },
  );

  const discrepancy = z.object({
    id: z.number(),
    siteCode: z.string(),
    memberId: z.number(),
    account: z.string().optional(),
    venue: z.string(),
    currency: z.string(),
    venueBalance: z.string().describe('What the venue says the member holds there'),
    bookedBalance: z.string().describe('What the booked bets and moves come to'),
    difference: z.string().describe('venueBalance − bookedBalance'),
    state: z.enum(['open', 'cleared', 'booked']),
    firstSeenAt: z.string(),
    lastSeenAt: z.string(),
    closedAt: z.string().nullable(),
    closedBy: z.number().nullable(),
  });

  r.get(
    '/venues/discrepancies',
    {
      ...common,
      schema: {
        ...operatorDoc,
        summary:
          'Venue wallets whose venue balance differs from the booked play: flagged, never booked by themselves',
        querystring: z.object({
          state: z.enum(['open', 'cleared', 'booked']).optional(),
          site: siteFilter,
          venue: venueFilter,
          member: memberFilter,
          ...pageQuery({ default: 20, max: 100 }),
        }),
        response: { 200: okEnvelope(pageOf(discrepancy)) },
      },
    },
    async (request) => {
      const { state, site, venue, member, page, size } = request.query;
      return ok(
        await app.services.venuePlayBooking.list(
          { state, siteCode: site, venueCode: venue, account: member },
          page,
          size,
        ),
      );
    },
  );

  r.post(
    '/venues/discrepancies/:id/book',
    {
      ...common,
      schema: {
        ...operatorDoc,
        summary:
          'Book an open discrepancy after looking into it: the difference moves between the venue float and the member’s venue wallet (audited)',
        description:
          'Send an `Idempotency-Key`: a double submission answers the first result. The reason goes to the audit log.',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({
          reason: z.string().max(1000).optional().describe('Required, up to 200 characters'),
        }),
        response: { 200: okEnvelope(discrepancy) },
      },
    },
    async (request) =>
      ok(
        await app.services.venuePlayBooking.bookDiscrepancy(
          operatorOf(request),
          request.params.id,
          request.body,
          idempotencyKeyOf(request),
          requestMeta(request),
        ),
      ),
  );
}
