import { describe, expect, it } from 'vitest';
import { readEvents, reconnectPauseMs } from './event-stream.ts';

function bodyOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('readEvents', () => {
  it('splits events across chunks, skips comments and broken data', async () => {
    const seen: [string, unknown][] = [];
    await readEvents(
      bodyOf([
        'retry: 3000\n\n: ping\n\nevent: re',
        'ady\ndata: {"at":1}\n\nevent: message\r\ndata: {"id":',
        '7}\r\n\r\nevent: read\ndata: {broken\n\nevent: read\ndata: {"upTo":7}\n\n',
      ]),
      (name, data) => seen.push([name, data]),
    );
    expect(seen).toEqual([
      ['ready', { at: 1 }],
      ['message', { id: 7 }],
      ['read', { upTo: 7 }],
    ]);
  });
});

describe('reconnectPauseMs', () => {
  it('doubles from a second up to thirty, give or take a quarter', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 6, 10].map((n) => reconnectPauseMs(n, middle))).toEqual([
      1000, 2000, 4000, 30000, 30000,
    ]);
    expect(reconnectPauseMs(1, () => 0)).toBe(750);
    expect(reconnectPauseMs(1, () => 1)).toBe(1250);
  });
});
