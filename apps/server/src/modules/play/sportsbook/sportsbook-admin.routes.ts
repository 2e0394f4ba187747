import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, pageOf } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { memberIdParams, operatorDoc } from '../../../lib/route-parts.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { operatorOf } from '../../platform/admin/operator-auth.ts';
import { memberSiteScope } from '../../accounts/members/member-admin.routes.ts';
import {
  adminEventDetailSchema,
  adminEventSchema,
  adminEventsQuery,
  eventBody,
  eventSchema,
  idParams,
  marketSchema,
  scoreBody,
  liabilitySchema,
  marketLimitsSchema,
  memberLimitSchema,
} from './sportsbook.schemas.ts';

/** The traders' side of the book (API.md, "Sportsbook", operator). Registered under /api/admin/v1. */
export async function sportsbookAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { book, risk } = app.services;
  const trader = { preHandler: app.requireOperator('admin', 'trader') };
  const doc = { ...operatorDoc, tags: ['admin', 'sportsbook'] };

  r.get(
    '/sports/events',
    {
      ...trader,
      schema: {
        ...doc,
        summary:
          'Every event, any state, with its market counts, bets and open stakes: live first, then ' +
          'prematch soonest first, then ended and cancelled latest first (with `state`: prematch ' +
          'and live soonest first, ended and cancelled latest first)',
        querystring: adminEventsQuery,
        response: { 200: okEnvelope(pageOf(adminEventSchema)) },
      },
    },
    async (request) => {
      const { page, size, ...filter } = request.query;
      return ok(await book.adminEvents(filter, page, size));
    },
  );

  r.get(
    '/sports/events/:id',
    {
      ...trader,
      schema: {
        ...doc,
        summary:
          'One event with every market (any state, with its limits) and selection (with its result)',
        params: idParams,
        response: { 200: okEnvelope(adminEventDetailSchema) },
      },
    },
    async (request) => ok(await book.adminEvent(request.params.id)),
  );

  r.post(
    '/sports/events',
    {
      ...trader,
      schema: {
        ...doc,
        summary: 'Create an event with its markets',
        body: eventBody,
        response: { 200: okEnvelope(eventSchema) },
      },
    },
    async (request) =>
      ok(await book.createEvent(operatorOf(request), request.body, requestMeta(request))),
  );

  r.post(
    '/sports/events/:id/state',
    {
      ...trader,
      schema: {
        ...doc,
        summary: '`live` (in play) or `cancelled` (voids its bets)',
        params: idParams,
        body: z.object({ state: z.string().max(16) }),
        response: { 200: okEnvelope(eventSchema) },
      },
    },
    async (request) =>
      ok(
        await book.setState(
          operatorOf(request),
          request.params.id,
          request.body.state,
          requestMeta(request),
        ),
      ),
  );

  r.post(
    '/sports/events/:id/score',
    {
      ...trader,
      schema: {
        ...doc,
        summary: 'The score while live',
        params: idParams,
        body: scoreBody,
        response: { 200: okEnvelope(eventSchema) },
      },
    },
    async (request) =>
      ok(
        await book.setScore(
          operatorOf(request),
          request.params.id,
          request.body,
          requestMeta(request),
        ),
      ),
  );

  r.post(
    '/sports/events/:id/result',
    {
      ...trader,
      schema: {
        ...doc,
        summary: 'The final result: settles every market of the event (or resettles)',
        params: idParams,
        body: scoreBody,
        response: {
          200: okEnvelope(
            z.object({
              event: eventSchema,
              settled: z.number().int().describe('Bets settled now'),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(
        await book.postResult(
          operatorOf(request),
          request.params.id,
          request.body,
          requestMeta(request),
        ),
      ),
  );

  r.post(
    '/sports/markets/:id/odds',
    {
      ...trader,
      // A feed moves odds many times a minute: each move is in the audit log, not the request log.
      logLevel: 'warn',
      schema: {
        ...doc,
        summary: "Move a market's odds",
        params: idParams,
        body: z.object({
          selections: z
            .array(
              z.object({
                id: z.coerce
                  .number()
                  .int()
                  .positive()
                  .max(2 ** 53 - 1),
                odds: z.union([z.string().max(12), z.number()]).transform(String),
              }),
            )
            .min(1)
            .max(40),
        }),
        response: { 200: okEnvelope(marketSchema) },
      },
    },
    async (request) =>
      ok(
        await book.setOdds(
          operatorOf(request),
          request.params.id,
          request.body.selections,
          requestMeta(request),
        ),
      ),
  );

  for (const action of ['suspend', 'open'] as const) {
    r.post(
      `/sports/markets/:id/${action}`,
      {
        ...trader,
        schema: {
          ...doc,
          summary: action === 'open' ? 'Resume taking bets' : 'Stop taking bets',
          params: idParams,
          response: { 200: okEnvelope(marketSchema) },
        },
      },
      async (request) =>
        ok(
          await book.setMarketOpen(
            operatorOf(request),
            request.params.id,
            action === 'open',
            requestMeta(request),
          ),
        ),
    );
  }

  r.get(
    '/sports/events/:id/liability',
    {
      ...trader,
      schema: {
        ...doc,
        summary: "What the book pays per selection if it wins, and the event's worst case",
        params: idParams,
        response: { 200: okEnvelope(liabilitySchema) },
      },
    },
    async (request) => ok(await risk.eventLiability(request.params.id)),
  );

  r.post(
    '/sports/markets/:id/limits',
    {
      ...trader,
      schema: {
        ...doc,
        summary: "A market's largest stake and the liability that suspends it (major units)",
        params: idParams,
        body: z.object({
          maxStake: z.string().max(16).optional(),
          liabilityLimit: z.string().max(16).optional(),
        }),
        response: { 200: okEnvelope(marketLimitsSchema) },
      },
    },
    async (request) =>
      ok(
        await risk.setMarketLimits(
          operatorOf(request),
          request.params.id,
          request.body,
          requestMeta(request),
        ),
      ),
  );

  r.post(
    '/sports/members/limit',
    {
      ...trader,
      schema: {
        ...doc,
        summary: "Limit a member's stakes to a factor (0 to 1) of each market's maximum",
        body: z.object({
          site: z.string().max(32).optional(),
          account: z.string().trim().min(1).max(64),
          factor: z.string().max(8),
        }),
        response: { 200: okEnvelope(memberLimitSchema) },
      },
    },
    async (request) =>
      ok(
        await risk.limitMember(
          operatorOf(request),
          siteOf(request),
          request.body,
          requestMeta(request),
        ),
      ),
  );

  // The same limit on a member's page in the console: by the member's id, kept to the operator's
  // sites.
  const memberLimit = z.object({
    memberId: z.number().int(),
    factor: z.string().describe('0 to 1; "1" when the member is not limited'),
  });
  const memberScope = { siteScope: memberSiteScope(app) };
  r.get(
    '/members/:id/sports-limit',
    {
      config: memberScope,
      ...trader,
      schema: {
        ...doc,
        summary: "A member's stake factor on the sportsbook (1 when not limited)",
        params: memberIdParams,
        response: { 200: okEnvelope(memberLimit) },
      },
    },
    async (request) => ok(await risk.memberLimit(request.params.id)),
  );

  r.post(
    '/members/:id/sports-limit',
    {
      config: memberScope,
      ...trader,
      schema: {
        ...doc,
        summary: "Limit a member's stakes to a factor (0 to 1) of each market's maximum (audited)",
        params: memberIdParams,
        body: z.object({ factor: z.string().max(8) }),
        response: { 200: okEnvelope(memberLimit) },
      },
    },
    async (request) =>
      ok(
        await risk.limitMemberById(
          operatorOf(request),
          request.params.id,
          request.body.factor,
          requestMeta(request),
        ),
      ),
  );
}
