import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_INFO = {
  title: 'Kirin API',
  description:
    "Member API (the product specification's /api contract) and operator API. Refusals are HTTP 200 with `{ status:false, code, msg }`; see API.md.",
  version: '1.0.0',
};

/**
 * OpenAPI generated from the routes' zod schemas; UI at /docs, JSON at /docs/json. `members`
 * leaves the operator API out of what is served; `off` serves nothing.
 */
export default fp(
  async function openapi(app: FastifyInstance, options: { docs: 'all' | 'members' | 'off' }) {
    if (options.docs === 'off') return;
    const hideOperators = options.docs === 'members';
    await app.register(swagger, {
      openapi: {
        info: OPENAPI_INFO,
        servers: [],
        components: {
          securitySchemes: {
            sessionToken: {
              type: 'apiKey',
              in: 'header',
              name: 't',
              description: 'Session token from the `id` response header of a log-in',
            },
          },
        },
      },
      transform: (input) => {
        const out = jsonSchemaTransform(input);
        return hideOperators && out.url.startsWith('/api/admin/')
          ? { ...out, schema: { ...out.schema, hide: true } }
          : out;
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
