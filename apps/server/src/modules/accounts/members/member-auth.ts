import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { MemberIdentity } from './member-sessions.ts';
import { siteOf } from '../../platform/site/site-of.ts';

declare module 'fastify' {
  interface FastifyRequest {
    member: MemberIdentity | undefined;
  }
  interface FastifyInstance {
    /** preHandler: a live member session (`t` header) of the request's site. */
    requireMember: preHandlerAsyncHookHandler;
  }
}

/** The session's member; every member-scoped read and write takes its id from here only. */
export function memberOf(request: FastifyRequest): MemberIdentity {
  if (!request.member) throw new Error('route is missing its requireMember preHandler');
  return request.member;
}

/** Authenticates the request's `t` header for its site and remembers the member on the request. */
export async function authenticateMember(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<MemberIdentity> {
  const header = request.headers['t'];
  request.member = await app.services.memberSessions.authenticate(
    typeof header === 'string' ? header : undefined,
    siteOf(request).code,
  );
  return request.member;
}

export default fp(
  async function memberAuth(app: FastifyInstance) {
    app.decorateRequest('member', undefined);
    const handler: preHandlerAsyncHookHandler = async (request) => {
      await authenticateMember(app, request);
    };
    app.decorate('requireMember', handler);
  },
  { name: 'member-auth', dependencies: ['request-context'] },
);
