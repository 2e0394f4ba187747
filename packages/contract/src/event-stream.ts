// Server-Sent Events read with fetch in the browser (EventSource cannot send the headers every
// other call sends: session, site, device, language), for the member site and the console alike.

const MAX_PAUSE_MS = 30_000;

/** The pause before reconnection attempt `n` (1, 2, …): 1 s doubling to 30 s, with jitter. */
export function reconnectPauseMs(n: number, random = Math.random): number {
  const base = Math.min(MAX_PAUSE_MS, 1000 * 2 ** Math.max(0, n - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** Splits a stream into events; `onEvent` gets each one's name and parsed data. */
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
        // A broken event is skipped; the next reconnection reads the conversation again.
      }
    }
  }
}
