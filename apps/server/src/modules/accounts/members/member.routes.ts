import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOf, okEnvelope } from '@kirin/contract';
import { ok } from '../../../lib/errors.ts';
import { authenticateMember, memberOf } from './member-auth.ts';
import { langOf, requestMeta } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { memberPost, memberSecurity } from './member-route.ts';
import {
  forgetBody,
  loginBody,
  memberInfoSchema,
  registerBody,
  sessionSchema,
  smsAnswer,
  smsBody,
  updateBody,
  updatePasswordBody,
  withdrawPasswordBodies as wpBodies,
} from './member.schemas.ts';
import { phoneAreas } from './phone-areas.ts';

// Kept for the routes that still import it from here; it lives in member-route.ts.

const secured = { security: memberSecurity };

export async function memberRoutes(
  app: FastifyInstance,
  options: { loginPer10Minutes: number; registerPer10Minutes: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { members, profiles, withdrawPasswords } = app.services;
  const tags = ['member'];

  r.post(
    '/api/f/v1/member/register',
    {
      config: { rateLimit: { max: options.registerPer10Minutes, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Register and log in; the token is in the `id` header and data.token',
        body: registerBody,
        response: { 200: okEnvelope(sessionSchema) },
      },
    },
    async (request, reply) => {
      const result = await members.register(siteOf(request), request.body, requestMeta(request));
      reply.header('id', result.token);
      return ok(result);
    },
  );

  r.post(
    '/api/f/v1/member/login/mpe',
    {
      config: { rateLimit: { max: options.loginPer10Minutes, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Log in with an RSA-OAEP encrypted password',
        body: loginBody,
        response: { 200: okEnvelope(sessionSchema) },
      },
    },
    async (request, reply) => {
      const result = await members.login(siteOf(request), request.body, requestMeta(request));
      reply.header('id', result.token);
      return ok(result);
    },
  );

  r.post(
    '/api/f/v1/member/logout',
    {
      preHandler: app.requireMember,
      schema: { tags, ...secured, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await members.logout(memberOf(request), requestMeta(request));
      return ok(null);
    },
  );

  r.get(
    '/api/findmed/v1/member/token',
    {
      preHandler: app.requireMember,
      schema: { tags, ...secured, response: { 200: okEnvelope(memberInfoSchema) } },
    },
    async (request) => ok(await profiles.info(memberOf(request))),
  );

  memberPost(
    app,
    '/api/findmed/v1/member/update',
    {
      summary: 'Set the real name (once), or a new email or phone with a code sent to it',
      body: updateBody,
      data: memberInfoSchema,
    },
    (site, who, body, meta) => profiles.update(site, who, body, meta),
  );

  memberPost(
    app,
    '/api/findmed/v1/member/updatepassword',
    {
      summary: "Change the login password; the member's other sessions end",
      body: updatePasswordBody,
      data: z.null(),
    },
    (_site, who, body, meta) => members.changePassword(who, body, meta).then(() => null),
  );

  r.post(
    '/api/findmed/v1/member/forgetpassword',
    {
      config: { rateLimit: { max: options.loginPer10Minutes, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Set a new password with a code sent to the bound phone or email',
        body: forgetBody,
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      await members.resetPassword(siteOf(request), request.body, requestMeta(request));
      return ok(null);
    },
  );

  r.post(
    '/api/service/sms',
    {
      schema: {
        tags,
        summary: 'Send a 6-digit code by SMS or email (1 per 60 s, 5 per hour per address and IP)',
        body: smsBody,
        response: { 200: okEnvelope(smsAnswer) },
      },
    },
    async (request) => {
      const { purpose } = request.body;
      const needsSession = purpose === 'bind' || purpose === 'withdraw';
      const who = needsSession ? await authenticateMember(app, request) : undefined;
      return ok(
        await profiles.requestCode(siteOf(request), who, request.body, requestMeta(request)),
      );
    },
  );

  r.get(
    '/api/findmed/v1/member/phoneArea',
    {
      schema: {
        tags,
        summary: 'Area codes for phone numbers',
        response: { 200: okEnvelope(listOf(z.object({ code: z.string(), name: z.string() }))) },
      },
    },
    async (request) => ok({ list: phoneAreas(langOf(request)) }),
  );

  const wp = '/api/f/v1/withdraw/password';
  r.get(
    `${wp}/config`,
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        ...secured,
        summary: 'd: the site uses withdrawal passwords; p: the member has set one',
        response: { 200: okEnvelope(z.object({ d: z.boolean(), p: z.boolean() })) },
      },
    },
    async (request) => ok(await withdrawPasswords.config(siteOf(request), memberOf(request))),
  );
  memberPost(
    app,
    `${wp}/set`,
    { summary: 'Set the withdrawal password (6 digits)', body: wpBodies.set, data: z.null() },
    (site, who, body, meta) => withdrawPasswords.set(site, who, body, meta).then(() => null),
  );
  memberPost(
    app,
    `${wp}/update`,
    { summary: 'Change it with the current one', body: wpBodies.update, data: z.null() },
    (site, who, body, meta) => withdrawPasswords.change(site, who, body, meta).then(() => null),
  );
  memberPost(
    app,
    `${wp}/reset`,
    { summary: 'Replace a forgotten one with a code', body: wpBodies.reset, data: z.null() },
    (site, who, body, meta) => withdrawPasswords.reset(site, who, body, meta).then(() => null),
  );
}
