import { DEVICE } from '../../testing/members.ts';
import type { Principal, Send } from './matrix.ts';
import { SITE } from './principals.ts';

/**
 * Sends the matrix's requests over real HTTP to `base`. A stream that opens (`text/event-stream`)
 * let its caller in: it is closed at once and reads as an answer of its own.
 */
export function httpSend(
  base: string,
  tokenOf: (who: Principal) => Promise<string | undefined>,
): Send {
  return async ({ method, url, who, body, stream }) => {
    const token = await tokenOf(who);
    const abort = new AbortController();
    const res = await fetch(`${base}${url}`, {
      method,
      signal: abort.signal,
      headers: {
        device_no: DEVICE,
        site_code: SITE,
        ...(token === undefined ? {} : { t: token }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(stream ? { accept: 'text/event-stream' } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (res.headers.get('content-type')?.includes('text/event-stream')) {
      abort.abort();
      return { status: res.status, body: { stream: 'opened' } };
    }
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) as unknown };
    } catch {
      return { status: res.status, body: text.slice(0, 80) };
    }
  };
}
