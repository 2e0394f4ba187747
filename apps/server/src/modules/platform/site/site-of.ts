import type { FastifyRequest } from 'fastify';
import type { Site } from './site.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site the request is for, resolved by plugins/request-context.ts on every request. */
    site: Site | undefined;
  }
}

export function siteOf(request: FastifyRequest): Site {
  if (!request.site) throw new Error('request has no site: request-context did not run');
  return request.site;
}
