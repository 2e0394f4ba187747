import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../lib/errors.ts';
import { SUPPORT_MEDIA_PREFIX } from './support-image.service.ts';

const notFound = () => new DomainError('NOT_FOUND', { httpStatus: 404 });
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The images of operators' replies by signed URL, for members and visitors alike: an `<img>`
 * sends no session header, so the URL carries the permission (as member uploads do).
 */
export async function supportMediaRoutes(app: FastifyInstance) {
  const images = app.services.support.images;
  app.withTypeProvider<ZodTypeProvider>().get(
    `${SUPPORT_MEDIA_PREFIX}:name`,
    {
      schema: {
        tags: ['support'],
        summary: 'An operator’s chat image by its signed URL (no session needed; 404 once expired)',
        params: z.object({ name: z.string() }),
        querystring: z.object({ exp: z.unknown().optional(), sig: z.unknown().optional() }),
      },
    },
    async (request, reply) => {
      const { exp, sig } = request.query;
      const found = await images.open(request.params.name, text(exp), text(sig));
      if (!found) throw notFound();
      const stat = await fs.promises.stat(found.file).catch(() => undefined);
      if (!stat?.isFile()) throw notFound();
      const etag = `"${found.sha256}"`;
      reply
        .type(found.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', `private, max-age=${found.maxAgeSeconds}`)
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        return reply.code(304).send(undefined as never);
      }
      return reply.header('content-length', stat.size).send(fs.createReadStream(found.file));
    },
  );
}
