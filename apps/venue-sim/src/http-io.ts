import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type Refusal } from './refusal.ts';

/** Bodies here are small JSON documents; anything bigger is a caller bug. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export class BodyTooLargeError extends Error {}

/** The raw text, kept as it came: signatures are checked over exactly these bytes. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON object, or undefined for anything else (bad JSON, arrays, scalars). */
export function parseObject(raw: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(raw) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(text);
}

export const sendOk = (response: ServerResponse, data: unknown, status = 200) =>
  sendJson(response, status, { ok: true, data });

export const sendRefusal = (response: ServerResponse, refusal: Refusal) =>
  sendJson(response, refusal.status, refusal.body);

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
  });
  response.end(html);
}

export const headerValue = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};
