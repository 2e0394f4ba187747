// The desk's live events. EventSource cannot send the session header (`t`) the operator API
// authenticates by, so the stream is read with fetch, as the member site reads its own: a token
// in the address would end up in proxies' logs. Reconnects with a growing pause.
import { readEvents, reconnectPauseMs, type SupportReadEvent } from '@kirin/contract';
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
