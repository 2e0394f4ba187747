import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Answers `appPath` (the path inside the app, `/assets/x.js`, `/finance/deposits`) from a built
 * single-page app in `root`: its file where it has one (hashed assets cached for a year, the rest
 * revalidated), a 404 for a missing file (a browser would otherwise parse HTML as JS), and for
 * any other path the shell `shellOf` names, so that the client router takes it. Shared by the
 * member site (web.ts) and the operator console (admin-web.ts); `@fastify/static` must be
 * registered (web.ts does it).
 */
export async function sendBuiltApp(
  reply: FastifyReply,
  root: string,
  appPath: string,
  shellOf: (relative: string) => Promise<string> | string,
) {
  let relative: string;
  try {
    relative = path.posix.normalize(decodeURIComponent(appPath)).replace(/^\/+/, '');
  } catch {
    // Answered by the error handler like every other refusal, in the caller's language.
    throw Object.assign(new Error('undecodable path'), { statusCode: 400 });
  }
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
  return reply.sendFile(await shellOf(relative), root, { maxAge: 0, cacheControl: false });
}
