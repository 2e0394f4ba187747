// Reads benchmark (see bench/README.md): authenticated GET /member/balance for many members and
// the public game list (full and 304), 50 connections, against a bare Fastify JSON route measured
// in the same run and process.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { Agent, request } from 'undici';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { hashToken } from '../../apps/server/src/lib/tokens.ts';
import { prepare } from '../../apps/server/src/startup.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const MEMBERS = 2_000;
const TARGET = 0.2;
const LIST_TARGET = 0.5;
const GAME_LIST = '/api/findmed/v1/game/list?show=1';

/** `dropped`: keep-alive connections the client closed on an error, and the first error's name. */
type Result = { rps: number; p99: number; errors: number; dropped: number; dropReason?: string };

/**
 * What counts as a good answer: `json`, a 200 envelope with status true (parsed); `bytes`, a 200
 * of exactly that length, read but not decoded (the body was checked once beforehand: decoding
 * 20 KB per answer would charge this client's work to the route); `304`, Not Modified.
 */
type Expect = 'json' | { bytes: number } | '304';
const OK_PREFIX = '{"status":true';

async function load(
  url: string,
  headersFor: (n: number) => Record<string, string>,
  expect: Expect = 'json',
): Promise<Result> {
  const dispatcher = new Agent({ connections: CONNECTIONS, pipelining: 1 });
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
  const end = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      for (let n = worker; performance.now() < end; n += CONNECTIONS) {
        const t0 = performance.now();
        const res = await request(url, { dispatcher, headers: headersFor(n) });
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

async function bare(): Promise<Result> {
  const app = Fastify();
  app.get('/bare', async () => ({ status: true, data: { central: '0.00', currency: 'CNY' } }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load(`${url}/bare`, () => ({}));
  } finally {
    await app.close();
  }
}

const appConfig = () =>
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
    ADMIN_PASSWORD: 'bench-admin-password',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
  });

async function balance(): Promise<Result> {
  const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, poolMax: 20 });
  const { app } = await prepare(appConfig(), { database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    // Members with live sessions, made in bulk rather than through argon2 log-ins.
    const tag = randomBytes(3).toString('hex');
    const tokens = Array.from({ length: MEMBERS }, () => randomBytes(32).toString('base64url'));
    const ids = (
      (await database.db.execute(
        sql`insert into members (site_code, account, password_hash, invite_code, adult_confirmed_at)
            select 'pgdz', 'r' || ${tag} || g, 'x', 'r' || ${tag} || g, now()
            from generate_series(1, ${MEMBERS}) as g returning id`,
      )) as unknown as { rows: { id: string | number }[] }
    ).rows.map((r) => Number(r.id));
    const sessions = ids.map(
      (id, i) => sql`(${hashToken(tokens[i]!)}, ${id}, now() + interval '1 hour')`,
    );
    await database.db.execute(
      sql`insert into member_sessions (token_hash, member_id, expires_at)
          values ${sql.join(sessions, sql`, `)}`,
    );
    return await load(`${url}/api/findmed/v1/member/balance`, (n) => ({
      t: tokens[n % tokens.length]!,
      site_code: 'pgdz',
    }));
  } finally {
    await app.close();
    await database.close();
  }
}

/** The public game list of site pgdz (demo catalogue): full answers, then 304s by ETag. */
async function gameList(): Promise<{ full: Result; notModified: Result; bytes: number }> {
  const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, poolMax: 20 });
  const { app } = await prepare(appConfig(), { database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const site = (await app.services.sites.all()).get('pgdz');
    if (!site) throw new Error('site pgdz is missing: no brands/pgdz.json?');
    await app.services.catalogue.seedDemo(site);
    const list = `${url}${GAME_LIST}`;
    const first = await request(list, { headers: { site_code: 'pgdz' } });
    const body = await first.body.text();
    const etag = first.headers['etag'];
    if (first.statusCode !== 200 || !body.startsWith(OK_PREFIX) || typeof etag !== 'string') {
      throw new Error(`game list answered ${first.statusCode}: ${body.slice(0, 200)}`);
    }
    const bytes = Buffer.byteLength(body);
    const full = await load(list, () => ({ site_code: 'pgdz' }), { bytes });
    const notModified = await load(
      list,
      () => ({ site_code: 'pgdz', 'if-none-match': etag }),
      '304',
    );
    return { full, notModified, bytes };
  } finally {
    await app.close();
    await database.close();
  }
}

async function main() {
  const base = await bare();
  console.log(
    `bare Fastify JSON route          ${base.rps.toFixed(0).padStart(7)} req/s  p99 ${base.p99.toFixed(1)} ms`,
  );
  const b = await balance();
  const ratio = b.rps / base.rps;
  console.log(
    `GET /member/balance (50 conns)   ${b.rps.toFixed(0).padStart(7)} req/s  p99 ${b.p99.toFixed(1)} ms  (${b.errors} errors)  ratio ${ratio.toFixed(2)}x`,
  );
  console.log(`target: >= ${TARGET}x: ${ratio >= TARGET ? 'met' : 'MISSED'}`);
  const g = await gameList();
  const row = (label: string, r: Result) =>
    console.log(
      `${label.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${r.p99.toFixed(1)} ms  (${r.errors} errors)  ratio ${(r.rps / base.rps).toFixed(2)}x` +
        (r.dropped > 0 ? `  ${r.dropped} connections dropped (${r.dropReason})` : ''),
    );
  row(`GET /game/list 200 (${(g.bytes / 1024).toFixed(1)} KB)`, g.full);
  row('GET /game/list 304 (ETag)', g.notModified);
  const listRatio = g.full.rps / base.rps;
  console.log(
    `target (game list, 200): >= ${LIST_TARGET}x: ${listRatio >= LIST_TARGET ? 'met' : 'MISSED'}`,
  );
  if (b.errors > 0 || g.full.errors > 0 || g.notModified.errors > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
