import { memberBets, type Result, type ServerBet } from './book.ts';
import type { HttpClient } from './http-client.ts';
import { isMoneyWrite, type Entry } from './request-log.ts';
import type { ProofMember } from './setup.ts';
import { prng, VENUE } from './workload.ts';

// The end of a run: wait until nothing is in transit, send every unanswered money write again
// with its own key and body, replay a sample of the answered ones, and read both sides' books.

export type ServerMove = {
  id: string;
  from: string;
  to: string;
  amount: string;
  state: 'posted' | 'pending' | 'voided';
  memberId: number;
  origin: string;
};

export type ServerWithdrawal = {
  id: string;
  memberId: number;
  amount: string;
  state: 'reviewing' | 'paid' | 'rejected';
};

export type SimBooks = {
  players: { operator: string; player: string; currency: string; balance: string }[];
  applied: {
    operator: string;
    traceId: string;
    direction: 'in' | 'out';
    amount: string;
    player: string;
    times: number;
  }[];
};

export type MemberView = {
  central: string;
  locked: string;
  inTransit: string;
  total: string;
  /** The kgame wallet as `/finance/assets` shows it, and as `/api/game/walletlist` does. */
  assetsVenue: string;
  walletlistVenue: string;
};

export type Books = {
  members: Map<number, MemberView>;
  moves: ServerMove[];
  withdrawals: ServerWithdrawal[];
  sim: SimBooks;
  invariants: { ok: boolean; violations: unknown[] };
  /** Each member's bets (by index), and the results the operator posted. */
  bets: Map<number, ServerBet[]>;
  results: Result[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function member<T>(client: HttpClient, m: ProofMember, path: string): Promise<T> {
  const entry = await client.send({
    phase: 'check',
    client: 'check',
    op: path.endsWith('assets') ? 'assets' : path.endsWith('walletlist') ? 'walletlist' : 'other',
    sender: { member: m.index },
    method: 'GET',
    path,
  });
  if (entry.answer.kind !== 'answer' || !entry.answer.body.status) {
    throw new Error(`GET ${path} as ${m.account}: ${JSON.stringify(entry.answer)}`);
  }
  return entry.answer.body.data as T;
}

type Assets = {
  central: string;
  locked: string;
  inTransit: string;
  total: string;
  venues: { code: string; balance: string }[];
};

/** Polls every member's assets until none has anything in transit; false at the deadline. */
export async function settle(
  client: HttpClient,
  members: readonly ProofMember[],
  timeoutMs: number,
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    let moving = 0;
    for (const m of members) {
      const a = await member<Assets>(client, m, '/api/findmed/v1/finance/assets');
      if (a.inTransit !== '0.00') moving += 1;
    }
    if (moving === 0) return true;
    if (Date.now() > until) return false;
    await sleep(500);
  }
}

/** The outcome of the request is still unknown (no answer, or a 5xx). */
export const unanswered = (e: Entry) => e.answer.kind === 'none';

/**
 * Sends every money write of the run that got no answer again, with its own key and body, until
 * each has one (a few rounds: the server is up and quiet now, so one is usually enough).
 */
export async function retryUnanswered(client: HttpClient, rounds = 5): Promise<Entry[]> {
  let open = client.log
    .keyedWrites()
    .filter(({ first, final }) => first.phase === 'run' && unanswered(final));
  for (let round = 0; round < rounds && open.length > 0; round += 1) {
    const still: typeof open = [];
    await inBatches(open, 4, async (w) => {
      const e = w.first;
      const final = await client.send({
        phase: 'retry',
        client: 'retry',
        op: e.op,
        sender: e.sender,
        method: e.method,
        path: e.path,
        ...(e.key ? { key: e.key } : {}),
        ...(e.body ? { body: e.body } : {}),
        retryOf: e.seq,
      });
      if (unanswered(final)) still.push({ first: e, final });
    });
    open = still;
    if (open.length > 0) await sleep(1_000);
  }
  return open.map((w) => w.final);
}

/**
 * Replays a sample of the money writes that succeeded (the answer counts, retried or not) with
 * the same key and body. A refusal is not replayed: it left the key free (wallet-ledger.md), so
 * the same request again is a new request, not a replay.
 */
export async function replaySample(
  client: HttpClient,
  share: number,
  min: number,
  seed: number,
): Promise<{ first: Entry; original: Entry; replay: Entry }[]> {
  const random = prng(seed ^ 0x5bd1e995);
  const done = client.log
    .keyedWrites()
    .filter(({ final }) => isMoneyWrite(final.op))
    .filter(({ final }) => final.answer.kind === 'answer' && final.answer.body.status);
  const wanted = Math.min(done.length, Math.max(min, Math.ceil(done.length * share)));
  const sample = done
    .map((w) => ({ w, r: random() }))
    .sort((a, b) => a.r - b.r)
    .slice(0, wanted)
    .map(({ w }) => w);
  const pairs: { first: Entry; original: Entry; replay: Entry }[] = [];
  await inBatches(sample, 4, async ({ first, final }) => {
    const replay = await client.send({
      phase: 'replay',
      client: 'replay',
      op: first.op,
      sender: first.sender,
      method: first.method,
      path: first.path,
      ...(first.key ? { key: first.key } : {}),
      ...(first.body ? { body: first.body } : {}),
      replayOf: first.seq,
    });
    pairs.push({ first, original: final, replay });
  });
  return pairs.sort((a, b) => a.original.seq - b.original.seq);
}

async function pages<T>(client: HttpClient, path: string, size: number): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const sep = path.includes('?') ? '&' : '?';
    const data = await client.operatorGet<{ list: T[]; total: number }>(
      `${path}${sep}page=${page}&size=${size}`,
    );
    all.push(...data.list);
    if (data.list.length < size || all.length >= data.total) return all;
  }
}

/** Both sides' books as they stand: what each member sees, the operator's lists, the venue's. */
export async function readBooks(
  client: HttpClient,
  members: readonly ProofMember[],
  simUrl: string,
  results: Result[],
): Promise<Books> {
  const views = new Map<number, MemberView>();
  const bets = new Map<number, ServerBet[]>();
  for (const m of members) {
    bets.set(m.index, await memberBets(client, m));
    const a = await member<Assets>(client, m, '/api/findmed/v1/finance/assets');
    const w = await member<{ list: { code: string; balance: string }[] }>(
      client,
      m,
      '/api/game/walletlist',
    );
    views.set(m.index, {
      central: a.central,
      locked: a.locked,
      inTransit: a.inTransit,
      total: a.total,
      assetsVenue: a.venues.find((v) => v.code === VENUE)?.balance ?? 'missing',
      walletlistVenue: w.list.find((v) => v.code === VENUE)?.balance ?? 'missing',
    });
  }
  const [moves, withdrawals, sim, invariants] = await Promise.all([
    pages<ServerMove>(client, '/api/admin/v1/venues/transfers?site=pgdz', 100),
    pages<ServerWithdrawal>(client, '/api/admin/v1/finance/withdrawals?site=pgdz', 200),
    client.json<SimBooks>(`${simUrl}/__books`),
    client.operatorGet<Books['invariants']>('/api/admin/v1/finance/invariants'),
  ]);
  return { members: views, moves, withdrawals, sim, invariants, bets, results };
}

/** A comparable fingerprint of the books: equal before and after the replays, or money moved. */
export function fingerprint(books: Books): string {
  return JSON.stringify({
    members: [...books.members.entries()].sort(([a], [b]) => a - b),
    moves: books.moves.map((m) => `${m.id}:${m.state}`).sort(),
    withdrawals: books.withdrawals.map((w) => `${w.id}:${w.state}`).sort(),
    players: books.sim.players.map((p) => `${p.player}:${p.balance}`).sort(),
    applied: books.sim.applied.map((a) => `${a.traceId}:${a.times}`).sort(),
    bets: [...books.bets.values()]
      .flat()
      .map((b) => `${b.id}:${b.state}:${b.payout}`)
      .sort(),
  });
}

async function inBatches<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[(next += 1) - 1]!);
    }),
  );
}
