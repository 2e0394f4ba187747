import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { memberIdParams, operatorDoc } from '../../../lib/route-parts.ts';
import { memberSiteScope } from '../../accounts/members/member-admin.routes.ts';

const amount = z.string().describe("Decimal string in the member's site currency");

/** A member's wallet for operators (registered under /api/admin/v1). */
export async function walletAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/members/:id/wallet',
    {
      config: { siteScope: memberSiteScope(app) },
      preHandler: app.requireOperator('admin', 'finance', 'support'),
      schema: {
        ...operatorDoc,
        summary:
          "A member's balances (usable, locked, in transit, total, at venues) and the betting " +
          'they owe before withdrawing, as the ledger has them now',
        params: memberIdParams,
        response: {
          200: okEnvelope(
            z.object({
              memberId: z.number().int(),
              siteCode: z.string(),
              currency: z.string(),
              central: amount.describe('Usable now'),
              locked: amount.describe('Withdrawals under review, locked and bonus funds'),
              inTransit: amount.describe('On its way to or from a venue'),
              total: amount,
              venues: z.array(z.object({ code: z.string(), balance: amount })),
              turnover: z.object({
                required: amount,
                remaining: amount,
                sources: z.object({ deposit: amount, bonus: amount, adjustment: amount }),
              }),
            }),
          ),
        },
      },
    },
    async (request) => {
      const wallet = await app.services.walletAdmin.memberWallet(request.params.id);
      return ok({ ...wallet, venues: [...wallet.venues] });
    },
  );
}
