import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBER_LEDGER_KINDS, okEnvelope, pageOf, TRANSACTION_STATES } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { instantQuery, memberIdParams, operatorDoc, pageQuery } from '../../../lib/route-parts.ts';
import { langOf } from '../../../plugins/request-context.ts';
import { memberSiteScope } from '../../accounts/members/member-admin.routes.ts';

const amount = z.string().describe("Decimal string in the member's site currency");

const ledgerEntrySchema = z.object({
  id: z.string().describe("The ledger transfer's id"),
  kind: z.string().describe("The movement's reason: one of `kind`'s values, or an older one"),
  amount: z
    .string()
    .describe(
      'Signed from the member\'s side ("+100.00" in, "-50.00" out); between two of their own ' +
        "accounts, from the central wallet's side",
    ),
  currency: z.string(),
  state: z.enum(TRANSACTION_STATES),
  from: z.string().describe('The debited account: its kind, `member_venue:<code>` for a venue'),
  to: z.string().describe('The credited account, the same way'),
  reference: z.string().nullable().describe("The order number, the bet's id or the venue"),
  note: z.string().nullable().describe("The operator's reason, the channel or the title"),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});

/** A member's wallet for operators (registered under /api/admin/v1). */
export async function walletAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const memberScope = memberSiteScope(app);
  r.get(
    '/members/:id/wallet',
    {
      config: { siteScope: memberScope },
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

  r.get(
    '/members/:id/ledger',
    {
      config: { siteScope: memberScope, personalData: 'member_ledger' },
      preHandler: app.requireOperator('admin', 'finance', 'support'),
      schema: {
        ...operatorDoc,
        summary:
          "Every movement of a member's money in the ledger, newest first: by kind and time, " +
          'paged (the ledger keeps no balance after each movement: the wallet has the balances)',
        params: memberIdParams,
        querystring: z.object({
          kind: z.enum(MEMBER_LEDGER_KINDS).optional(),
          from: instantQuery.optional().describe('At or after this instant (ISO 8601)'),
          to: instantQuery.optional().describe('At or before this instant (ISO 8601)'),
          ...pageQuery({ default: 20, max: 100 }),
        }),
        response: { 200: okEnvelope(pageOf(ledgerEntrySchema)) },
      },
    },
    async (request) => {
      const { page, size, ...query } = request.query;
      return ok(
        await app.services.walletAdmin.memberLedger(
          request.params.id,
          query,
          page,
          size,
          langOf(request),
        ),
      );
    },
  );
}
