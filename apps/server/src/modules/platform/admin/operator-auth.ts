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

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route shows operators members' personal data (names, accounts, messages): each read
     * is audited, naming what was read (issue 20).
     */
    personalData?: string;
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
        if (roles.length > 0 && !roles.includes(operator.role)) throw new DomainError('FORBIDDEN');
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
