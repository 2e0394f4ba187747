// Sportsbook benchmark (see bench/README.md): single bets placed over real HTTP by 16 clients on
// random members, then the settlement of one event with many open bets and of a corrected result;
// pgbench's TPC-B-like script runs on the same server in the same run for the ratios. Needs a
// server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and pgbench.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { memberCentral, memberLocked } from '../../apps/server/src/ledger/wallet-accounts.ts';
import { insertMembers } from '../../apps/server/src/testing/ledger.ts';
import { DEVICE } from '../../apps/server/src/testing/members.ts';
import { pgbenchDatabase, recreate } from '../pg.ts';
import { benchServer, benchTrader } from '../server.ts';
import { inWorker } from '../worker.ts';
import type { Bets, BetsJob, Member, Offer } from './bets.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SETTLE_BETS = Number(process.env.BENCH_SETTLE_BETS ?? 100_000);
const WORKERS = 16;
const MEMBERS = 64;
const SITE = 'pgdz';
const DATABASE = 'kirin_bench_sportsbook';
const PGBENCH_LABEL = `pgbench TPC-B-like (scale 10, -c ${WORKERS} -j 2)`;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

async function main() {
  const pgbench = await pgbenchDatabase();
  await recreate(DATABASE);
  const { app, database } = await benchServer(DATABASE, {
    SPORTS_FEED: 'off',
    // Settlement runs inline after the result, measured alone: the sweep would share its bets.
    SPORTS_SETTLE_MS: '0',
    // The settlement part writes its bets straight into the tables, without the stake transfer
    // of each that the books check looks for (it would log every one of them as a violation).
    BOOKS_CHECK_MS: '0',
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const { ledger, memberSessions } = app.services;
  const trader = await benchTrader(app);
  const createEvent = async (n: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/v1/sports/events',
      headers: { t: trader },
      payload: {
        sport: 'football',
        league: 'Bench',
        home: `H${n}`,
        away: `A${n}`,
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        markets: [
          {
            type: '1x2',
            liabilityLimit: '1000000000',
            selections: [
              { outcome: 'home', odds: '1.950' },
              { outcome: 'draw', odds: '3.400' },
              { outcome: 'away', odds: '4.100' },
            ],
          },
          {
            type: 'ou',
            line: '2.5',
            selections: [
              { outcome: 'over', odds: '2.000' },
              { outcome: 'under', odds: '1.800' },
            ],
          },
        ],
      },
    });
    return res.json().data as {
      id: number;
      markets: { id: number; selections: { id: number; odds: string }[] }[];
    };
  };
  const events = [];
  for (let n = 0; n < 20; n += 1) events.push(await createEvent(n));
  for (const e of events)
    for (const m of e.markets)
      await app.inject({
        method: 'POST',
        url: `/api/admin/v1/sports/markets/${m.id}/limits`,
        headers: { t: trader },
        payload: { liabilityLimit: '1000000000' },
      });
  const offers: Offer[] = events.flatMap((e) =>
    e.markets.flatMap((m) => m.selections.map((s) => ({ selectionId: s.id, odds: s.odds }))),
  );

  const owner = (memberId: number) => ({ siteCode: SITE, memberId, currency: 'CNY' });
  const members: Member[] = [];
  for (const id of await insertMembers(database, MEMBERS, SITE)) {
    await ledger.transfer({
      key: `fund:${id}`,
      debit: { kind: 'house_adjustments', siteCode: SITE, currency: 'CNY' },
      credit: memberCentral(owner(id)),
      amount: 100_000_000n,
      currency: 'CNY',
      reason: 'adjustment',
    });
    members.push({ id, token: await memberSessions.start(database.db, id, {}) });
  }

  // Bets over HTTP, taking turns with pgbench in slices of 5 s.
  const job = (seconds: number): BetsJob => ({
    url,
    site: SITE,
    device: DEVICE,
    members,
    offers,
    workers: WORKERS,
    seconds,
  });
  await inWorker<Bets>(new URL('./bets.ts', import.meta.url), 'runBets', job(2));
  const slice = Math.min(5, SECONDS);
  const bets: Bets = { count: 0, errors: 0, elapsed: 0, latencies: [] };
  const tps: number[] = [];
  for (let done = 0; done < SECONDS; done += slice) {
    const part = await inWorker<Bets>(new URL('./bets.ts', import.meta.url), 'runBets', job(slice));
    bets.count += part.count;
    bets.errors += part.errors;
    bets.elapsed += part.elapsed;
    bets.latencies.push(...part.latencies);
    tps.push(pgbench.run(WORKERS, slice));
  }
  const base = tps.reduce((a, b) => a + b, 0) / tps.length;
  const bps = (bets.count - bets.errors) / bets.elapsed;
  const sorted = [...bets.latencies].sort((a, b) => a - b);

  // Settlement: one event with SETTLE_BETS open singles on its home selection, written straight
  // into the tables (placing them over HTTP would take the run's time), their stakes in the
  // members' locked funds.
  const big = await createEvent(999);
  const home = big.markets[0]!.selections[0]!;
  await database.db.execute(sql`
    with b as (
      insert into sports_bets (site_code, member_id, currency, stake, odds, potential_payout)
      select ${SITE}, m.id, 'CNY', 100, '1.950', 195
        from generate_series(1, ${SETTLE_BETS}) g
        join (select id, row_number() over () - 1 as k from members where site_code = ${SITE}) m
          on m.k = g % ${MEMBERS}
      returning id)
    insert into sports_bet_legs (bet_id, leg_no, selection_id, market_id, event_id, odds)
    select id, 1, ${home.id}, ${big.markets[0]!.id}, ${big.id}, 1950 from b`);
  const perMember = BigInt(Math.ceil(SETTLE_BETS / MEMBERS)) * 100n;
  for (const { id } of members)
    await ledger.transfer({
      key: `bench-lock:${id}`,
      debit: memberCentral(owner(id)),
      credit: memberLocked(owner(id)),
      amount: perMember,
      currency: 'CNY',
      reason: 'sports_bet',
    });
  const settle = async (home: number, away: number) => {
    const baseTps = pgbench.run(WORKERS, slice);
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/v1/sports/events/${big.id}/result`,
      headers: { t: trader },
      payload: { home, away },
    });
    const seconds = (performance.now() - t0) / 1000;
    const settled = (res.json().data as { settled: number }).settled;
    return { settled, seconds, rate: settled / seconds, baseTps };
  };
  const first = await settle(2, 0);
  const again = await settle(0, 1);
  const check = await ledger.checkInvariants();
  await app.close();

  console.log(
    `${PGBENCH_LABEL.padEnd(44)} ${base.toFixed(0).padStart(7)} tps  (turns: ${tps.map((t) => t.toFixed(0)).join(', ')})`,
  );
  console.log(
    `${`single bets over HTTP (${WORKERS} clients)`.padEnd(44)} ${bps.toFixed(0).padStart(7)} bets/s` +
      `  p50 ${quantile(sorted, 0.5).toFixed(1)} ms  p99 ${quantile(sorted, 0.99).toFixed(1)} ms` +
      `  (${bets.count} bets, ${bets.errors} errors)  ratio ${(bps / base).toFixed(2)}x  target >= 0.5x, p99 < 50 ms`,
  );
  for (const [label, s, target] of [
    ['settlement of one event', first, 5],
    ['resettlement of a corrected result', again, 2],
  ] as const) {
    console.log(
      `${label.padEnd(44)} ${s.rate.toFixed(0).padStart(7)} bets/s  (${s.settled} bets in ${s.seconds.toFixed(1)} s; pgbench ${s.baseTps.toFixed(0)} tps)  ratio ${(s.rate / s.baseTps).toFixed(2)}x  target >= ${target}x`,
    );
  }
  console.log(`invariants after the run: ${check.ok ? 'ok' : JSON.stringify(check.violations)}`);
  if (!check.ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
