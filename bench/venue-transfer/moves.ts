// The members' side of the venue-transfer benchmark: WORKERS loops moving 1.00 central → venue and
// back over HTTP. Runs in a worker thread (bench/worker.ts), as members' phones are other
// machines: the app under test keeps its event loop to itself.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

const TRANSFER = '/api/findmed/v1/finance/transfer';

export type Member = { id: number; token: string };

export type MovesJob = {
  url: string;
  site: string;
  venue: string;
  device: string;
  members: Member[];
  workers: number;
  seconds: number;
  /** Rounds per worker at most (the warm-up gives each member one). */
  perWorker: number;
};

export type Moves = {
  count: number;
  errors: number;
  elapsed: number;
  /** Milliseconds per move, central → venue and back. */
  into: number[];
  out: number[];
};

/** Worker w only ever uses members w, w + workers, … so no two loops share a member. */
export async function runMoves(job: MovesJob): Promise<Moves> {
  // A pool of the app's origin, asked with a path: request(url) parses the URL and looks the origin
  // up on every call, which cost the load generator (and so the machine) about a third of a call.
  const pool = new Pool(job.url, { connections: job.workers, pipelining: 1 });
  const form = (from: string, to: string) =>
    new URLSearchParams({ from, to, amount: '1.00' }).toString();
  const forms = new Map<string, string>([
    [`central>${job.venue}`, form('central', job.venue)],
    [`${job.venue}>central`, form(job.venue, 'central')],
  ]);
  const into: number[] = [];
  const out: number[] = [];
  let errors = 0;

  /** One move; true when the app answers it posted. */
  const move = async (member: Member, from: string, to: string): Promise<boolean> => {
    const res = await pool.request({
      path: TRANSFER,
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        t: member.token,
        site_code: job.site,
        device_no: job.device,
      },
      body: forms.get(`${from}>${to}`) ?? form(from, to),
    });
    const body = (await res.body.json()) as { status?: boolean; data?: { state?: string } };
    return res.statusCode === 200 && body.status === true && body.data?.state === 'posted';
  };
  const timed = async (member: Member, from: string, to: string, latencies: number[]) => {
    const t0 = performance.now();
    const ok = await move(member, from, to).catch(() => false);
    latencies.push(performance.now() - t0);
    if (!ok) errors += 1;
    return ok;
  };

  const started = performance.now();
  const end = started + job.seconds * 1000;
  await Promise.all(
    Array.from({ length: job.workers }, async (_, worker) => {
      for (let n = 0; n < job.perWorker && performance.now() < end; n += 1) {
        const member = job.members[(worker + n * job.workers) % job.members.length]!;
        // Only bring back what went in: a refused move in would make the move out fail too.
        if (await timed(member, 'central', job.venue, into)) {
          await timed(member, job.venue, 'central', out);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  return { count: into.length + out.length, errors, elapsed, into, out };
}
