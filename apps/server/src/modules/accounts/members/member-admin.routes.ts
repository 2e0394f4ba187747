import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBER_ACTIONS, MEMBER_NOTE_MAX, okEnvelope, pageOf } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import {
  memberIdParams,
  operatorDoc,
  pageQuery,
  rowId,
  siteFilter,
} from '../../../lib/route-parts.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { operatorOf, scopeById } from '../../platform/admin/operator-auth.ts';
import {
  adminMemberDetailSchema,
  adminMemberSchema,
  memberNoteSchema,
  memberSearchQuery,
  memberStateSchema,
  operatorText,
} from './member-admin.schemas.ts';

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

  r.get(
    '/members/:id/notes',
    {
      config: { siteScope: memberScope, personalData: 'member_notes' },
      ...readers,
      schema: {
        ...operatorDoc,
        summary: "Operators' notes on a member, newest first",
        params: memberIdParams,
        querystring: z.object(pageQuery({ default: 20, max: 100 })),
        response: { 200: okEnvelope(pageOf(memberNoteSchema)) },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      return ok(await service.notes(request.params.id, page, size));
    },
  );

  r.post(
    '/members/:id/notes',
    {
      config: { siteScope: memberScope },
      ...readers,
      schema: {
        ...operatorDoc,
        summary:
          'Add a note on a member (audited); notes are never edited or removed: a correction is another note',
        params: memberIdParams,
        body: z.object({ text: operatorText(MEMBER_NOTE_MAX) }),
        response: { 200: okEnvelope(memberNoteSchema) },
      },
    },
    async (request) =>
      ok(
        await service.addNote(
          operatorOf(request),
          request.params.id,
          request.body.text,
          requestMeta(request),
        ),
      ),
  );

  r.post(
    '/members/:id/:action',
    {
      config: { siteScope: memberScope },
      preHandler: app.requireOperator('admin', 'support'),
      schema: {
        ...operatorDoc,
        summary:
          'Disable a member (their sessions end; log-in is refused) or enable them again, or ' +
          'reset their withdrawal password (they set a new one before withdrawing), with a reason ' +
          '(audited)',
        params: z.object({ id: rowId.describe("The member's id"), action: z.enum(MEMBER_ACTIONS) }),
        body: z.object({ reason: operatorText(500) }),
        response: { 200: okEnvelope(memberStateSchema) },
      },
    },
    async (request) => {
      const { id, action } = request.params;
      const operator = operatorOf(request);
      const { reason } = request.body;
      const meta = requestMeta(request);
      return ok(
        action === 'reset-withdraw-password'
          ? await service.resetWithdrawPassword(operator, id, reason, meta)
          : await service.setDisabled(operator, id, action === 'disable', reason, meta),
      );
    },
  );
}
