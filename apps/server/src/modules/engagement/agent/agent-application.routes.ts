import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AGENT_APPLICATION_STATES, AGENT_CONTACT_KINDS, okEnvelope, pageOf } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { operatorDoc, pageQuery, rowId, siteFilter } from '../../../lib/route-parts.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { authenticateMember } from '../../accounts/members/member-auth.ts';
import { operatorOf, scopeById } from '../../platform/admin/operator-auth.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { schemeSchema } from './agent.schemas.ts';

const applicationSchema = z.object({
  id: z.number().int(),
  site: z.string(),
  account: z.string().nullable().describe("The member's account; null for a guest"),
  name: z.string(),
  contactKind: z.enum(AGENT_CONTACT_KINDS),
  contact: z.string(),
  channels: z.string(),
  state: z.enum(AGENT_APPLICATION_STATES),
  note: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
const applyBody = z.object({
  name: z.string().max(200).optional(),
  contactKind: z.string().max(20).optional().describe(AGENT_CONTACT_KINDS.join(', ')),
  contact: z.string().max(200).optional(),
  channels: z.string().max(2000).optional().describe('Where and how they would bring players'),
});

/** "Join us": the agent programme, and applications to join it (docs/decisions/join-us.md). */
export async function agentApplicationRoutes(app: FastifyInstance, options: { perHour: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.agentApplications;
  r.get(
    '/api/findmed/v1/agent/programme',
    {
      schema: {
        tags: ['agent'],
        summary: "The agent programme: the site's commission scheme (null: none offered)",
        response: { 200: okEnvelope(z.object({ scheme: schemeSchema.nullable() })) },
      },
    },
    async (request) => ok(await service.programme(siteOf(request))),
  );
  r.post(
    '/api/findmed/v1/agent/apply',
    {
      // Guests may apply: a few an hour from one address is plenty for a person.
      config: { rateLimit: { max: options.perHour, timeWindow: '1 hour' } },
      schema: {
        tags: ['agent'],
        summary:
          'Apply to join the agent programme (a guest, or a member with their session); ' +
          'AGENT_APPLICATION_PENDING while one of theirs waits',
        body: applyBody,
        response: { 200: okEnvelope(applicationSchema) },
      },
    },
    async (request) => {
      // A member's dead session is refused (they log in again), not taken for a guest's.
      const token = request.headers['t'];
      const who =
        typeof token === 'string' && token !== ''
          ? await authenticateMember(app, request)
          : undefined;
      return ok(await service.apply(siteOf(request), who, request.body, requestMeta(request)));
    },
  );
}

/** Operators' queue of applications (prefix /api/admin/v1). */
export async function agentApplicationAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.agentApplications;
  const staff = app.requireOperator('admin', 'support');
  r.get(
    '/agent/applications',
    {
      config: { siteScope: 'list', personalData: 'agent_applications' },
      preHandler: staff,
      schema: {
        ...operatorDoc,
        summary: 'Applications to join the agent programme, newest first',
        querystring: z.object({
          site: siteFilter,
          state: z.enum(AGENT_APPLICATION_STATES).optional(),
          ...pageQuery({ default: 20, max: 100 }),
        }),
        response: { 200: okEnvelope(pageOf(applicationSchema)) },
      },
    },
    async (request) => {
      const { site, state, page, size } = request.query;
      const operator = operatorOf(request);
      const sites = site ? [site] : (operator.sites ?? (await app.services.sites.all()).keys());
      const { list, total } = await service.list([...sites], { state, page, size });
      return ok({ list, total, page, size });
    },
  );
  r.post(
    '/agent/applications/:id/decide',
    {
      config: { siteScope: scopeById((id) => service.siteOf(id)) },
      preHandler: staff,
      schema: {
        ...operatorDoc,
        summary: 'Approve or decline a pending application, with a note (audited)',
        params: z.object({ id: rowId }),
        body: z.object({
          decision: z.string().max(20).describe('approved or declined'),
          note: z.string().max(2000).optional(),
        }),
        response: { 200: okEnvelope(applicationSchema) },
      },
    },
    async (request) =>
      ok(
        await service.decide(
          operatorOf(request),
          request.params.id,
          request.body,
          requestMeta(request),
        ),
      ),
  );
}
