// The desk's live events. EventSource cannot send the session header (`t`) the operator API
// authenticates by, so the stream is read with fetch, as the member site reads its own: a token
// in the address would end up in proxies' logs. Reconnects with a growing pause.
import type { SupportReadEvent } from '@kirin/contract';
import { readToken } from '../../lib/api.ts';
import type { DeskMessage } from './support-api.ts';

export type StreamState = 'connecting' | 'live' | 'down';

/** A thread as the stream names it with each message: enough to patch the queue's row. */
export type StreamThread = {
  id: number;
  siteCode: string;
  account: string | null;
  visitor: boolean;
  unread: number;
};

export type DeskEvent = { thread: StreamThread; message: DeskMessage };

export type DeskHandlers = {
  /** Subscribed: read again what may have been missed while not. */
  onReady(): void;
  onMessage(event: DeskEvent): void;
  onRead(event: SupportReadEvent): void;
  onState(state: StreamState): void;
  /** The server answered with an envelope (a session gone, a site not the operator's). */
  onRefused(): void;
};

const MAX_PAUSE_MS = 30_000;

/** The pause before reconnection attempt `n` (1, 2, …): 1 s doubling to 30 s, with jitter. */
export function reconnectPauseMs(n: number, random = Math.random): number {
  const base = Math.min(MAX_PAUSE_MS, 1000 * 2 ** Math.max(0, n - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** Splits a Server-Sent Events body into events; `onEvent` gets each name and parsed data. */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (name: string, data: unknown) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let name = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length === 0) continue;
      try {
        onEvent(name, JSON.parse(data.join('\n')) as unknown);
      } catch {
        // A broken event is skipped: the next reconnection reads the queue again.
      }
    }
  }
}

/** Opens the desk's stream of `site` (every site the operator may read when undefined). */
export function openDeskStream(
  site: string | undefined,
  lang: string,
  handlers: DeskHandlers,
): () => void {
  let stopped = false;
  let failures = 0;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    handlers.onState(failures === 0 ? 'connecting' : 'down');
    controller = new AbortController();
    try {
      const url = new URL('/api/admin/v1/support/stream', window.location.origin);
      if (site) url.searchParams.set('site', site);
      const headers: Record<string, string> = { lang, accept: 'text/event-stream' };
      const token = readToken();
      if (token) headers['t'] = token;
      const response = await fetch(url, {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.includes('text/event-stream') || !response.body) {
        handlers.onRefused();
      } else {
        await readEvents(response.body, (name, data) => {
          if (name === 'ready') {
            failures = 0;
            handlers.onState('live');
            handlers.onReady();
          } else if (name === 'message') handlers.onMessage(data as DeskEvent);
          else if (name === 'read') handlers.onRead(data as SupportReadEvent);
        });
      }
    } catch {
      // A dropped connection or a hang-up: tried again below.
    }
    if (stopped) return;
    failures += 1;
    handlers.onState('down');
    timer = setTimeout(() => void connect(), reconnectPauseMs(failures));
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
