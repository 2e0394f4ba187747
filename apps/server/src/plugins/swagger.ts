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

/** OpenAPI generated from the routes' zod schemas; UI at /docs, JSON at /docs/json. */
export default fp(
  async function openapi(app: FastifyInstance) {
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
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
