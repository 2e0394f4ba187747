import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsItemSchema, CUSTOMER_SERVICE_KINDS, LANGS, okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { langOf } from '../../../plugins/request-context.ts';
import { siteOf } from './site-of.ts';

const currencySchema = z.object({ code: z.string(), scale: z.number().int(), symbol: z.string() });

const siteConfigSchema = z.object({
  site: z.string().describe('Site code'),
  siteCode: z
    .string()
    .describe('Value of the `site_code` header for this site (hgty_tyc for hgtyc)'),
  name: z.string(),
  defaultLocale: z.enum(LANGS),
  customer_service: z
    .string()
    .describe(
      'Customer-service URL: the in-house chat’s path (`/iframeCustomerService`), an outside chat, or a WhatsApp link (brand `by`)',
    ),
  customerServiceKind: z.enum(CUSTOMER_SERVICE_KINDS),
  whatsAppUrl: z.string(),
  scriptsList: z
    .record(z.string(), z.array(analyticsItemSchema))
    .describe('Analytics scripts by host, with a `default` entry'),
  list: z.array(analyticsItemSchema).describe('Analytics scripts for the requesting host'),
  rsaPublicKey: z
    .string()
    .describe('PEM (SPKI) RSA key; passwords travel as base64 RSA-OAEP-SHA256'),
  currency: currencySchema,
  currencyIcon: z.union([
    z.object({ kind: z.literal('text'), value: z.string() }),
    z.object({ kind: z.literal('image'), src: z.string() }),
  ]),
  currencies: z.array(currencySchema),
  gameTypeIds: z.array(z.number().int()),
  registerRequiresPhone: z.boolean(),
  codesDemo: z
    .object({ phone: z.boolean(), email: z.boolean() })
    .describe(
      'Channels in demo mode (no provider, not production): codes are not sent but kept in the operator outbox and printed in the server log',
    ),
  features: z.object({ withdrawPassword: z.boolean(), captcha: z.boolean() }),
  maintenance: z
    .object({
      on: z.boolean().describe('In force now; false: scheduled, starting at startsAt'),
      message: z.string(),
      startsAt: z.string(),
      endsAt: z.string().describe('When it is expected to end'),
    })
    .nullable()
    .describe('Site-wide maintenance in force or scheduled; null: none'),
  sportsBetDelaySeconds: z
    .number()
    .describe('How long an in-play sports bet waits before the book takes it (the bet delay)'),
});

export async function siteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/findmed/v1/md',
    {
      schema: {
        tags: ['site'],
        summary: 'Site configuration loaded by the member site at start',
        response: { 200: okEnvelope(siteConfigSchema) },
      },
    },
    async (request) =>
      ok(await app.services.sites.siteConfig(siteOf(request), request.hostname, langOf(request))),
  );
  r.get(
    '/api/f/v1/member/preInfo',
    {
      schema: {
        tags: ['site'],
        summary:
          'Customer-service link: the in-house chat’s path, an outside chat or WhatsApp (empty when the brand has none)',
        response: { 200: okEnvelope(z.object({ customer_service: z.string() })) },
      },
    },
    async (request) => ok(app.services.sites.preInfo(siteOf(request))),
  );
}
