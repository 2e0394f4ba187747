import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from './errors.ts';

/** Sends one event to one client (serialized for it). */
export type Send = (event: string, data: unknown) => void;
/** Writes an event already serialized (`eventChunk`): one message for many clients. */
export type Write = (chunk: string) => void;

/** An event as the stream carries it, serialized once however many clients receive it. */
export const eventChunk = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export type StreamTiming = {
  /** A comment line this often keeps proxies and phones from dropping an idle stream. */
  heartbeatMs: number;
  /** How often the session behind a stream is checked again: a logout ends its streams. */
  recheckMs: number;
};

export const STREAM_TIMING: StreamTiming = { heartbeatMs: 25_000, recheckMs: 60_000 };

/** A client asks for a stream with `Accept: text/event-stream`; anything else gets an envelope. */
export function requireEventStream(request: FastifyRequest): void {
  const accept = request.headers.accept ?? '';
  if (!accept.includes('text/event-stream')) {
    throw new DomainError('BAD_REQUEST', { httpStatus: 400 });
  }
}

/**
 * Turns the reply into a Server-Sent Events stream: `ready` first (the client is subscribed and
 * should read what it may have missed), then what `subscribe` sends, a heartbeat comment, and
 * an end when the client goes, the session ends or the node closes (`streams`).
 */
export function openEventStream(
  reply: FastifyReply,
  options: {
    subscribe: (send: Send, write: Write) => () => void;
    stillAllowed: () => Promise<boolean>;
    streams: Set<() => void>;
    timing: StreamTiming;
  },
): void {
  reply.hijack();
  const raw = reply.raw;
  // Headers set by earlier hooks (request id, vid, security) go out with the stream's own.
  const earlier = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  raw.writeHead(200, {
    ...Object.fromEntries(earlier),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-content-type-options': 'nosniff',
    // nginx and similar proxies would otherwise hold events back in their buffers.
    'x-accel-buffering': 'no',
  });
  const write: Write = (chunk) => {
    raw.write(chunk);
  };
  const send: Send = (event, data) => write(eventChunk(event, data));
  const unsubscribe = options.subscribe(send, write);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearInterval(recheck);
    unsubscribe();
    options.streams.delete(end);
    // The connection goes with the stream: a socket left open after it would keep the server from
    // closing, and a stream's connection is not worth keeping for another request.
    raw.end(() => raw.destroy());
  };
  options.streams.add(end);
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), options.timing.heartbeatMs);
  const recheck = setInterval(() => {
    options.stillAllowed().then(
      (allowed) => {
        if (!allowed) end();
      },
      () => end(),
    );
  }, options.timing.recheckMs);
  heartbeat.unref();
  recheck.unref();
  // The response closes when the client goes (a request's own close event may come earlier).
  raw.on('close', end);
  raw.on('error', end);
  // How long a browser waits before reconnecting a dropped stream.
  raw.write('retry: 3000\n\n');
  send('ready', { at: new Date().toISOString() });
}
