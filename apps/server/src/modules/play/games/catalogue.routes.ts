import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { listOf, okEnvelope } from '@kirin/contract';
import { sendArt } from '../../../lib/art-reply.ts';
import { bodyEncoding, compressedOnce } from '../../../lib/compressed-body.ts';
import { DomainError } from '../../../lib/errors.ts';
import { langOf } from '../../../plugins/request-context.ts';
import { siteOf } from '../../platform/site/site-of.ts';
import { gameCategorySchema, gameListQuery } from './catalogue.schemas.ts';
import { renderArt } from './game-art.ts';

/**
 * Browsers keep the list and ask again each time with If-None-Match; an unchanged catalogue costs
 * a 304. `private`: the answer carries per-visitor headers (`vid`) that a shared cache must not
 * hand to other visitors.
 */
export const LIST_CACHE_CONTROL = 'private, no-cache';
/** True when If-None-Match names `etag` (weak or strong) or is `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export type CatalogueRouteOptions = { redis: Redis | undefined; namespace: string };

/** The member catalogue and its artwork; with Redis, the node's share of change messages. */
export async function catalogueRoutes(app: FastifyInstance, options: CatalogueRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.catalogue;

  if (options.redis) {
    const close = await service.connect(options.redis, options.namespace, app.log);
    app.addHook('onClose', close);
  }

  r.get(
    '/api/findmed/v1/game/list',
    {
      schema: {
        tags: ['games'],
        summary:
          "Game categories of the site's brand with their games, in the member's language (ETag)",
        querystring: gameListQuery,
        response: {
          200: okEnvelope(listOf(gameCategorySchema)),
          304: z.null().describe('Not modified: the If-None-Match ETag is current'),
        },
      },
    },
    async (request, reply) => {
      const site = siteOf(request);
      const cached = await service.cachedList(
        site.code,
        langOf(request),
        site.brand.gameTypeIds,
        request.query.show === '1',
      );
      // Serialized, and compressed, once per catalogue version: Fastify sends the bytes as they
      // are. A phone on a slow line gets a tenth of the bytes. A compressed body is not the same
      // bytes as the plain one, so its validator is weak (RFC 9110 §8.8.1).
      const encoding = bodyEncoding(request.headers['accept-encoding'], cached.json);
      reply
        .header('etag', encoding ? `W/${cached.etag}` : cached.etag)
        .header('cache-control', LIST_CACHE_CONTROL)
        .header('vary', 'lang, site_code, accept-encoding');
      if (etagMatches(request.headers['if-none-match'], cached.etag)) {
        // No payload at all: `send(null)` would announce a 4-byte JSON body it never sends.
        return reply.code(304).send(undefined as never);
      }
      reply.type('application/json; charset=utf-8');
      if (!encoding) return reply.send(cached.json as never);
      return reply
        .header('content-encoding', encoding)
        .send(compressedOnce(cached.json, encoding) as never);
    },
  );

  r.get(
    '/media/games/:file',
    {
      schema: {
        tags: ['games'],
        summary: 'Generated SVG artwork of a game (`<code>.svg`, `.wide.svg`, `.icon.svg`) or tab',
        params: z.object({ file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const svg = renderArt(request.params.file);
      if (!svg) throw new DomainError('NOT_FOUND', { httpStatus: 404 });
      return sendArt(reply, svg);
    },
  );
}
