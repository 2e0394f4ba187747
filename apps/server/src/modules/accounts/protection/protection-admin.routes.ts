import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { memberIdParams, operatorDoc } from '../../../lib/route-parts.ts';
import { memberSiteScope } from '../members/member-admin.routes.ts';
import { limitsSchema } from './protection.schemas.ts';

/** Operators' read of a member's responsible-gambling state (prefix /api/admin/v1). */
export async function protectionAdminRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/members/:id/protection',
    {
      config: { siteScope: memberSiteScope(app), personalData: 'member_protection' },
      preHandler: app.requireOperator('admin', 'finance', 'support'),
      schema: {
        ...operatorDoc,
        summary:
          "A member's limits (with the changes waiting out their 24 hours), time-out and " +
          'self-exclusion, as the member sees them',
        params: memberIdParams,
        response: { 200: okEnvelope(limitsSchema) },
      },
    },
    async (request) =>
      ok(await app.services.protection.ofMember(request.params.id, app.services.sites)),
  );
}
