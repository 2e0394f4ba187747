import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, pageOf, listOf, SITE_CODES } from '@kirin/contract';
import { OPERATOR_ROLES } from '../../../db/schema.ts';
import { ok } from '../../../lib/errors.ts';
import { operatorActor } from './operator.service.ts';
import { operatorOf } from './operator-auth.ts';
import { requestMeta } from '../../../plugins/request-context.ts';
import { instantQuery, rowId, wholeNumber } from '../../../lib/route-parts.ts';

const operatorSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  role: z.enum(OPERATOR_ROLES),
  sites: z.array(z.string()).nullable(),
  disabled: z.boolean(),
  secondFactor: z.boolean(),
  createdAt: z.string(),
});
const auditSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorKind: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  siteCode: z.string().nullable(),
  action: z.string(),
  targetKind: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});

const accountField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'invalid_format');
const secured = { security: [{ sessionToken: [] }] };
const totpCode = z.string().regex(/^\d{6}$/, 'invalid_format');

export async function adminRoutes(app: FastifyInstance, options: { loginPer10Minutes: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/auth/login',
    {
      config: { rateLimit: { max: options.loginPer10Minutes, timeWindow: '10 minutes' } },
      schema: {
        tags: ['admin'],
        summary:
          'Operator log-in; the token comes back in the `id` header and in data.token. Roles ' +
          'that move money (and anyone enrolled) add `code` from their authenticator; without ' +
          'one enrolled, the session is good only for /auth/totp/* (enrolRequired)',
        body: z.object({
          account: z.string().trim().min(1).max(64),
          password: z.string().min(1).max(256),
          code: totpCode.optional(),
        }),
        response: {
          200: okEnvelope(
            z.object({
              token: z.string(),
              expiresAt: z.string(),
              operator: operatorSchema,
              enrolRequired: z.boolean(),
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      const result = await app.services.operators.login(
        request.body.account,
        request.body.password,
        request.body.code,
        requestMeta(request),
      );
      reply.header('id', result.token);
      return ok(result);
    },
  );

  r.post(
    '/auth/logout',
    {
      config: { enrolment: true, siteScope: 'self' },
      preHandler: app.requireOperator(),
      schema: { tags: ['admin'], ...secured, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await app.services.operators.logout(operatorOf(request), requestMeta(request));
      return ok(null);
    },
  );

  r.get(
    '/auth/me',
    {
      config: { enrolment: true, siteScope: 'self' },
      preHandler: app.requireOperator(),
      schema: {
        tags: ['admin'],
        ...secured,
        response: {
          200: okEnvelope(
            z.object({
              id: z.number(),
              account: z.string(),
              role: z.enum(OPERATOR_ROLES),
              sites: z.array(z.string()).nullable(),
              enrolRequired: z.boolean(),
              outbox: z
                .boolean()
                .describe('Codes are kept in the outbox rather than sent (demo or SMS_OUTBOX=on)'),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { id, account, role, sites, stage } = operatorOf(request);
      const outbox = Object.values(app.config.codeDelivery).some(
        (delivery) => delivery === 'outbox' || delivery === 'demo',
      );
      return ok({ id, account, role, sites, enrolRequired: stage === 'enrol', outbox });
    },
  );

  r.post(
    '/auth/totp/start',
    {
      config: { enrolment: true, siteScope: 'self' },
      preHandler: app.requireOperator(),
      schema: {
        tags: ['admin'],
        ...secured,
        summary:
          'A new authenticator secret (and its otpauth:// address for a QR code), replacing any ' +
          'not yet confirmed; refused once the second factor is on',
        response: { 200: okEnvelope(z.object({ secret: z.string(), uri: z.string() })) },
      },
    },
    async (request) =>
      ok(await app.services.operators.startEnrolment(operatorOf(request), requestMeta(request))),
  );

  r.post(
    '/auth/totp/confirm',
    {
      config: { enrolment: true, siteScope: 'self' },
      preHandler: app.requireOperator(),
      schema: {
        tags: ['admin'],
        ...secured,
        summary: 'The first good code turns the second factor on and completes this session',
        body: z.object({ code: totpCode }),
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      await app.services.operators.confirmEnrolment(
        operatorOf(request),
        request.body.code,
        requestMeta(request),
      );
      return ok(null);
    },
  );

  r.get(
    '/operators',
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        tags: ['admin'],
        ...secured,
        response: {
          200: okEnvelope(
            listOf(
              operatorSchema.extend({
                lastSignInAt: z.string().nullable().describe('When they last signed in, if ever'),
              }),
            ),
          ),
        },
      },
    },
    async () => ok({ list: await app.services.operators.list() }),
  );

  r.post(
    '/operators',
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        tags: ['admin'],
        ...secured,
        summary: 'Create an operator (admin only, audited)',
        body: z.object({
          account: accountField,
          password: z.string().min(12).max(256),
          role: z.enum(OPERATOR_ROLES),
          sites: z
            .array(z.enum(SITE_CODES))
            .min(1)
            .max(SITE_CODES.length)
            .optional()
            .describe('The sites the operator works for; leave out for a platform operator'),
        }),
        response: { 200: okEnvelope(operatorSchema) },
      },
    },
    async (request) =>
      ok(
        await app.services.operators.create(
          operatorActor(operatorOf(request)),
          request.body,
          requestMeta(request),
        ),
      ),
  );

  r.post(
    '/operators/:id/:action',
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        tags: ['admin'],
        ...secured,
        summary:
          'Disable (ending their sessions) or re-enable an operator, or reset their second ' +
          'factor (a lost phone: sessions end, they enrol again at the next log-in); audited',
        params: z.object({
          id: z.coerce.number().int().positive(),
          action: z.enum(['disable', 'enable', 'reset-second-factor']),
        }),
        response: { 200: okEnvelope(operatorSchema) },
      },
    },
    async (request) => {
      const { id, action } = request.params;
      const operator = operatorOf(request);
      if (action === 'reset-second-factor') {
        return ok(
          await app.services.operators.resetSecondFactor(operator, id, requestMeta(request)),
        );
      }
      return ok(
        await app.services.operators.setDisabled(
          operator,
          id,
          action === 'disable',
          requestMeta(request),
        ),
      );
    },
  );

  r.get(
    '/audit',
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        tags: ['admin'],
        ...secured,
        summary: 'The append-only audit log, newest first',
        querystring: z.object({
          page: wholeNumber(1, 2 ** 31 - 1, 1),
          size: wholeNumber(1, 200, 50),
          action: z.string().max(100).optional(),
          targetKind: z.string().max(50).optional(),
          targetId: z.string().max(100).optional(),
          actor: z
            .string()
            .trim()
            .min(1)
            .max(100)
            .optional()
            .describe("Who acted: an operator's or member's account (any case), or an operator id"),
          member: rowId
            .optional()
            .describe("A member's id: what they did and what was done to their account"),
          site: z.enum(SITE_CODES).optional(),
          from: instantQuery.optional().describe('From this instant (ISO 8601)'),
          to: instantQuery.optional().describe('Before this instant (ISO 8601)'),
        }),
        response: { 200: okEnvelope(pageOf(auditSchema)) },
      },
    },
    async (request) => {
      const { page, size, ...filter } = request.query;
      const result = await app.services.audit.list(filter, page, size);
      return ok({
        list: result.rows.map((row) => ({ ...row, at: row.at.toISOString() })),
        total: result.total,
        page: result.page,
        size: result.size,
      });
    },
  );
}
