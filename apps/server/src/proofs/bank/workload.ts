import { randomBytes } from 'node:crypto';
import type { Book } from './book.ts';
import type { BankProofOptions } from './config.ts';
import type { Call, HttpClient } from './http-client.ts';
import type { ProofMember } from './setup.ts';
import { restartPostgres, type ProofServer } from './stack.ts';

// The crash phase: members' clients moving money at random with random Idempotency-Keys while
// the server is SIGKILLed (and, if asked, PostgreSQL stopped) at random moments.

export const VENUE = 'kgame';
const TRANSFER = '/api/findmed/v1/finance/transfer';

/**
 * A small seeded PRNG (mulberry32). The seed is printed with the report; the clients share one
 * stream, so which client draws which number still depends on timing.
 */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** "123.45" from a random number of cents in [min, max]. */
function amountOf(random: () => number, minCents: number, maxCents: number): string {
  const cents = minCents + Math.floor(random() * (maxCents - minCents + 1));
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export type Workload = {
  client: HttpClient;
  server: ProofServer;
  /** The simulator's process id, for the stalls. */
  simPid: number;
  members: readonly ProofMember[];
  options: BankProofOptions;
  runTag: number;
  /** The matches members bet on. */
  book: Book;
};

export const keyOf = (runTag: number, label: string) =>
  `bank-${runTag}-${label}-${randomBytes(6).toString('hex')}`;

/**
 * Runs the clients for `seconds` of the server's uptime, and longer if the crashes have not all
 * happened by then, so that every kill lands under load. Uptime rather than wall time: restarts
 * take much longer on a busy machine, and they would otherwise eat the run. Throws if the server
 * does not come back after a kill.
 */
export async function runWorkload(w: Workload): Promise<void> {
  const { client, server, members, options } = w;
  const random = prng(options.seed);
  const base = server.uptimeMs();
  const upFor = () => server.uptimeMs() - base;
  const runMs = options.seconds * 1000;
  let crashesDone = false;
  let failure: unknown;
  const going = () => failure === undefined && (upFor() < runMs || !crashesDone);
  // Withdrawals members were told about, which the operator then pays or rejects (each once).
  const reviewing: { id: string; member: number }[] = [];

  // Bets members were told were taken, which they may then cash out.
  const openBets = new Map<number, number[]>();

  const memberClient = async (c: number) => {
    const name = `c${c}`;
    while (going()) {
      await server.ready;
      const m = members[Math.floor(random() * members.length)]!;
      const call = memberOperation(w, random, name, m, openBets.get(m.index) ?? []);
      const entry =
        call.op === 'cashout' ? await cashOut(w, call, m, openBets) : await client.send(call);
      const done = entry.answer.kind === 'answer' && entry.answer.body.status;
      if (entry.op === 'withdraw' && done) {
        const data = (entry.answer as { body: { data: { id: string } } }).body.data;
        reviewing.push({ id: data.id, member: m.index });
      }
      if (entry.op === 'bet' && done) {
        const bet = (entry.answer as { body: { data: { id: number } } }).body.data;
        openBets.set(m.index, [...(openBets.get(m.index) ?? []), bet.id]);
      }
      // The server is down or restarting: no point hammering a closed port.
      if (entry.answer.kind === 'none') await sleep(100);
    }
  };

  const operatorClient = async () => {
    while (going()) {
      await sleep(150 + random() * 300);
      await server.ready;
      const i = Math.floor(random() * reviewing.length);
      const next = reviewing.splice(i, 1)[0];
      if (!next) continue;
      await client.send(decision(w, random, next.id));
    }
  };

  const crashes = async () => {
    try {
      // Slots spread over the middle of the run, one event in each, at a random moment of it.
      const events: ('kill' | 'pg' | 'stall')[] = Array.from(
        { length: options.kills },
        () => 'kill',
      );
      const insert = (event: 'pg' | 'stall') =>
        events.splice(Math.floor(random() * (events.length + 1)), 0, event);
      for (let i = 0; i < options.stalls; i += 1) insert('stall');
      if (options.pgRestart && options.databaseUrl) insert('pg');
      const slot = (runMs * 0.8) / Math.max(1, events.length);
      for (const [i, event] of events.entries()) {
        const at = runMs * 0.1 + slot * (i + random() * 0.8);
        // Each event hits a running server (one that restarted by itself may still be starting).
        while (upFor() < at) await sleep(50);
        await server.ready;
        if (event === 'kill') await server.restart();
        else if (event === 'stall') await stallVenue(w);
        else await restartPostgres(options.pgVersion, (what) => client.log.incident(what));
      }
    } catch (error) {
      failure = error;
    } finally {
      crashesDone = true;
    }
  };

  await Promise.all([
    crashes(),
    operatorClient(),
    ...Array.from({ length: options.clients }, (_, c) => memberClient(c)),
  ]);
  if (failure !== undefined) {
    throw new Error(`the crash phase failed: ${String(failure)}\n${server.stderr()}`);
  }
}

/** Freezes the simulator for a while: a venue that stops answering without closing anything. */
async function stallVenue(w: Workload) {
  w.client.log.incident(`venue simulator frozen (SIGSTOP) for ${w.options.stallMs} ms`);
  process.kill(w.simPid, 'SIGSTOP');
  try {
    await sleep(w.options.stallMs);
  } finally {
    process.kill(w.simPid, 'SIGCONT');
    w.client.log.incident('venue simulator resumed (SIGCONT)');
  }
}

/**
 * A cash-out as the member site makes one: ask for the offer, then take it with a key. The
 * bet leaves the list of those to cash out whatever the answer (taken, refused, or unknown).
 */
async function cashOut(w: Workload, call: Call, m: ProofMember, openBets: Map<number, number[]>) {
  const betId = Number(/bets\/(\d+)\//.exec(call.path)?.[1]);
  openBets.set(
    m.index,
    (openBets.get(m.index) ?? []).filter((id) => id !== betId),
  );
  const quote = await w.client.send({
    phase: call.phase,
    client: call.client,
    sender: call.sender,
    op: 'quote',
    method: 'POST',
    path: `/api/sports/v1/bets/${betId}/cashout/quote`,
    body: {},
  });
  if (quote.answer.kind !== 'answer' || !quote.answer.body.status) return quote;
  const quoteId = (quote.answer.body.data as { quoteId: string }).quoteId;
  return w.client.send({ ...call, body: { quoteId } });
}

function memberOperation(
  w: Workload,
  random: () => number,
  name: string,
  m: ProofMember,
  openBets: readonly number[],
): Call {
  const base = { phase: 'run' as const, client: name, sender: { member: m.index } };
  const roll = random();
  const key = (label: string) => keyOf(w.runTag, label);
  if (roll < 0.3) {
    return {
      ...base,
      op: 'transfer',
      method: 'POST',
      path: TRANSFER,
      key: key('in'),
      body: { from: 'central', to: VENUE, amount: amountOf(random, 100, 60_000) },
    };
  }
  if (roll < 0.55) {
    return {
      ...base,
      op: 'transfer',
      method: 'POST',
      path: TRANSFER,
      key: key('out'),
      body: { from: VENUE, to: 'central', amount: amountOf(random, 1, 50_000) },
    };
  }
  if (roll < 0.63) {
    return {
      ...base,
      op: 'recall',
      method: 'POST',
      path: `${TRANSFER}/recall`,
      key: key('recall'),
      body: random() < 0.5 ? { code: VENUE } : {},
    };
  }
  if (roll < 0.67) {
    return {
      ...base,
      op: 'withdraw',
      method: 'POST',
      path: '/api/findmed/v1/finance/withdraw',
      key: key('wd'),
      body: {
        amount: amountOf(random, 10_000, 30_000),
        accountId: m.cardId,
        wpassword: m.wpassword,
      },
    };
  }
  if (roll < 0.75) {
    const offer = w.book.offers[Math.floor(random() * w.book.offers.length)]!;
    return {
      ...base,
      op: 'bet',
      method: 'POST',
      path: '/api/sports/v1/bets',
      key: key('bet'),
      body: {
        stake: amountOf(random, 100, 20_000),
        legs: [{ selectionId: offer.selectionId, odds: offer.odds }],
        acceptOdds: 'any',
      },
    };
  }
  if (roll < 0.78 && openBets.length > 0) {
    const betId = openBets[Math.floor(random() * openBets.length)]!;
    return {
      ...base,
      op: 'cashout',
      method: 'POST',
      path: `/api/sports/v1/bets/${betId}/cashout`,
      key: key('cashout'),
      body: {},
    };
  }
  const read = roll < 0.86 ? 'assets' : roll < 0.93 ? 'balance' : 'walletlist';
  const path = {
    assets: '/api/findmed/v1/finance/assets',
    balance: '/api/findmed/v1/member/balance',
    walletlist: '/api/game/walletlist',
  }[read];
  return { ...base, op: read, method: 'GET', path };
}

function decision(w: Workload, random: () => number, id: string): Call {
  const pay = random() < 0.6;
  return {
    phase: 'run',
    client: 'operator',
    sender: { operator: true },
    op: pay ? 'pay' : 'reject',
    method: 'POST',
    path: `/api/admin/v1/finance/withdrawals/${encodeURIComponent(id)}/${pay ? 'pay' : 'reject'}`,
    key: keyOf(w.runTag, pay ? 'pay' : 'reject'),
    body: pay ? {} : { reason: 'bank proof: not this time' },
  };
}

/** Sets the simulator's faults for the crash phase, and off again for the end. */
export async function venueFaults(client: HttpClient, simUrl: string, rate: number) {
  await client.json(`${simUrl}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      timeoutRate: rate,
      errorRate: rate,
      lostResponseRate: rate,
      // Longer than the server's VENUE_TIMEOUT_MS: the server gives up, the venue applies later.
      timeoutMs: 2_500,
      // A little time on every call, so that a kill finds moves waiting on the venue.
      latencyMs: rate > 0 ? 20 : 0,
      seed: 7,
    }),
  });
}
