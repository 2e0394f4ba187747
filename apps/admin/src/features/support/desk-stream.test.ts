import { describe, expect, it } from 'vitest';
import { readEvents, reconnectPauseMs } from './desk-stream.ts';

const body = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('the desk’s stream', () => {
  it('reads events split across chunks, skipping comments and broken ones', async () => {
    const seen: [string, unknown][] = [];
    await readEvents(
      body(
        'retry: 3000\n\nevent: ready\ndata: {"at":"x"}\n\n: ping\n\nevent: mess',
        'age\ndata: {"thread":{"id":1},\r\ndata: "message":{"id":2}}\r\n\r\nevent: read\ndata: {bad\n\n',
        'event: read\ndata: {"threadId":1,"upTo":2,"by":"customer"}\n\n',
      ),
      (name, data) => seen.push([name, data]),
    );
    expect(seen).toEqual([
      ['ready', { at: 'x' }],
      ['message', { thread: { id: 1 }, message: { id: 2 } }],
      ['read', { threadId: 1, upTo: 2, by: 'customer' }],
    ]);
  });

  it('waits longer after each failure, up to half a minute', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 6, 10].map((n) => reconnectPauseMs(n, middle))).toEqual([
      1000, 2000, 4000, 30_000, 30_000,
    ]);
  });
});
