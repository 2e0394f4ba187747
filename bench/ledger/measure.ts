// The timed loop of the ledger benchmark, shared by the main thread (ledger transfers) and the
// worker that sends the gateway callbacks (bench/worker.ts).
import { performance } from 'node:perf_hooks';

export const CLIENTS = 16;

export type Measured = { tps: number; p99: number; count: number; failed: number };

/** Runs `op` on CLIENTS concurrent loops for `seconds`; latency per call in ms. */
export async function measure(
  seconds: number,
  op: (worker: number, n: number) => Promise<void>,
): Promise<Measured> {
  const latencies: number[] = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, worker) => {
      for (let n = 0; performance.now() < end; n += 1) {
        const t0 = performance.now();
        try {
          await op(worker, n);
        } catch {
          failed += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  return { tps: (latencies.length - failed) / elapsed, p99, count: latencies.length, failed };
}
