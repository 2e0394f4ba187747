import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { OperatorRole } from '../../../db/schema.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { OperatorIdentity } from './operator.service.ts';

declare module 'fastify' {
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
      return handler;
    });
  },
  { name: 'operator-auth' },
);
