import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEVICE } from './members.ts';
import { multipart } from './feedback-kit.ts';

// Test helpers of the chat: a customer (member token or visitor id) and an operator speaking to
// the app as their clients do, and a Server-Sent Events reader over a real socket.

/** A visitor id as the server hands them out. */
export const newVid = () => randomBytes(16).toString('hex');

export type Who = { t?: string; vid?: string; lang?: string; site?: string; ip?: string };

function headersOf(who: Who): Record<string, string> {
  return {
    device_no: DEVICE,
    ...(who.t ? { t: who.t } : {}),
    ...(who.vid ? { vid: who.vid } : {}),
    ...(who.lang ? { lang: who.lang } : {}),
    ...(who.site ? { site_code: who.site } : {}),
  };
}

const BASE = '/api/findmed/v1/support';

/** The member API of the chat as one customer calls it. */
export function customer(app: FastifyInstance, who: Who) {
  const remoteAddress = who.ip ?? '127.0.0.1';
  return {
    messages: (query = '') =>
      app.inject({ url: `${BASE}/messages${query}`, headers: headersOf(who), remoteAddress }),
    send: (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `${BASE}/send`,
        payload,
        headers: headersOf(who),
        remoteAddress,
      }),
    read: (upTo: number) =>
      app.inject({
        method: 'POST',
        url: `${BASE}/read`,
        payload: { upTo },
        headers: headersOf(who),
        remoteAddress,
      }),
  };
}

/** The operator API of the chat with one operator's token. */
export function desk(app: FastifyInstance, token: string) {
  const at = (path: string) => `/api/admin/v1/support${path}`;
  return {
    threads: (query = '') => app.inject({ url: at(`/threads${query}`), headers: { t: token } }),
    thread: (id: number, query = '') =>
      app.inject({ url: at(`/threads/${id}${query}`), headers: { t: token } }),
    reply: (id: number, payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: at(`/threads/${id}/reply`),
        payload,
        headers: { t: token },
      }),
    read: (id: number) =>
      app.inject({ method: 'POST', url: at(`/threads/${id}/read`), headers: { t: token } }),
    close: (id: number) =>
      app.inject({ method: 'POST', url: at(`/threads/${id}/close`), headers: { t: token } }),
    image: (data: Buffer) => {
      const body = multipart([{ name: 'file', filename: 'reply.png', type: 'image/png', data }]);
      return app.inject({
        method: 'POST',
        url: at('/images'),
        payload: body.payload,
        headers: { ...body.headers, t: token },
      });
    },
  };
}

export type StreamEvent = { event: string; data: unknown };

/**
 * An open Server-Sent Events stream of a listening app: `next(name)` waits for the next event of
 * that name (events seen before are kept in order), `close()` hangs up.
 */
export async function openStream(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  contentType: string;
  next(name: string, timeoutMs?: number): Promise<unknown>;
  close(): void;
}> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { accept: 'text/event-stream', device_no: DEVICE, ...headers },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const chunk = await reader?.read().catch(() => undefined);
      if (!chunk || chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (name && data) events.push({ event: name, data: JSON.parse(data) as unknown });
        for (const wake of waiters.splice(0)) wake();
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    async next(name, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((e) => e.event === name);
        if (index >= 0) return events.splice(index, 1)[0]?.data;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no "${name}" event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
}
