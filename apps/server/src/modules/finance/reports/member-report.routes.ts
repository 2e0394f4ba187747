import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { memberOf } from '../../accounts/members/member-auth.ts';
import { memberSecurity } from '../../accounts/members/member-route.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { sessionSchema, statementQuery, statementSchema } from './member-report.schemas.ts';

/** A member's own figures: the reality check's session summary and the monthly statement. */
export async function memberReportRoutes(app: FastifyInstance) {
  const service = app.services.memberReports;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/findmed/v1/member';
  const doc = { tags: ['member'], security: memberSecurity };

  r.get(
    `${base}/session`,
    {
      preHandler: app.requireMember,
      schema: {
        ...doc,
        summary:
          'This session: log-in time, the previous log-in (time, IP, device), the session-time ' +
          'limit and its end, the reality-check interval, stakes and result since log-in',
        response: { 200: okEnvelope(sessionSchema) },
      },
    },
    async (request) => ok(await service.session(siteOf(request), memberOf(request))),
  );

  r.get(
    `${base}/statement`,
    {
      preHandler: app.requireMember,
      schema: {
        ...doc,
        summary:
          'Account statement by Beijing month, newest first: deposits, withdrawals, stakes, ' +
          'payouts, bonuses and net',
        querystring: statementQuery,
        response: { 200: okEnvelope(statementSchema) },
      },
    },
    async (request) =>
      ok(await service.statement(siteOf(request), memberOf(request), request.query.months)),
  );
}
