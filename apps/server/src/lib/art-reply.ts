import type { FastifyReply } from 'fastify';

/** The artwork for a name never changes: a week in any cache. */
const ART_CACHE_CONTROL = 'public, max-age=604800, immutable';
const ART_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Sends generated SVG artwork (games, activities): cached a week, inert if opened on its own. */
export function sendArt(reply: FastifyReply, svg: string) {
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', ART_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', ART_CSP)
    .send(svg);
}
