import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, UPLOAD_IMAGE_MIMES } from '@kirin/contract';
import { DomainError, ok } from '../../../lib/errors.ts';
import { memberOf } from '../../accounts/members/member-auth.ts';
import { memberSecurity } from '../../accounts/members/member-route.ts';

const uploadSchema = z.object({
  id: z.number().int().describe('Upload id, for the `images` field of feedback'),
  url: z.string().describe('Signed URL of the image; it stops working after about an hour'),
});

const notFound = () => new DomainError('NOT_FOUND', { httpStatus: 404 });
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The bytes of the `file` part; a malformed body is the client's fault (400), never a 500. */
async function fileOf(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw DomainError.validation({ file: 'required' });
    // Throws a 413 (PAYLOAD_TOO_LARGE) as soon as the file passes the limit.
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new DomainError('BAD_REQUEST', { httpStatus: 400 });
  }
}

/**
 * `POST /api/f/v1/upload` (multipart, field `file`) and the signed file URLs it answers with.
 * Multipart parsing is registered in this plugin only: every other route still refuses it.
 */
export async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    // busboy stops reading the file at the limit: nothing larger is ever buffered.
    limits: {
      fileSize: app.config.uploadLimitBytes,
      files: 1,
      fields: 10,
      parts: 11,
      fieldSize: 1024,
      headerPairs: 50,
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.uploads;

  r.post(
    '/api/f/v1/upload',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['feedback'],
        security: memberSecurity,
        summary: `Upload an image (multipart field \`file\`; ${UPLOAD_IMAGE_MIMES.join(', ')}, recognised by content; at most UPLOAD_LIMIT_BYTES)`,
        consumes: ['multipart/form-data'],
        response: { 200: okEnvelope(uploadSchema) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new DomainError('UNSUPPORTED_MEDIA_TYPE', { httpStatus: 415 });
      }
      return ok(await service.store(memberOf(request), await fileOf(request)));
    },
  );

  r.get(
    '/media/uploads/:name',
    {
      schema: {
        tags: ['feedback'],
        summary: 'An uploaded image by its signed URL (no session needed; 404 once expired)',
        params: z.object({ name: z.string() }),
        querystring: z.object({ exp: z.unknown().optional(), sig: z.unknown().optional() }),
      },
    },
    async (request, reply) => {
      const { exp, sig } = request.query;
      const found = await service.open(request.params.name, text(exp), text(sig));
      if (!found) throw notFound();
      const stat = await fs.promises.stat(found.file).catch(() => undefined);
      if (!stat?.isFile()) throw notFound();
      const etag = `"${found.row.sha256}"`;
      reply
        // The type sniffed at upload, never one guessed from the name; never rendered as a page.
        .type(found.row.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', `private, max-age=${found.maxAgeSeconds}`)
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag)
        return reply.code(304).send(undefined as never);
      return reply.header('content-length', stat.size).send(fs.createReadStream(found.file));
    },
  );
}
