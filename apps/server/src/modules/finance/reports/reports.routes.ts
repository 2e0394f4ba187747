import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { operatorDoc } from '../../../lib/route-parts.ts';
import { dashboardQuery, dashboardSchema } from './reports.schemas.ts';

/** Operator reports (prefix /api/admin/v1): the console's dashboard. Finance or admin. */
export async function reportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/reports/dashboard',
    {
      config: { siteScope: 'list' },
      preHandler: app.requireOperator('admin', 'finance'),
      schema: {
        ...operatorDoc,
        summary:
          'The dashboard of a site (every site for a platform operator without `site`): money by ' +
          'currency today and over 30 Beijing days, sign-ups, active and online members, and ' +
          'what waits for an operator',
        querystring: dashboardQuery,
        response: { 200: okEnvelope(dashboardSchema) },
      },
    },
    async (request) => ok(await app.services.reports.dashboard(request.query.site)),
  );
}
