import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand, SiteCode } from '@kirin/contract';
import { siteByHost } from '../lib/brand-policy.ts';
import { isFile, sendBuiltApp } from './built-app.ts';

type Options = { distDir: string; defaultSite: SiteCode; brands: readonly Brand[] };

const NOT_SPA = /^\/(api|docs|admin)(\/|$)|^\/(healthz|readyz)$/;

/**
 * Serves the built member site: `<distDir>/<site>/` per brand, the brand chosen by the request's
 * host (falling back to the default site's build). Unknown paths get index.html so that the
 * client router can take them; hashed assets are cached for a year, everything else revalidates.
 */
export default fp(
  async function web(app: FastifyInstance, options: Options) {
    const siteOf = siteByHost(options.brands);
    // The build writes .br and .gz beside each file; the best one the browser accepts is sent.
    await app.register(fastifyStatic, { root: options.distDir, serve: false, preCompressed: true });

    async function buildFor(request: FastifyRequest): Promise<string | undefined> {
      for (const site of [siteOf(request.hostname), options.defaultSite]) {
        if (!site) continue;
        const root = path.join(options.distDir, site);
        if (await isFile(path.join(root, 'index.html'))) return root;
      }
      return undefined;
    }

    /**
     * The app shell for a page: index.html, or the build's `routes/<first segment>.html` where it
     * has one (index.html naming the chunks that page loads, so they come at once: route-html.ts
     * in apps/web).
     */
    async function shellFor(root: string, relative: string): Promise<string> {
      const segment = relative.split('/')[0] ?? '';
      if (!/^[a-z][a-z0-9-]*$/i.test(segment)) return 'index.html';
      const page = `routes/${segment}.html`;
      return (await isFile(path.join(root, page))) ? page : 'index.html';
    }

    async function serve(request: FastifyRequest, reply: FastifyReply) {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (NOT_SPA.test(urlPath)) return reply.callNotFound();
      const root = await buildFor(request);
      if (!root) return reply.callNotFound();
      return sendBuiltApp(reply, root, urlPath, (relative) => shellFor(root, relative));
    }

    app.get('/*', { schema: { hide: true } }, serve);
  },
  { name: 'web' },
);
