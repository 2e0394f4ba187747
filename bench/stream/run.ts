// Stream benchmark (see bench/README.md): CLIENTS Server-Sent Events clients on one node, and how
// long an odds change takes to reach them, against a bare Node SSE broadcast of the same message to
// the same number of clients in the same run. The clients run in a worker thread (clients.mjs).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { DEVICE } from '../../apps/server/src/testing/members.ts';
import { recreate } from '../pg.ts';
import { benchServer, benchTrader } from '../server.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5_000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 20);
const FIRST = 101; // odds "1.101" is change 101 (clients.mjs reads the number from the odds)
const DATABASE = 'kirin_bench_stream';
const now = () => performance.timeOrigin + performance.now();
const odds = (n: number) => `1.${String(n).padStart(3, '0')}`;

type Target = { port: number; path: string; headers: Record<string, string> };
type Result = { deltas: number[]; missing: number; opened: number };

/** Opens the clients, makes each change and waits until every client has it; answers the delays. */
async function measure(target: Target, change: (n: number) => Promise<void> | void) {
  const worker = new Worker(new URL('./clients.mjs', import.meta.url), {
    workerData: { host: '127.0.0.1', ...target, clients: CLIENTS, batch: 250 },
  });
  const waiting = new Map<string, (value: unknown) => void>();
  const next = (key: string, ms = 60_000) =>
    new Promise<unknown>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), ms);
      waiting.set(key, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });
  worker.on('message', (m: { ready?: number; complete?: number; arrivals?: unknown }) => {
    const key = m.ready !== undefined ? 'ready' : m.complete !== undefined ? `c${m.complete}` : 'a';
    waiting.get(key)?.(m);
    waiting.delete(key);
  });
  worker.on('error', (error) => console.error(error));
  const ready = (await next('ready', 300_000)) as { ready: number } | undefined;
  const sent = new Map<number, number>();
  for (let n = FIRST; n < FIRST + CHANGES; n += 1) {
    const complete = next(`c${n}`, 15_000);
    sent.set(n, now());
    await change(n);
    await complete;
  }
  const done = next('a');
  worker.postMessage('finish');
  const { arrivals } = (await done) as { arrivals: Record<string, number[]> };
  await worker.terminate();
  const deltas: number[] = [];
  for (const [n, t0] of sent) for (const at of arrivals[n] ?? []) deltas.push(at - t0);
  return { deltas, missing: CLIENTS * CHANGES - deltas.length, opened: ready?.ready ?? 0 };
}

/** The baseline: Node's http server writing one serialized message to every open response. */
async function bare(): Promise<Result> {
  const clients = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
    clients.add(res);
    req.on('close', () => clients.delete(res));
  });
  server.maxConnections = CLIENTS + 100;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', 511 * 8, resolve));
  const { port } = server.address() as AddressInfo;
  const result = await measure({ port, path: '/stream', headers: {} }, (n) => {
    const data = { eventId: 1, marketId: 1, selectionId: 1, odds: odds(n), state: 'open' };
    const chunk = `event: odds\ndata: ${JSON.stringify(data)}\n\n`;
    for (const res of clients) res.write(chunk);
  });
  server.closeAllConnections();
  server.close();
  return result;
}

/** Kirin: a trader moves a selection's odds over the operator API; members' streams carry it. */
async function kirin(): Promise<Result & { requestMs: number[] }> {
  await recreate(DATABASE);
  const { app } = await benchServer(DATABASE, { SPORTS_FEED: 'off', SPORTS_SETTLE_MS: '0' });
  await app.listen({ port: 0, host: '127.0.0.1', backlog: 511 * 8 });
  const { port } = app.server.address() as AddressInfo;
  const trader = await benchTrader(app);
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/v1/sports/events',
    headers: { t: trader },
    payload: {
      sport: 'football',
      league: 'Bench',
      home: 'H',
      away: 'A',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      markets: [
        {
          type: '1x2',
          selections: [
            { outcome: 'home', odds: '1.950' },
            { outcome: 'draw', odds: '3.400' },
            { outcome: 'away', odds: '4.100' },
          ],
        },
      ],
    },
  });
  const event = created.json().data as {
    markets: { id: number; selections: { id: number }[] }[];
  };
  const market = event.markets[0]!;
  const requestMs: number[] = [];
  const result = await measure(
    { port, path: '/api/sports/v1/stream', headers: { site_code: 'pgdz', device_no: DEVICE } },
    async (n) => {
      const t0 = now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/v1/sports/markets/${market.id}/odds`,
        headers: { t: trader },
        payload: { selections: [{ id: market.selections[0]!.id, odds: odds(n) }] },
      });
      requestMs.push(now() - t0);
      if (res.statusCode !== 200) throw new Error(res.body);
    },
  );
  await app.close();
  return { ...result, requestMs };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
};
const line = (label: string, r: Result) =>
  `${label.padEnd(34)} p50 ${quantile(r.deltas, 0.5).toFixed(1).padStart(6)} ms  p99 ${quantile(r.deltas, 0.99).toFixed(1).padStart(6)} ms` +
  `  (${r.opened} clients, ${CHANGES} changes, ${r.missing} not delivered)`;

async function main() {
  const base = await bare();
  const ours = await kirin();
  console.log(line('bare Node SSE broadcast', base));
  console.log(
    `${line('Kirin odds change (trader to member)', ours)}  ratio ${(quantile(ours.deltas, 0.99) / quantile(base.deltas, 0.99)).toFixed(2)}x  target <= 2x`,
  );
  console.log(
    `  of which the trader's request (write, audit, publish): p50 ${quantile(ours.requestMs, 0.5).toFixed(1)} ms`,
  );
  if (base.missing > 0 || ours.missing > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
