import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type BodyEncoding = 'br' | 'gzip';

/** Below this a compressed body saves less than its headers and the work cost. */
const MIN_BYTES = 1024;

/** Compressed forms of bodies that are built once and sent many times (the game list). */
const compressed = new WeakMap<Buffer, Partial<Record<BodyEncoding, Buffer>>>();

/** The encoding to send `body` in for this Accept-Encoding: brotli, then gzip, else none. */
export function bodyEncoding(
  acceptEncoding: string | undefined,
  body: Buffer,
): BodyEncoding | undefined {
  if (!acceptEncoding || body.length < MIN_BYTES) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const refused = params.some((p) => /^q=0(\.0*)?$/.test(p));
    if (!refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * `body` in `encoding`, compressed on first use and kept as long as the body itself is: a cached
 * list is compressed once per catalogue version and language, not once per request.
 */
export function compressedOnce(body: Buffer, encoding: BodyEncoding): Buffer {
  let forms = compressed.get(body);
  if (!forms) compressed.set(body, (forms = {}));
  forms[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(body, { level: 9 });
  return forms[encoding];
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A route's `onSend`: its JSON answer, when it is 1 KB or more, goes compressed in the encoding the
 * client takes, at a quick level (it is built per request). For lists a phone reads before its
 * first paint (the sportsbook's events: 14 KB plain, 2 KB in brotli).
 */
export async function compressAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (typeof payload !== 'string' || reply.hasHeader('content-encoding')) return payload;
  const body = Buffer.from(payload);
  const encoding = bodyEncoding(request.headers['accept-encoding'], body);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  return encoding === 'br'
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(body, { level: 6 });
}
