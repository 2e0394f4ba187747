// The load client of the reads benchmark: keep-alive connections (undici) sending one request after
// another for a while. It runs in a worker thread (bench/worker.ts), so that measuring does not take
// the event loop of the server it measures.
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';

/** `dropped`: keep-alive connections the client closed on an error, and the first error's name. */
export type Result = {
  rps: number;
  p99: number;
  errors: number;
  dropped: number;
  dropReason?: string;
};

/**
 * What counts as a good answer: `json`, a 200 envelope with status true (parsed); `bytes`, a 200
 * of exactly that length, read but not decoded (the body was checked once beforehand: decoding
 * 20 KB per answer would charge this client's work to the route); `304`, Not Modified.
 */
export type Expect = 'json' | { bytes: number } | '304';
export const OK_PREFIX = '{"status":true';

export type LoadJob = {
  url: string;
  /** Request n sends headers[n % length]. */
  headers: Record<string, string>[];
  expect: Expect;
  seconds: number;
  connections: number;
};

export async function runLoad({
  url,
  headers,
  expect,
  seconds,
  connections,
}: LoadJob): Promise<Result> {
  const dispatcher = new Agent({ connections, pipelining: 1 });
  let dropped = 0;
  let dropReason: string | undefined;
  let closing = false;
  dispatcher.on('disconnect', (_origin, _targets, error) => {
    if (!error || closing) return;
    dropped += 1;
    dropReason ??= error.name;
  });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      for (let n = worker; performance.now() < end; n += connections) {
        const t0 = performance.now();
        const res = await request(url, { dispatcher, headers: headers[n % headers.length] });
        if (expect === 'json') {
          const body = (await res.body.json()) as { status?: boolean };
          if (res.statusCode !== 200 || body.status !== true) errors += 1;
        } else {
          await res.body.dump();
          const status = expect === '304' ? 304 : 200;
          const length = expect === '304' ? undefined : String(expect.bytes);
          if (res.statusCode !== status || (length && res.headers['content-length'] !== length)) {
            errors += 1;
          }
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  closing = true;
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  return {
    rps: (latencies.length - errors) / elapsed,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    errors,
    dropped,
    ...(dropReason ? { dropReason } : {}),
  };
}
