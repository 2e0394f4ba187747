// Reads benchmark (see bench/README.md): authenticated GET /member/balance for many members and
// the public game list (full and 304), 50 connections, against a bare Fastify JSON route measured
// in the same run and process.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { request } from 'undici';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { hashToken } from '../../apps/server/src/lib/tokens.ts';
import { prepare } from '../../apps/server/src/startup.ts';
import { inWorker } from '../worker.ts';
import { OK_PREFIX, type Expect, type LoadJob, type Result } from './load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const MEMBERS = 2_000;
const TARGET = 0.2;
const LIST_TARGET = 0.5;
const GAME_LIST = '/api/findmed/v1/game/list?show=1';

/** One load run in a worker thread (load.ts): the server keeps this thread's event loop. */
function load(
  url: string,
  headers: Record<string, string>[],
  expect: Expect = 'json',
): Promise<Result> {
  const job: LoadJob = { url, headers, expect, seconds: SECONDS, connections: CONNECTIONS };
  return inWorker<Result>(new URL('./load.ts', import.meta.url), 'runLoad', job);
}

async function bare(): Promise<Result> {
  const app = Fastify();
  app.get('/bare', async () => ({ status: true, data: { central: '0.00', currency: 'CNY' } }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load(`${url}/bare`, [{}]);
  } finally {
    await app.close();
  }
}

const appConfig = () =>
  loadConfig({
    NODE_ENV: 'production',
    // Production seals personal data under a key of its own; a bench's lives as long as its data.
    DATA_KEY: randomBytes(32).toString('hex'),
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
    return await load(
      `${url}/api/findmed/v1/member/balance`,
      tokens.map((t) => ({ t, site_code: 'pgdz' })),
    );
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
    const full = await load(list, [{ site_code: 'pgdz' }], { bytes });
    const notModified = await load(list, [{ site_code: 'pgdz', 'if-none-match': etag }], '304');
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
