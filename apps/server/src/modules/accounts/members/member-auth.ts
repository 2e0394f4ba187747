import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { MemberIdentity } from './member-sessions.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { SessionError } from '../../../lib/errors.ts';

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

/**
 * The member when the request carries a live session, else a visitor. Public pages must not end
 * a visitor's browsing because an old token lies around, so a dead token just means "visitor".
 */
export async function optionalMember(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<MemberIdentity | undefined> {
  const token = request.headers['t'];
  if (typeof token !== 'string' || token === '') return undefined;
  try {
    return await authenticateMember(app, request);
  } catch (error) {
    if (error instanceof SessionError) return undefined;
    throw error;
  }
}

export default fp(
  async function memberAuth(app: FastifyInstance) {
    app.decorateRequest('member', undefined);
    const handler: preHandlerAsyncHookHandler = async (request) => {
      await authenticateMember(app, request);
    };
    app.decorate('requireMember', handler);
    // Routes name the guard as a preHandler, which Fastify runs after validating the body: a
    // request without a session would learn the fields' rules from the refusal. The guard reads
    // only headers (and the site, found onRequest), so it moves to onRequest, as operators' does.
    app.addHook('onRoute', (route) => {
      const pre = route.preHandler;
      const list = pre === undefined ? [] : Array.isArray(pre) ? pre : [pre];
      if (!list.includes(handler)) return;
      route.preHandler = list.filter((hook) => hook !== handler);
      const on = route.onRequest;
      route.onRequest = [
        ...(on === undefined ? [] : Array.isArray(on) ? on : [on]),
        handler as unknown as onRequestAsyncHookHandler,
      ];
    });
  },
  { name: 'member-auth', dependencies: ['request-context'] },
);
