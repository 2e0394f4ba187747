import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOGUE_STATES, TRANSFER_MOVE_STATES, listOf, okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { memberOf } from '../../accounts/members/member-auth.ts';
import { langOf } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { memberSecurity } from '../../accounts/members/member-route.ts';
import { idempotencyKeyOf } from '../../../plugins/idempotency.ts';
import { moneyInput } from '../../../lib/money.ts';
import type { VenueMember } from './venue-transfer.service.ts';

const amount = z.string().describe('Decimal string in the site currency');
const moveSchema = z.object({
  id: z.string().describe('Trace id of the move'),
  from: z.string(),
  to: z.string(),
  amount,
  state: z.enum(TRANSFER_MOVE_STATES),
  createdAt: z.string(),
});
const walletSchema = z.object({
  code: z.string(),
  name: z.string(),
  balance: amount,
  state: z.enum(CATALOGUE_STATES),
});
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

function venueMember(request: FastifyRequest): VenueMember {
  const who = memberOf(request);
  return { siteCode: who.siteCode, memberId: who.id, currency: siteOf(request).brand.currency };
}

// Addresses where developers and tests reach the site; never another brand's, never a hijack.
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Where a venue sends the member back: the brand host the member came from, so their session
 * (kept per tab and origin) is still there and they land on their own brand. A host that is not
 * the brand's (a hijacker's, or the server's own listen address) is not trusted: the brand's
 * first host is used instead. One PUBLIC_URL cannot serve every brand, so it plays no part.
 */
export function returnOriginOf(request: FastifyRequest): string {
  const { hosts } = siteOf(request).brand;
  const hostname = request.hostname.toLowerCase();
  const isBrandHost = hosts.some((h) => h.toLowerCase() === hostname);
  if (isBrandHost || LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost')) {
    return `${request.protocol}://${request.host}`;
  }
  const home = hosts[0] ?? 'localhost';
  return `${home.endsWith('.localhost') ? 'http' : 'https'}://${home}`;
}

/** Venue wallets, moves between them and the central wallet, game launch, heartbeat, bets. */
export async function venueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { venueWallets, venueTransfers, venuePlay } = app.services;
  const common = { preHandler: app.requireMember };
  const doc = (summary: string, tags = ['venues']) => ({ tags, security: memberSecurity, summary });
  const finance = '/api/findmed/v1/finance/transfer';

  r.get(
    '/api/game/walletlist',
    {
      ...common,
      schema: {
        ...doc('Venue wallets of the site with what the member holds in each (refreshed)'),
        querystring: z.object({ show: z.enum(['0', '1']).optional() }),
        response: { 200: okEnvelope(listOf(walletSchema)) },
      },
    },
    async (request) => ok({ list: await venueWallets.list(venueMember(request), langOf(request)) }),
  );

  r.post(
    finance,
    {
      config: { moneyWrite: true },
      ...common,
      schema: {
        ...doc('Move money between the central wallet and a venue wallet'),
        description:
          '`from` or `to` is `central`. The answer is `posted`, `voided` (the venue refused; ' +
          'nothing moved) or `pending` (in transit: the reconciler settles it). Send an ' +
          '`Idempotency-Key` header (or `requestId`).',
        body: z.object({
          from: z.string().min(1).max(32),
          to: z.string().min(1).max(32),
          amount: moneyInput.optional(),
          requestId: z.string().max(128).optional(),
        }),
        response: { 200: okEnvelope(moveSchema) },
      },
    },
    async (request) =>
      ok(
        await venueWallets.transfer(
          venueMember(request),
          request.body,
          idempotencyKeyOf(request),
          langOf(request),
        ),
      ),
  );

  r.post(
    `${finance}/recall`,
    {
      config: { moneyWrite: true },
      ...common,
      schema: {
        ...doc(
          'Bring every venue balance (or one venue’s, with `code`) back to the central wallet',
        ),
        description:
          'Send an `Idempotency-Key` header (or `requestId`): a replay answers the moves of the ' +
          'first call as they stand now and moves nothing.',
        body: z
          .object({
            code: z.string().min(1).max(32).optional(),
            requestId: z.string().max(128).optional(),
          })
          .optional(),
        response: { 200: okEnvelope(listOf(moveSchema)) },
      },
    },
    async (request) =>
      ok({
        list: await venueWallets.recall(venueMember(request), langOf(request), {
          code: request.body?.code,
          key: idempotencyKeyOf(request),
        }),
      }),
  );

  r.get(
    `${finance}/moves`,
    {
      ...common,
      schema: {
        ...doc('Recent moves between wallets, those in transit first'),
        response: { 200: okEnvelope(listOf(moveSchema)) },
      },
    },
    async (request) => ok({ list: await venueTransfers.recent(memberOf(request).id) }),
  );

  r.get(
    `${finance}/auto`,
    {
      ...common,
      schema: {
        ...doc('Whether launching a game moves the central balance into its venue'),
        response: { 200: okEnvelope(z.object({ enabled: z.boolean() })) },
      },
    },
    async (request) => ok({ enabled: await venuePlay.autoTransfer(memberOf(request).id) }),
  );

  r.post(
    `${finance}/auto`,
    {
      ...common,
      schema: {
        ...doc('Turn auto-transfer on or off'),
        body: z.object({ enabled: flag }),
        response: { 200: okEnvelope(z.object({ enabled: z.boolean() })) },
      },
    },
    async (request) =>
      ok({
        enabled: await venuePlay.setAutoTransfer(memberOf(request).id, request.body.enabled),
      }),
  );

  const launchFields = z.object({
    id: z.coerce.number().int().positive(),
    code: z.string().min(1).max(64),
    gtype: z.coerce.number().int().nonnegative(),
  });
  const launchAnswer = okEnvelope(
    z.object({
      url: z.string(),
      embeddable: z.boolean(),
      gameid: z.string(),
      platform: z.string(),
      moved: moveSchema.nullable(),
    }),
  );

  r.get(
    '/api/findmed/v1/game/launch',
    {
      ...common,
      schema: {
        ...doc('Launch URL of a game; never moves money (see the POST)'),
        querystring: launchFields,
        response: { 200: launchAnswer },
      },
    },
    async (request) =>
      ok(
        await venuePlay.launch(
          venueMember(request),
          request.query,
          langOf(request),
          returnOriginOf(request),
        ),
      ),
  );

  r.post(
    '/api/findmed/v1/game/launch',
    {
      ...common,
      schema: {
        ...doc('Launch URL of a game; moves the central balance in first when auto-transfer is on'),
        description:
          'Send an `Idempotency-Key` header (or `requestId`): a replay answers the first move ' +
          'as it stands now and moves nothing.',
        body: launchFields.extend({ requestId: z.string().max(128).optional() }),
        response: { 200: launchAnswer },
      },
    },
    async (request) =>
      ok(
        await venuePlay.launch(
          venueMember(request),
          request.body,
          langOf(request),
          returnOriginOf(request),
          idempotencyKeyOf(request),
        ),
      ),
  );

  r.post(
    '/api/findmed/v1/heartbeat',
    {
      ...common,
      schema: {
        ...doc('Presence while logged in: the game and platform the member is in, every 30 s'),
        body: z
          .object({
            gameid: z.string().max(64).optional(),
            platform: z.string().max(32).optional(),
          })
          .optional(),
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      await venuePlay.heartbeat(
        memberOf(request).id,
        request.body?.gameid ?? '',
        request.body?.platform ?? '',
      );
      return ok(null);
    },
  );
}
