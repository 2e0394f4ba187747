import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, pageOf } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { memberIdParams, operatorDoc, pageQuery, siteFilter } from '../../../lib/route-parts.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { operatorOf, scopeById } from '../../platform/admin/operator-auth.ts';
import {
  adminMemberDetailSchema,
  adminMemberSchema,
  memberSearchQuery,
} from './member-admin.schemas.ts';

const memberStateSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  siteCode: z.string(),
  disabled: z.boolean(),
});

/** The site scope of an operator route on the member named by its `:id`. */
export const memberSiteScope = (app: FastifyInstance) =>
  scopeById((id) => app.services.memberAdmin.siteOfMember(Number(id)));

/** Operators' reads of members and actions on a member's account (under /api/admin/v1). */
export async function memberAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.memberAdmin;
  const memberScope = memberSiteScope(app);
  const readers = { preHandler: app.requireOperator('admin', 'finance', 'support') };

  r.get(
    '/members',
    {
      config: { siteScope: 'list', personalData: 'members' },
      ...readers,
      schema: {
        ...operatorDoc,
        summary:
          'Members of a site (every site for a platform operator without `site`), newest first; ' +
          '`q` finds them by account, phone, email, real name or invite code',
        querystring: z.object({
          site: siteFilter,
          q: memberSearchQuery,
          ...pageQuery({ default: 20, max: 100 }),
        }),
        response: { 200: okEnvelope(pageOf(adminMemberSchema)) },
      },
    },
    async (request) => {
      const { site, q, page, size } = request.query;
      return ok(await service.list({ siteCode: site, q }, page, size));
    },
  );

  r.get(
    '/members/:id',
    {
      config: { siteScope: memberScope, personalData: 'member' },
      ...readers,
      schema: {
        ...operatorDoc,
        summary: 'One member: contact details, inviter, standing and the latest ten sessions',
        params: memberIdParams,
        response: { 200: okEnvelope(adminMemberDetailSchema) },
      },
    },
    async (request) => {
      const member = await service.detail(request.params.id);
      return ok({ ...member, sessions: [...member.sessions] });
    },
  );

  r.post(
    '/members/:id/:action',
    {
      config: { siteScope: memberScope },
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
        await service.setDisabled(
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
