import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type RouteEntry = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server answers, as registered (the authorization proof walks it). */
    routeTable: readonly RouteEntry[];
  }
}

/** Registered before the routes: Fastify tells a plugin of the routes added after it only. */
export default fp(
  async function routeTable(app: FastifyInstance) {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        // HEAD is Fastify's twin of each GET; OPTIONS is answered by no route of ours.
        if (method !== 'HEAD' && method !== 'OPTIONS') table.push({ method, url: route.url });
      }
    });
  },
  { name: 'route-table' },
);
