// Venue-transfer benchmark (see bench/README.md): members move money central → venue and back
// over real HTTP, through the real app on real PostgreSQL to the venue simulator, and pgbench's
// TPC-B-like script runs on the same server in the same run for the ratio. Needs a server
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and pgbench on PATH.
import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { toWireAmount } from '@kirin/contract';
import { sql } from 'drizzle-orm';
import { pgbenchDatabase, recreate } from '../pg.ts';
import { benchServer } from '../server.ts';
import { cpuSince, cpuSeconds, type CpuGroups } from '../cpu.ts';
import { Agent, request } from 'undici';
import { venues } from '../../apps/server/src/db/schema.ts';
import { memberCentral, memberVenue } from '../../apps/server/src/ledger/wallet-accounts.ts';
import { startSimChild } from '../../apps/server/src/lib/sim-child.ts';
import { inWorker } from '../worker.ts';
import type { Member, Moves, MovesJob } from './moves.ts';
import { insertMembers } from '../../apps/server/src/testing/ledger.ts';
import { DEVICE } from '../../apps/server/src/testing/members.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Moves and pgbench take turns in slices of this many seconds, SECONDS of each in all (rounded to
// whole slices): this machine's speed drifts by a fifth within a minute, and turns put both on the
// same minutes.
const SLICE = Math.max(1, Math.min(SECONDS, Number(process.env.BENCH_SLICE_SECONDS ?? 5)));
const SLICES = Math.max(1, Math.round(SECONDS / SLICE));
const WORKERS = 16;
const MEMBERS = 64;
const FUND = 100_000n; // 1,000.00 each: far more than a 1.00 move ever needs
const TARGET = 0.3;
const MASTER = 'venue-bench-master-secret';
const SITE = 'pgdz';
const VENUE = 'kgame';
const DATABASE = 'kirin_bench_venues';

type Timed = Moves & {
  /** Share of the time the app's event loop (this thread) was busy. */
  busy: number;
};

// pgbench as bench/ledger/run.ts runs it (scale 10, as many clients as we have workers).
const PGBENCH_LABEL = `pgbench TPC-B-like (scale 10, -c ${WORKERS} -j 2)`;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

async function main() {
  // Made first: its load would otherwise fall on the app's run.
  const pgbench = await pgbenchDatabase();
  await recreate(DATABASE);
  // Its own process, as in production: the app, the simulator and this client would otherwise
  // share one core's event loop.
  const sim = await startSimChild({
    name: 'venue-sim',
    main: 'apps/venue-sim/src/main.ts',
    ready: /^venue-sim listening on (https?:\/\/\S+)$/,
    env: {
      VENUE_SIM_PORT: '0',
      VENUE_SIM_HOST: '127.0.0.1',
      VENUE_SIM_SECRET: MASTER,
      VENUE_SIM_FAULTS: 'on',
      NODE_ENV: 'production',
      PATH: process.env.PATH,
    },
  });
  const { app, database } = await benchServer(DATABASE, { VENUE_SECRET: MASTER });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const dispatcher = new Agent({ connections: 1, pipelining: 1 });

  // As apps/server/src/testing/venue-kit.ts: the venue, funded members, sessions.
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

  /** One run of the members' loops in a worker thread (moves.ts). */
  async function run(seconds: number, perWorker = Infinity): Promise<Timed> {
    const job: MovesJob = {
      url,
      site: SITE,
      venue: VENUE,
      device: DEVICE,
      members,
      workers: WORKERS,
      seconds,
      perWorker,
    };
    const loop0 = performance.eventLoopUtilization();
    const moves = await inWorker<Moves>(new URL('./moves.ts', import.meta.url), 'runMoves', job);
    return { ...moves, busy: performance.eventLoopUtilization(loop0).utilization };
  }

  // Warm-up, untimed: every member's first move creates its player at the venue.
  const warm = await run(600, MEMBERS / WORKERS);
  // CPU by process while the members move (the app's process includes their worker thread).
  const groups: CpuGroups = {
    postgres: (cmd) => cmd.startsWith('postgres') || cmd.includes('/bin/postgres '),
    app: (cmd) => cmd.includes('bench/venue-transfer/run.ts'),
    simulator: (cmd) => cmd.includes('apps/venue-sim/src/main.ts'),
  };
  const moves: Timed = { count: 0, errors: 0, elapsed: 0, into: [], out: [], busy: 0 };
  const cpu: Record<string, number> = { postgres: 0, app: 0, simulator: 0 };
  const tpsBySlice: number[] = [];
  for (let slice = 0; slice < SLICES; slice += 1) {
    const cpu0 = cpuSeconds(groups);
    const part = await run(SLICE);
    for (const [group, seconds] of Object.entries(cpuSince(cpu0, groups))) cpu[group]! += seconds;
    moves.busy =
      (moves.busy * moves.elapsed + part.busy * part.elapsed) / (moves.elapsed + part.elapsed);
    moves.count += part.count;
    moves.errors += part.errors;
    moves.elapsed += part.elapsed;
    moves.into.push(...part.into);
    moves.out.push(...part.out);
    // The app is idle meanwhile: no move in flight, the reconciler and bet pulls are off.
    tpsBySlice.push(pgbench.run(WORKERS, SLICE));
  }
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
  await sim.stop();

  const base = tpsBySlice.reduce((a, b) => a + b, 0) / tpsBySlice.length;
  const ratio = mps / base;
  console.log(
    `${PGBENCH_LABEL.padEnd(44)} ${base.toFixed(0).padStart(7)} tps  (${SLICES} turns of ${SLICE} s with the moves: ${tpsBySlice.map((t) => t.toFixed(0)).join(', ')})`,
  );
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
    `  ${warm.count} warm-up moves first; the app's event loop was busy ${(moves.busy * 100).toFixed(0)}% of the timed run (members run in a worker thread)`,
  );
  const perMove = (seconds = 0) => ((seconds * 1000) / moves.count).toFixed(2);
  console.log(
    `  CPU per move: PostgreSQL ${perMove(cpu.postgres)} ms, this process (app and members) ${perMove(cpu.app)} ms, simulator ${perMove(cpu.simulator)} ms`,
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
