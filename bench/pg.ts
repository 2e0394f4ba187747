// PostgreSQL pieces the benchmarks share: a fresh database per run, and pgbench's TPC-B run
// (the baseline the money benchmarks are a ratio of).
import { spawnSync } from 'node:child_process';
import pg from 'pg';

export const SERVER =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function dbUrl(name: string): string {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function recreate(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** pgbench's TPC-B-like run at scale 10 on a fresh database; answers its transactions per second. */
export async function pgbenchTps(clients: number, seconds: number): Promise<number> {
  return (await pgbenchDatabase()).run(clients, seconds);
}

/**
 * A fresh pgbench database at scale 10, to run pgbench's TPC-B-like script on as often as asked:
 * a benchmark can take turns with it, so both see the machine as it is in the same minute.
 */
export async function pgbenchDatabase(): Promise<{
  run(clients: number, seconds: number): number;
}> {
  await recreate('kirin_bench_pgbench');
  const url = dbUrl('kirin_bench_pgbench');
  const init = spawnSync('pgbench', ['-i', '-s', '10', '-q', url], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  return {
    run(clients, seconds) {
      const args = ['-c', String(clients), '-j', '2', '-T', String(seconds), url];
      const run = spawnSync('pgbench', args, { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
      const match = /tps = ([\d.]+)/.exec(run.stdout);
      if (!match?.[1]) throw new Error(`no tps in pgbench output:\n${run.stdout}`);
      return Number(match[1]);
    },
  };
}
