// Reads benchmark (see bench/README.md): authenticated GET /member/balance for many members, 50
// connections, against a bare Fastify JSON route measured in the same run and process.
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

type Result = { rps: number; p99: number; errors: number };

async function load(
  url: string,
  headersFor: (n: number) => Record<string, string>,
): Promise<Result> {
  const dispatcher = new Agent({ connections: CONNECTIONS, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      for (let n = worker; performance.now() < end; n += CONNECTIONS) {
        const t0 = performance.now();
        const res = await request(url, { dispatcher, headers: headersFor(n) });
        const body = (await res.body.json()) as { status?: boolean };
        if (res.statusCode !== 200 || body.status !== true) errors += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  return {
    rps: (latencies.length - errors) / elapsed,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    errors,
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

async function balance(): Promise<Result> {
  const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, poolMax: 20 });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
    ADMIN_PASSWORD: 'bench-admin-password',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
  });
  const { app } = await prepare(config, { database });
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
  if (b.errors > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
