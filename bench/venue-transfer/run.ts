// Venue-transfer benchmark (see bench/README.md): members move money central → venue and back
// over real HTTP, through the real app on real PostgreSQL to the venue simulator, and pgbench's
// TPC-B-like script runs on the same server in the same run for the ratio. Needs a server
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and pgbench on PATH.
import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { toWireAmount } from '@kirin/contract';
import { startVenueSim } from '@kirin/venue-sim';
import { sql } from 'drizzle-orm';
import { dbUrl, pgbenchTps, recreate } from '../pg.ts';
import { Agent, request } from 'undici';
import { loadConfig } from '../../apps/server/src/config.ts';
import { venues } from '../../apps/server/src/db/schema.ts';
import {
  memberCentral,
  memberVenue,
} from '../../apps/server/src/modules/wallet/wallet-accounts.ts';
import { prepare } from '../../apps/server/src/startup.ts';
import { insertMembers } from '../../apps/server/src/testing/ledger.ts';
import { DEVICE } from '../../apps/server/src/testing/members.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WORKERS = 16;
const MEMBERS = 64;
const FUND = 100_000n; // 1,000.00 each: far more than a 1.00 move ever needs
const TARGET = 0.3;
const MASTER = 'venue-bench-master-secret';
const SITE = 'pgdz';
const VENUE = 'kgame';
const DATABASE = 'kirin_bench_venues';
const TRANSFER = '/api/findmed/v1/finance/transfer';

type Member = { id: number; token: string };
type Moves = {
  count: number;
  errors: number;
  elapsed: number;
  /** Milliseconds per move, central → venue and back. */
  into: number[];
  out: number[];
  /** Share of one core this process used (the app, the simulator and this client share it). */
  cpu: number;
};

// pgbench as bench/ledger/run.ts runs it (scale 10, as many clients as we have workers).
const PGBENCH_LABEL = `pgbench TPC-B-like (scale 10, -c ${WORKERS} -j 2)`;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

async function main() {
  await recreate(DATABASE);
  const sim = await startVenueSim({ masterSecret: MASTER });
  const { app, database } = await prepare(
    loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl(DATABASE),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'off',
      ADMIN_PASSWORD: 'bench-admin-password',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000000',
      VENUE_SECRET: MASTER,
      VENUE_RECONCILE_MS: '0',
      VENUE_BET_PULL_MS: '0',
    }),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const dispatcher = new Agent({ connections: WORKERS, pipelining: 1 });

  // As apps/server/src/modules/venues/venue-testing.ts: the venue, funded members, sessions.
  const operator = `kirin-${SITE}`;
  await database.db.insert(venues).values({
    siteCode: SITE,
    code: VENUE,
    names: { 'zh-CN': 'Kirin 游戏', 'zh-HK': 'Kirin 遊戲', en: 'Kirin Games' },
    adapter: 'sim',
    baseUrl: sim.url,
    credentials: { operator, secret: createHmac('sha256', MASTER).update(operator).digest('hex') },
    currency: 'CNY',
    state: 'on',
    sort: 1,
  });
  const { ledger, memberSessions } = app.services;
  const owner = (memberId: number) => ({ siteCode: SITE, memberId, currency: 'CNY' });
  const members: Member[] = [];
  for (const id of await insertMembers(database, MEMBERS, SITE)) {
    await ledger.transfer({
      key: `fund:${id}`,
      debit: { kind: 'house_adjustments', siteCode: SITE, currency: 'CNY' },
      credit: memberCentral(owner(id)),
      amount: FUND,
      currency: 'CNY',
      reason: 'adjustment',
    });
    members.push({ id, token: await memberSessions.start(database.db, id, {}) });
  }

  /** One move over HTTP; true when the app answers it posted. */
  async function move(member: Member, from: string, to: string): Promise<boolean> {
    const res = await request(`${url}${TRANSFER}`, {
      dispatcher,
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        t: member.token,
        site_code: SITE,
        device_no: DEVICE,
      },
      body: new URLSearchParams({ from, to, amount: '1.00' }).toString(),
    });
    const body = (await res.body.json()) as { status?: boolean; data?: { state?: string } };
    return res.statusCode === 200 && body.status === true && body.data?.state === 'posted';
  }

  /** WORKERS loops; worker w only ever uses members w, w+WORKERS, … so no two overlap. */
  async function run(seconds: number, perWorker = Infinity): Promise<Moves> {
    const into: number[] = [];
    const out: number[] = [];
    let errors = 0;
    const cpu0 = process.cpuUsage();
    const started = performance.now();
    const end = started + seconds * 1000;
    const timed = async (member: Member, from: string, to: string, latencies: number[]) => {
      const t0 = performance.now();
      const ok = await move(member, from, to).catch(() => false);
      latencies.push(performance.now() - t0);
      if (!ok) errors += 1;
      return ok;
    };
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, worker) => {
        for (let n = 0; n < perWorker && performance.now() < end; n += 1) {
          const member = members[(worker + n * WORKERS) % MEMBERS]!;
          // Only bring back what went in: a refused move in would make the move out fail too.
          if (await timed(member, 'central', VENUE, into)) {
            await timed(member, VENUE, 'central', out);
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpu0);
    return {
      count: into.length + out.length,
      errors,
      elapsed,
      into,
      out,
      cpu: (cpu.user + cpu.system) / 1e6 / elapsed,
    };
  }

  // Warm-up, untimed: every member's first move creates its player at the venue.
  const warm = await run(600, MEMBERS / WORKERS);
  const moves = await run(SECONDS);
  const mps = (moves.count - moves.errors) / moves.elapsed;

  // Invariants: the books balance, no member gained or lost, the venue agrees with us.
  const problems: string[] = [];
  const check = await ledger.checkInvariants();
  if (!check.ok) problems.push(`ledger invariants: ${JSON.stringify(check.violations)}`);
  const inTransit = (
    (await database.db.execute(
      sql`select count(*)::int as n from venue_transfers where state = 'pending'`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;
  if (inTransit > 0) problems.push(`${inTransit} moves still in transit`);
  const booksRes = await request(`${sim.url}/__books?operator=${operator}`, { dispatcher });
  const books = (await booksRes.body.json()) as { players: { player: string; balance: string }[] };
  const simBalances = new Map(books.players.map((p) => [p.player, p.balance]));
  for (const { id } of members) {
    const central = (await ledger.totals(await ledger.accountId(memberCentral(owner(id)))))!;
    const venue = await ledger.totals(await ledger.accountId(memberVenue(owner(id), VENUE)));
    const venueBalance = venue?.balance ?? 0n;
    if (central.balance + venueBalance !== FUND) {
      problems.push(`member ${id}: central ${central.balance} + venue ${venueBalance} ≠ ${FUND}`);
    }
    const theirs = simBalances.get(`${SITE}_${id}`) ?? '0.00';
    const ours = toWireAmount(venueBalance, 'CNY');
    if (theirs !== ours) problems.push(`member ${id}: venue books ${theirs}, ours ${ours}`);
  }

  await dispatcher.close();
  await app.close();
  await sim.close();

  const base = await pgbenchTps(WORKERS, SECONDS);
  const ratio = mps / base;
  console.log(`${PGBENCH_LABEL.padEnd(44)} ${base.toFixed(0).padStart(7)} tps`);
  const ms = (latencies: number[]) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    return `p50 ${quantile(sorted, 0.5).toFixed(1)} ms  p99 ${quantile(sorted, 0.99).toFixed(1)} ms`;
  };
  console.log(
    `${`venue moves over HTTP (${WORKERS} workers)`.padEnd(44)} ${mps.toFixed(0).padStart(7)} moves/s` +
      `  ${ms([...moves.into, ...moves.out])}  (${moves.count} moves, ${moves.errors} errors)` +
      `  ratio ${ratio.toFixed(2)}x`,
  );
  console.log(`  central → ${VENUE}: ${ms(moves.into)};  ${VENUE} → central: ${ms(moves.out)}`);
  console.log(
    `  ${warm.count} warm-up moves first; this process used ${(moves.cpu * 100).toFixed(0)}% of a core while timed`,
  );
  console.log(`target: >= ${TARGET}x pgbench: ${ratio >= TARGET ? 'met' : 'MISSED'}`);
  if (problems.length === 0) {
    console.log(
      `invariants after the run: ok (ledger, ${MEMBERS} members' central + venue = funded, venue books = ours)`,
    );
  } else {
    console.log(`invariants after the run: ${problems.length} problems`);
    for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
