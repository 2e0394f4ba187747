import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, SITE_CODES } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { operatorDoc, siteFilter } from '../../../lib/route-parts.ts';
import { moneyInput } from '../../../lib/money.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { memberOf } from '../../accounts/members/member-auth.ts';
import { memberSecurity } from '../../accounts/members/member-route.ts';
import { operatorOf } from '../../platform/admin/operator-auth.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import {
  coinPartnerSchema,
  coinQuoteSchema,
  coinSettingsSchema,
  coinWalletSchema,
} from './coin.schemas.ts';

/** The virtual-currency wallet, quotes and where to buy USDT (docs/decisions/coins.md). */
export async function coinRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.coins;
  const base = '/api/findmed/v1/finance/coins';
  const common = { preHandler: app.requireMember };
  const tags = ['finance'];
  const security = memberSecurity;

  r.get(
    base,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'The virtual-currency wallet: balance in USDT, rates, network fees, addresses',
        response: { 200: okEnvelope(coinWalletSchema) },
      },
    },
    async (request) => ok(await service.wallet(siteOf(request), memberOf(request))),
  );

  r.post(
    `${base}/quote`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'A rate for a crypto withdrawal (sell) or USDT deposit (buy), locked for a time',
        description:
          'Moves no money. A withdrawal to a USDT address or a USDT deposit takes it by `quoteId`.',
        body: z.object({
          side: z.string().max(8).optional(),
          network: z.string().max(8).optional(),
          amount: moneyInput.optional(),
        }),
        response: { 200: okEnvelope(coinQuoteSchema) },
      },
    },
    async (request) => ok(await service.quote(siteOf(request), memberOf(request), request.body)),
  );

  r.get(
    `${base}/partners`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "Add coin: the operator's partners where members buy USDT",
        response: { 200: okEnvelope(z.object({ list: z.array(coinPartnerSchema).readonly() })) },
      },
    },
    async (request) => ok({ list: await service.partners(siteOf(request)) }),
  );
}

/** The site an operator's change is for. */
const bodySite = (request: FastifyRequest) => (request.body as { site: string }).site;

/** Operators set each site's coin terms and partners (prefix /api/admin/v1). */
export async function coinAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.coins;
  const admin = app.requireOperator('admin');
  r.get(
    '/coins/settings',
    {
      config: { siteScope: 'list' },
      preHandler: admin,
      schema: {
        ...operatorDoc,
        summary: "A site's coin terms and partners; null when it has none",
        querystring: z.object({ site: siteFilter }),
        response: { 200: okEnvelope(coinSettingsSchema.nullable()) },
      },
    },
    async (request) =>
      ok(
        await service.settings(await app.services.sites.named(request.query.site, siteOf(request))),
      ),
  );
  r.put(
    '/coins/settings',
    {
      config: { siteScope: bodySite },
      preHandler: admin,
      schema: {
        ...operatorDoc,
        summary: "Set a site's sell rate, network fees and partners, whole (audited)",
        body: z.object({
          site: z.enum(SITE_CODES),
          sellRate: z.string().max(24),
          networkFees: z.object({ TRC20: z.string().max(24), ERC20: z.string().max(24) }),
          partners: z
            .array(
              z.object({
                id: z.string().max(32).optional(),
                name: z.string().max(200),
                url: z.string().max(1000),
                networks: z.array(z.string().max(8)).max(4),
                instructions: z.string().max(4000),
              }),
            )
            .max(50),
        }),
        response: { 200: okEnvelope(coinSettingsSchema) },
      },
    },
    async (request) => {
      const site = await app.services.sites.named(request.body.site, siteOf(request));
      return ok(
        await service.setSettings(operatorOf(request), site, request.body, requestMeta(request)),
      );
    },
  );
}
