// The members' side of the sportsbook benchmark: WORKERS loops placing single bets of 1.00 on
// random selections over HTTP, each with its own Idempotency-Key. Runs in a worker thread
// (bench/worker.ts), as members' phones are other machines.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

export type Member = { id: number; token: string };
export type Offer = { selectionId: number; odds: string };

export type BetsJob = {
  url: string;
  site: string;
  device: string;
  members: Member[];
  offers: Offer[];
  workers: number;
  seconds: number;
};

export type Bets = { count: number; errors: number; elapsed: number; latencies: number[] };

export async function runBets(job: BetsJob): Promise<Bets> {
  const pool = new Pool(job.url, { connections: job.workers, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  let seed = 1;
  const pick = <T>(list: readonly T[]) => {
    seed = (seed * 48271) % 2147483647;
    return list[seed % list.length]!;
  };
  const started = performance.now();
  const end = started + job.seconds * 1000;
  await Promise.all(
    Array.from({ length: job.workers }, async (_, worker) => {
      for (let n = 0; performance.now() < end; n += 1) {
        const member = job.members[(worker + n * job.workers) % job.members.length]!;
        const offer = pick(job.offers);
        const t0 = performance.now();
        const ok = await pool
          .request({
            path: '/api/sports/v1/bets',
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              t: member.token,
              site_code: job.site,
              device_no: job.device,
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ stake: '1.00', legs: [offer], acceptOdds: 'any' }),
          })
          .then(async (res) => {
            const body = (await res.body.json()) as { status?: boolean };
            return res.statusCode === 200 && body.status === true;
          })
          .catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  return { count: latencies.length, errors, elapsed, latencies };
}
