// The chat's live events: Server-Sent Events read with fetch, because EventSource cannot send the
// session (`t`) and visitor (`vid`) headers every other call sends. Reconnects with a growing
// pause; after each (re)connection the caller reads what it may have missed.
import type { SupportMessage, SupportReadEvent } from '@kirin/contract';
import { currentLang } from '../../../i18n/index.ts';
import { VID_STORAGE_KEY, apiPath, buildHeaders } from '../../../lib/api-client.ts';
import { getDeviceId } from '../../../lib/device.ts';
import { readEvents, reconnectPauseMs } from '@kirin/contract';
import { useSessionStore } from '../../../stores/session-store.ts';
import { SUPPORT_PATH } from './get-conversation.ts';

export type StreamState = 'connecting' | 'live' | 'down';

export type StreamHandlers = {
  /** Subscribed: read what may have been missed while not. */
  onReady(): void;
  onMessage(message: SupportMessage): void;
  onRead(event: SupportReadEvent): void;
  onState(state: StreamState): void;
  /** The server answered with an envelope instead (a dead session, a refusal). */
  onRefused(): void;
};

function readVid(): string | null {
  try {
    return localStorage.getItem(VID_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Opens the stream of this customer's conversation; the answer closes it for good. */
export function openSupportStream(handlers: StreamHandlers): () => void {
  let stopped = false;
  let failures = 0;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    handlers.onState(failures === 0 ? 'connecting' : 'down');
    controller = new AbortController();
    try {
      const headers = buildHeaders(__SITE__, {
        lang: currentLang(),
        deviceNo: getDeviceId(),
        token: useSessionStore.getState().token,
        vid: readVid(),
      });
      const response = await fetch(apiPath(`${SUPPORT_PATH}/stream`), {
        headers: { ...headers, accept: 'text/event-stream' },
        signal: controller.signal,
        credentials: 'same-origin',
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
          } else if (name === 'message') handlers.onMessage(data as SupportMessage);
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
