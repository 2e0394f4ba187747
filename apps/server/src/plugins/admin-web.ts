import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isFile, sendBuiltApp } from './built-app.ts';

/**
 * Serves the operator console (apps/admin's build) at /admin/: its files, and its index.html for
 * every other path under /admin/ so that its router takes them. One build for all brands (an
 * operator's sites come from the session). Its page policy is its own (security.ts). Without a
 * build, /admin/ is a 404 like any unknown path.
 */
export default fp(
  async function adminWeb(app: FastifyInstance, options: { distDir: string }) {
    const root = options.distDir;
    async function serve(request: FastifyRequest, reply: FastifyReply) {
      if (!(await isFile(path.join(root, 'index.html')))) return reply.callNotFound();
      const urlPath = request.url.split('?')[0] ?? '/';
      return sendBuiltApp(reply, root, urlPath.slice('/admin'.length), () => 'index.html');
    }
    app.get('/admin', { schema: { hide: true } }, (_request, reply) => reply.redirect('/admin/'));
    app.get('/admin/*', { schema: { hide: true } }, serve);
  },
  { name: 'admin-web', dependencies: ['web'] },
);
