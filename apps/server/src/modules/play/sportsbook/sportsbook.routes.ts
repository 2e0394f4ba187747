import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SPORTS_EVENT_STATES, listOf, okEnvelope, pageOf } from '@kirin/contract';
import { compressAnswer } from '../../../lib/compressed-body.ts';
import { ok } from '../../../lib/errors.ts';
import { STREAM_TIMING, openEventStream, requireEventStream } from '../../../lib/event-stream.ts';
import { moneyInput } from '../../../lib/money.ts';
import { pageQuery } from '../../../lib/route-parts.ts';
import { idempotencyKeyOf } from '../../../plugins/idempotency.ts';
import { langOf } from '../../../plugins/request-context.ts';
import { memberOf } from '../../accounts/members/member-auth.ts';
import { memberSecurity } from '../../accounts/members/member-route.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { betSchema, eventSchema, idParams } from './sportsbook.schemas.ts';

const PREFIX = '/api/sports/v1';

/**
 * The member's side of the in-house sportsbook (API.md, "Sportsbook"). With Redis, the live stream
 * carries the changes made on every node.
 */
export async function sportsbookRoutes(
  app: FastifyInstance,
  options: { redis?: Redis | undefined; namespace: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { book, sportsBets, cashouts, sportsHub } = app.services;
  const tags = ['sportsbook'];
  const member = { preHandler: app.requireMember };
  if (options.redis) {
    const close = await sportsHub.connect(options.redis, options.namespace, app.log);
    app.addHook('onClose', close);
  }
  // Open streams would keep the server from closing: end them first.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  r.get(
    `${PREFIX}/stream`,
    {
      schema: {
        tags,
        summary:
          'Server-Sent Events (`Accept: text/event-stream`): `ready`, then `odds` { eventId, marketId, selectionId, odds, state }, `market` { marketId, state } and `score` { eventId, home, away, state }. Read the events again after each `ready`',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      requireEventStream(request);
      openEventStream(reply, {
        subscribe: (_send, write) => sportsHub.watch(write),
        stillAllowed: async () => true,
        streams,
        timing: STREAM_TIMING,
      });
      return reply;
    },
  );

  r.get(
    `${PREFIX}/events`,
    {
      schema: {
        tags,
        summary: 'Events taking bets (prematch and live by default), soonest first',
        querystring: z.object({
          sport: z.string().max(32).optional(),
          state: z.enum(SPORTS_EVENT_STATES).optional(),
        }),
        response: { 200: okEnvelope(listOf(eventSchema)) },
      },
      // Every match with its main markets: the sports lobby's first paint waits for it.
      onSend: compressAnswer,
    },
    async (request) => ok({ list: await book.events(request.query) }),
  );

  r.get(
    `${PREFIX}/events/:id`,
    {
      schema: {
        tags,
        summary: 'One event with all its markets',
        params: idParams,
        response: { 200: okEnvelope(eventSchema) },
      },
    },
    async (request) => ok(await book.event(request.params.id)),
  );

  r.post(
    `${PREFIX}/bets`,
    {
      config: { moneyWrite: true },
      ...member,
      schema: {
        tags,
        security: memberSecurity,
        summary: 'Place a single or a parlay (2-10 legs on different events)',
        description:
          'The stake leaves the central wallet and shows in `locked` until the bet settles. ' +
          'Send an `Idempotency-Key` header (or `requestId`).',
        body: z.object({
          stake: moneyInput.optional(),
          legs: z
            .array(
              z.object({
                selectionId: z.coerce
                  .number()
                  .int()
                  .positive()
                  .max(2 ** 53 - 1),
                odds: z.union([z.string().max(12), z.number()]).transform(String),
              }),
            )
            .max(20)
            .optional(),
          acceptOdds: z.string().max(8).optional().describe('none (default), higher or any'),
          requestId: z.string().max(128).optional(),
        }),
        response: { 200: okEnvelope(betSchema) },
      },
    },
    async (request) =>
      ok(
        await sportsBets.place(
          siteOf(request),
          memberOf(request),
          request.body,
          idempotencyKeyOf(request),
          langOf(request),
        ),
      ),
  );

  r.get(
    `${PREFIX}/bets`,
    {
      ...member,
      schema: {
        tags,
        security: memberSecurity,
        summary: "The member's bets, newest first",
        querystring: z.object({
          state: z.enum(['open', 'settled']).optional(),
          ...pageQuery({ default: 20, max: 100 }),
        }),
        response: { 200: okEnvelope(pageOf(betSchema)) },
      },
    },
    async (request) => {
      const { state, page, size } = request.query;
      return ok(await sportsBets.list(memberOf(request), state, page, size));
    },
  );

  r.get(
    `${PREFIX}/bets/:id`,
    {
      ...member,
      schema: {
        tags,
        security: memberSecurity,
        summary: "One of the member's bets",
        params: idParams,
        response: { 200: okEnvelope(betSchema) },
      },
    },
    async (request) => ok(await sportsBets.one(memberOf(request), request.params.id)),
  );

  r.post(
    `${PREFIX}/bets/:id/cashout/quote`,
    {
      ...member,
      schema: {
        tags,
        security: memberSecurity,
        summary: 'A cash-out offer for an open bet, valid a short time',
        params: idParams,
        response: {
          200: okEnvelope(
            z.object({ amount: z.string(), quoteId: z.string(), expiresAt: z.string() }),
          ),
        },
      },
    },
    async (request) => ok(await cashouts.quote(memberOf(request), request.params.id)),
  );

  r.post(
    `${PREFIX}/bets/:id/cashout`,
    {
      config: { moneyWrite: true },
      ...member,
      schema: {
        tags,
        security: memberSecurity,
        summary: 'Take a cash-out offer: pays its amount and ends the bet as `cashed_out`',
        description: 'Send an `Idempotency-Key` header (or `requestId`).',
        params: idParams,
        body: z.object({
          quoteId: z.string().min(1).max(64),
          requestId: z.string().max(128).optional(),
        }),
        response: { 200: okEnvelope(betSchema) },
      },
    },
    async (request) =>
      ok(
        await cashouts.take(
          memberOf(request),
          request.params.id,
          request.body.quoteId,
          idempotencyKeyOf(request),
        ),
      ),
  );
}
