import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { OperatorRole } from '../../../db/schema.ts';
import { DomainError } from '../../../lib/errors.ts';
import { operatorActor, type OperatorIdentity } from './operator.service.ts';

/**
 * How a route keeps an operator of some sites to those sites (issue 20; a platform operator,
 * `sites` null, is not limited):
 * - 'self': the operator's own session and account, no site's data;
 * - 'list': the route filters by a `site` query field: an operator of one site gets it filled in,
 *   of several must name one, of other sites is refused;
 * - a function: the site of what the route acts on (an order, a member, a thread), read before
 *   the handler; another site's object is NOT_FOUND, as if it did not exist.
 * A route without a scope serves platform operators only.
 */
export type SiteScope =
  'self' | 'list' | ((request: FastifyRequest) => Promise<string | undefined> | string | undefined);

/** The scope of a route acting on the object named by its `:id` (or another) parameter. */
export const scopeById =
  (siteOf: (id: string) => Promise<string | undefined>, param = 'id'): SiteScope =>
  (request) =>
    siteOf(String((request.params as Record<string, unknown>)[param]));

declare module 'fastify' {
  interface FastifyContextConfig {
    siteScope?: SiteScope;
    /**
     * The route shows operators members' personal data (names, accounts, messages): each read
     * is audited, naming what was read (issue 20).
     */
    personalData?: string;
    /** The route serves an operator still enrolling a second factor ('enrol' sessions). */
    enrolment?: boolean;
  }
  interface FastifyRequest {
    operator: OperatorIdentity | undefined;
  }
  interface FastifyInstance {
    /** preHandler: a live operator session (`t` header) whose role is one of `roles`. */
    requireOperator(...roles: OperatorRole[]): preHandlerAsyncHookHandler;
  }
}

export function operatorOf(request: FastifyRequest): OperatorIdentity {
  if (!request.operator) throw new Error('route is missing its requireOperator preHandler');
  return request.operator;
}

/** Marks the guards requireOperator makes, for the onRoute hook below to find. */
const GUARD = Symbol('operator guard');

type Hooks<H> = H | H[] | undefined;
const listOf = <H>(hooks: Hooks<H>): H[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export default fp(
  async function operatorAuth(app: FastifyInstance) {
    app.decorateRequest('operator', undefined);
    app.decorate('requireOperator', (...roles: OperatorRole[]) => {
      const handler: preHandlerAsyncHookHandler = async (request) => {
        const header = request.headers['t'];
        const operator = await app.services.operators.authenticate(
          typeof header === 'string' ? header : undefined,
        );
        if (operator.stage === 'enrol' && !request.routeOptions.config.enrolment) {
          throw new DomainError('TOTP_ENROL_REQUIRED');
        }
        if (roles.length > 0 && !roles.includes(operator.role)) throw new DomainError('FORBIDDEN');
        // A site's operator on a platform route: refused before the body is read, as above.
        if (operator.sites && !request.routeOptions.config.siteScope) {
          throw new DomainError('FORBIDDEN');
        }
        request.operator = operator;
      };
      return Object.assign(handler, { [GUARD]: true });
    });
    // Routes name the guard as a preHandler, which Fastify runs after validating the body: a
    // request without a session learnt the fields' rules from the refusal (issue 20). The guard
    // reads only headers, so it moves to onRequest, before the body is even read.
    app.addHook('onRoute', (route) => {
      const pre = listOf(route.preHandler);
      const guards = pre.filter((hook) => GUARD in hook);
      if (guards.length === 0) return;
      route.preHandler = pre.filter((hook) => !(GUARD in hook));
      route.onRequest = [
        ...listOf(route.onRequest),
        ...(guards as unknown as onRequestAsyncHookHandler[]),
      ];
    });
    // After validation (the query holds its parsed `site`), before anything is read or audited.
    app.addHook('preHandler', async (request) => {
      const sites = request.operator?.sites;
      if (!sites) return;
      const scope = request.routeOptions.config.siteScope;
      if (!scope || scope === 'self') return; // the guard refused a platform route already
      if (scope === 'list') {
        const query = request.query as { site?: string };
        if (query.site === undefined) {
          if (sites.length !== 1) throw new DomainError('SITE_REQUIRED');
          query.site = sites[0];
        } else if (!sites.includes(query.site)) throw new DomainError('FORBIDDEN');
        return;
      }
      const site = await scope(request);
      if (site === undefined || !sites.includes(site)) throw new DomainError('NOT_FOUND');
    });
    // Before the handler reads anything: a read that is served is a read that is in the trail.
    app.addHook('preHandler', async (request) => {
      const what = request.routeOptions.config.personalData;
      const operator = request.operator;
      if (!what || !operator) return;
      const params = request.params as { id?: unknown } | undefined;
      await app.services.audit.record({
        actor: operatorActor(operator),
        action: 'personal_data.read',
        target: { kind: what, id: params?.id === undefined ? '*' : String(params.id) },
        after: { query: request.query ?? {} },
        ip: request.ip,
        requestId: request.id,
      });
    });
  },
  { name: 'operator-auth' },
);
