import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, SITE_CODES } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { operatorDoc, siteFilter } from '../../../lib/route-parts.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { memberOf } from '../../accounts/members/member-auth.ts';
import { memberSecurity } from '../../accounts/members/member-route.ts';
import { operatorOf } from '../../platform/admin/operator-auth.ts';
import { siteOf } from '../../platform/site/site-of.ts';

const money = z.string().describe('Decimal amount in the site currency');
const ruleSchema = z.object({
  reward: money,
  minDeposit: money.describe("The invitee's first deposit that earns the reward, at least"),
  turnoverMultiple: z.string().describe('Betting the reward brings, as a multiple of it'),
});
const summarySchema = z.object({
  inviteCode: z.string(),
  invitePath: z.string(),
  rule: ruleSchema.nullable().describe('Null: the site pays no referral reward now'),
  totals: z.object({ invited: z.number().int(), rewarded: z.number().int(), paid: money }),
  list: z.array(
    z.object({
      account: z.string(),
      registeredAt: z.string(),
      state: z.enum(['waiting', 'rewarded']),
      reward: money.nullable(),
      rewardedAt: z.string().nullable(),
    }),
  ),
});
const adminRuleSchema = ruleSchema.extend({ enabled: z.boolean() });

/** The site an operator's rule change is for. */
const bodySite = (request: FastifyRequest) => (request.body as { site: string }).site;

/** Share and earn: the member's invite link, the rule and their invitees (docs/decisions/share-and-earn.md). */
export async function referralRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/findmed/v1/referral',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['agent'],
        security: memberSecurity,
        summary:
          'Share and earn: the invite code and link, the referral rule, and the invitees with their reward',
        response: { 200: okEnvelope(summarySchema) },
      },
    },
    async (request) => ok(await app.services.referrals.summary(siteOf(request), memberOf(request))),
  );
}

/** Operators set each site's referral rule (prefix /api/admin/v1). */
export async function referralAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.referrals;
  const admin = app.requireOperator('admin');
  r.get(
    '/referral/rule',
    {
      config: { siteScope: 'list' },
      preHandler: admin,
      schema: {
        ...operatorDoc,
        summary: "A site's referral rule; null when it has none",
        querystring: z.object({ site: siteFilter }),
        response: { 200: okEnvelope(adminRuleSchema.nullable()) },
      },
    },
    async (request) =>
      ok(await service.rule(await app.services.sites.named(request.query.site, siteOf(request)))),
  );
  r.put(
    '/referral/rule',
    {
      config: { siteScope: bodySite },
      preHandler: admin,
      schema: {
        ...operatorDoc,
        summary:
          "Set a site's referral rule: reward, minimum first deposit, turnover, on or off (audited)",
        body: z.object({
          site: z.enum(SITE_CODES),
          reward: z.union([z.string().max(32), z.number()]),
          minDeposit: z.union([z.string().max(32), z.number()]),
          turnoverMultiple: z.string().max(8).optional(),
          enabled: z.boolean().optional(),
        }),
        response: { 200: okEnvelope(adminRuleSchema) },
      },
    },
    async (request) => {
      const site = await app.services.sites.named(request.body.site, siteOf(request));
      return ok(
        await service.setRule(operatorOf(request), site, request.body, requestMeta(request)),
      );
    },
  );
}
