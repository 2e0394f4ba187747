import { type IncomingMessage, type ServerResponse } from 'node:http';

/** Bodies here are small JSON documents; anything bigger is a caller bug, not a payment. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export class BodyTooLargeError extends Error {}

/** The raw bytes, kept as they came: signatures are checked over exactly these. */
export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function parseJson(raw: Buffer): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(raw.toString('utf8')) as unknown };
  } catch {
    return { error: 'body is not valid JSON' };
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function sendText(
  response: ServerResponse,
  status: number,
  body: string,
  type = 'text/plain; charset=utf-8',
): void {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

export const sendHtml = (response: ServerResponse, status: number, html: string) =>
  sendText(response, status, html, 'text/html; charset=utf-8');
