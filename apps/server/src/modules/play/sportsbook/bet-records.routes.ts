import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BET_STATES, okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { instantQuery, memberIdParams, operatorDoc, pageQuery } from '../../../lib/route-parts.ts';
import { langOf } from '../../../plugins/request-context.ts';
import { memberSiteScope } from '../../accounts/members/member-admin.routes.ts';
import { memberOf } from '../../accounts/members/member-auth.ts';
import { memberSecurity } from '../../accounts/members/member-route.ts';
import { range, time } from '../../finance/records/records.routes.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { betSchema } from './sportsbook.schemas.ts';

const amount = z.string().describe('Decimal string in the site currency');
const recordSchema = z.object({
  id: z.string(),
  venue: z.string().describe('The venue\'s code; "sportsbook" for a bet on the in-house book'),
  venueName: z.string(),
  game: z.string(),
  round: z.string(),
  stake: amount,
  validStake: amount,
  payout: amount,
  winLoss: z.string(),
  state: z.enum(BET_STATES),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  detail: z
    .record(z.string(), z.unknown())
    .describe("The venue's record of the round (docs/venue-protocol.md); {} when it gave none"),
  sports: betSchema
    .nullable()
    .describe("A book's bet as /api/sports/v1/bets/:id answers it; null for a venue's bet"),
});

const betPageSchema = z.object({
  list: z.array(recordSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  pageSize: z.number().describe('The same as `size` (kept for older clients)'),
  sums: z.object({ stake: amount, validStake: amount, winLoss: z.string() }),
});

/**
 * `/records/bets`: the member's bets at every venue and on the in-house book, one list; and the
 * same list of a member for operators.
 */
export async function betRecordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { betRecords } = app.services;

  r.post(
    '/api/findmed/v1/records/bets',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['records'],
        security: memberSecurity,
        summary:
          'Betting records, the venues\' and the sportsbook\'s: date range, venue ("sportsbook" for the book), state; paged',
        body: z
          .object({
            startTime: time,
            endTime: time,
            venue: z.string().max(32).optional(),
            state: z.enum(BET_STATES).or(z.literal('')).optional(),
            ...pageQuery({ default: 20, max: 100 }),
          })
          .default({ page: 1, size: 20 }),
        response: { 200: okEnvelope(betPageSchema) },
      },
    },
    async (request) => {
      const who = memberOf(request);
      const b = request.body;
      const { from, to } = range(b);
      const page = await betRecords.page(
        {
          memberId: who.id,
          from,
          to,
          venue: b.venue || undefined,
          state: b.state || undefined,
        },
        b.page,
        b.size,
        who.siteCode,
        langOf(request),
        siteOf(request).brand.currency,
      );
      return ok({ ...page, list: [...page.list] });
    },
  );

  r.get(
    '/api/admin/v1/members/:id/bets',
    {
      config: { siteScope: memberSiteScope(app), personalData: 'member_bets' },
      preHandler: app.requireOperator('admin', 'finance', 'support'),
      schema: {
        ...operatorDoc,
        summary:
          "A member's bets, newest first: the in-house sportsbook's (`source=sports`, each with " +
          "its legs), the venues' (`source=venue`) or both; by state and time placed, paged, " +
          'with sums over the whole filter',
        params: memberIdParams,
        querystring: z.object({
          source: z.enum(['sports', 'venue']).optional().describe('Both when left out'),
          state: z.enum(BET_STATES).optional(),
          from: instantQuery.optional().describe('Placed at or after this instant (ISO 8601)'),
          to: instantQuery.optional().describe('Placed at or before this instant (ISO 8601)'),
          ...pageQuery({ default: 20, max: 100 }),
        }),
        response: { 200: okEnvelope(betPageSchema) },
      },
    },
    async (request) => {
      const { page, size, ...filter } = request.query;
      const found = await betRecords.ofMember(
        request.params.id,
        filter,
        page,
        size,
        langOf(request),
        app.services.sites,
      );
      return ok({ ...found, list: [...found.list] });
    },
  );
}
