import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the operator console (apps/admin's build) at /admin/: its files, and its index.html for
 * every other path under /admin/ so that its router takes them. One build for all brands (an
 * operator's sites come from the session). Its page policy is its own (security.ts). Without a
 * build, /admin/ is a 404 like any unknown path.
 */
export default fp(
  async function adminWeb(app: FastifyInstance, options: { distDir: string }) {
    const root = options.distDir;
    const isFile = async (file: string) => {
      try {
        return (await fs.stat(file)).isFile();
      } catch {
        return false;
      }
    };

    async function serve(request: FastifyRequest, reply: FastifyReply) {
      const urlPath = request.url.split('?')[0] ?? '/';
      let relative: string;
      try {
        relative = path.posix
          .normalize(decodeURIComponent(urlPath.slice('/admin'.length)))
          .replace(/^\/+/, '');
      } catch {
        throw Object.assign(new Error('undecodable path'), { statusCode: 400 });
      }
      if (!(await isFile(path.join(root, 'index.html')))) return reply.callNotFound();
      if (relative && !relative.startsWith('..') && (await isFile(path.join(root, relative)))) {
        const immutable = relative.startsWith('assets/');
        return reply.sendFile(relative, root, {
          immutable,
          maxAge: immutable ? 31_536_000_000 : 0,
          cacheControl: true,
        });
      }
      if (path.posix.extname(relative) !== '') return reply.callNotFound();
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', root, { maxAge: 0, cacheControl: false });
    }

    app.get('/admin', { schema: { hide: true } }, (_request, reply) => reply.redirect('/admin/'));
    app.get('/admin/*', { schema: { hide: true } }, serve);
  },
  { name: 'admin-web', dependencies: ['web'] },
);
