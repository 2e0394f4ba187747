import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { operatorDoc } from '../../../lib/route-parts.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { operatorOf, scopeById } from '../../platform/admin/operator-auth.ts';

const memberStateSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  siteCode: z.string(),
  disabled: z.boolean(),
});

/** Operators' actions on a member's account (registered under /api/admin/v1). */
export async function memberAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/members/:id/:action',
    {
      config: { siteScope: scopeById((id) => app.services.memberAdmin.siteOfMember(Number(id))) },
      preHandler: app.requireOperator('admin', 'support'),
      schema: {
        ...operatorDoc,
        summary:
          'Disable a member (their sessions end; log-in is refused) or enable them again, with a reason (audited)',
        params: z.object({
          id: z.coerce
            .number()
            .int()
            .positive()
            .max(2 ** 31 - 1),
          action: z.enum(['disable', 'enable']),
        }),
        body: z.object({ reason: z.string().trim().min(1).max(500) }),
        response: { 200: okEnvelope(memberStateSchema) },
      },
    },
    async (request) => {
      const { id, action } = request.params;
      return ok(
        await app.services.memberAdmin.setDisabled(
          operatorOf(request),
          id,
          action === 'disable',
          request.body.reason,
          requestMeta(request),
        ),
      );
    },
  );
}
