import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { memberOf } from '../../accounts/members/member-auth.ts';
import { langOf } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';

const amount = z.string().describe('Decimal string in the site currency');

export async function walletRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const wallet = app.services.wallet;
  const common = { preHandler: app.requireMember };
  const tags = ['wallet'];
  const security = [{ sessionToken: [] }];

  r.get(
    '/api/findmed/v1/member/balance',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Central balance (usable now), total across wallets, locked funds',
        response: {
          200: okEnvelope(
            z.object({ central: amount, total: amount, locked: amount, currency: z.string() }),
          ),
        },
      },
    },
    async (request) =>
      ok(await wallet.balance(memberOf(request).id, siteOf(request).brand.currency)),
  );

  r.get(
    '/api/findmed/v1/finance/assets',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Every wallet of the member with its balance; funds held and in transit',
        response: {
          200: okEnvelope(
            z.object({
              currency: z.string(),
              central: amount,
              locked: amount,
              inTransit: amount,
              total: amount,
              venues: z.array(
                z.object({
                  code: z.string(),
                  name: z.string(),
                  balance: amount,
                  state: z.string(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => {
      const site = siteOf(request);
      const assets = await wallet.assets(
        memberOf(request).id,
        site.brand.currency,
        site.code,
        langOf(request),
      );
      return ok({ ...assets, venues: [...assets.venues] });
    },
  );
}
