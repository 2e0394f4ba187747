// Ledger benchmark (see bench/README.md): pgbench's TPC-B-like script and the ledger's transfers
// on the same PostgreSQL server in one run, printed as ratios. Needs a server (BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/postgres) and pgbench on PATH. With BENCH_PGLITE=1 it
// prints the ledger figures on embedded PGlite, for information only.
import { sql } from 'drizzle-orm';
import { dbUrl, pgbenchTps, recreate } from '../pg.ts';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { Ledger, type AccountRef } from '../../apps/server/src/ledger/ledger.service.ts';
import { HOUSE_SHARDS, house } from '../../apps/server/src/ledger/wallet-accounts.ts';
import { gatewayCallbacks } from './callbacks.ts';
import { CLIENTS, measure, type Measured } from './measure.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const MEMBERS = 10_000;
const TARGET_A = 0.9;
const TARGET_B = 0.7;
const TARGET_B_P99_MS = 40;

async function seedMembers(database: Database): Promise<number[]> {
  await database.db.execute(
    sql`insert into sites (code, brand) values ('pgdz', '{}'::jsonb) on conflict do nothing`,
  );
  const result = (await database.db.execute(
    sql`insert into members (site_code, account, password_hash, invite_code, adult_confirmed_at)
        select 'pgdz', 'b' || g, 'x', 'b' || g, now() from generate_series(1, ${MEMBERS}) as g
        returning id`,
  )) as unknown as { rows: { id: string | number }[] };
  return result.rows.map((r) => Number(r.id));
}

async function ledgerTransfers(database: Database): Promise<Measured> {
  const ledger = new Ledger(database.db);
  const memberIds = await seedMembers(database);
  const central = (memberId: number): AccountRef => ({
    kind: 'member_central',
    siteCode: 'pgdz',
    memberId,
    currency: 'CNY',
  });
  // The house accounts a member's movements meet (each kind spread over HOUSE_SHARDS rows).
  const kinds = ['house_deposit', 'house_withdrawal', 'house_promotions'] as const;
  const houseOf = (kind: (typeof kinds)[number], memberId: number) =>
    house(kind, 'pgdz', 'CNY', memberId);
  // Accounts and a starting balance for every member, outside the timed part.
  await database.db.execute(
    sql`insert into ledger_accounts (site_code, kind, member_id, currency)
        select 'pgdz', 'member_central', id, 'CNY' from members where site_code = 'pgdz'
        on conflict do nothing`,
  );
  for (const id of memberIds) await ledger.accountId(central(id));
  for (const kind of kinds) {
    for (const id of memberIds.slice(0, HOUSE_SHARDS)) await ledger.accountId(houseOf(kind, id));
  }
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, w) => {
      for (let i = w; i < memberIds.length; i += CLIENTS) {
        await ledger.transfer({
          key: `seed:${memberIds[i]}`,
          debit: houseOf('house_deposit', memberIds[i]!),
          credit: central(memberIds[i]!),
          amount: 1_000_000n,
          currency: 'CNY',
          reason: 'deposit',
        });
      }
    }),
  );
  const run = Date.now();
  return measure(SECONDS, async (worker, n) => {
    const memberId = memberIds[Math.floor(Math.random() * memberIds.length)]!;
    const member = central(memberId);
    const other = houseOf(kinds[Math.floor(Math.random() * kinds.length)]!, memberId);
    const toMember = Math.random() < 0.5;
    await ledger.transfer({
      key: `bench:${run}:${worker}:${n}`,
      debit: toMember ? other : member,
      credit: toMember ? member : other,
      amount: BigInt(1 + Math.floor(Math.random() * 1000)),
      currency: 'CNY',
      reason: 'transfer',
    });
  });
}

function line(label: string, m: Measured, baseline?: number) {
  const ratio = baseline ? `  ratio ${(m.tps / baseline).toFixed(2)}x` : '';
  console.log(
    `${label.padEnd(34)} ${m.tps.toFixed(0).padStart(7)} tps  p99 ${m.p99.toFixed(1).padStart(6)} ms  (${m.count} calls, ${m.failed} failed)${ratio}`,
  );
}

async function main() {
  if (process.env.BENCH_PGLITE === '1') {
    const database = await openDatabase({});
    const a = await ledgerTransfers(database);
    line('(a) ledger transfers, PGlite', a);
    const b = await gatewayCallbacks(database, SECONDS, 20_000);
    line('(b) gateway callbacks, PGlite', b);
    await report(database);
    await database.close();
    return;
  }
  const base = await pgbenchTps(CLIENTS, SECONDS);
  console.log(
    `${'pgbench TPC-B-like (scale 10, -c 16 -j 2)'.padEnd(34)} ${base.toFixed(0).padStart(7)} tps`,
  );
  await recreate('kirin_bench_ledger');
  const database = await openDatabase({
    databaseUrl: dbUrl('kirin_bench_ledger'),
    poolMax: CLIENTS,
  });
  const a = await ledgerTransfers(database);
  line('(a) ledger transfers', a, base);
  const b = await gatewayCallbacks(database, SECONDS, Math.ceil(base * SECONDS * 1.5));
  line('(b) signed gateway callbacks (HTTP)', b, base);
  if (b.ordersLeft === 0) console.log('(b) ran out of pending orders: the figure is a floor');
  console.log(
    `target (a): >= ${TARGET_A}x pgbench: ${a.tps / base >= TARGET_A ? 'met' : 'MISSED'}`,
  );
  const bMet = b.tps / base >= TARGET_B && b.p99 < TARGET_B_P99_MS;
  console.log(
    `target (b): >= ${TARGET_B}x pgbench with p99 < ${TARGET_B_P99_MS} ms: ${bMet ? 'met' : 'MISSED'}`,
  );
  await report(database);
  await database.close();
}

async function report(database: Database) {
  const ledger = new Ledger(database.db);
  const check = await ledger.checkInvariants();
  console.log(`invariants after the run: ${check.ok ? 'ok' : JSON.stringify(check.violations)}`);
  if (!check.ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
