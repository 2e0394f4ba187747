import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { globalChecks, memberChecks, replayCheck, type Check } from './checks.ts';
import type { BankProofOptions } from './config.ts';
import {
  fingerprint,
  readBooks,
  replaySample,
  retryUnanswered,
  settle,
  type Books,
} from './finish.ts';
import { makeBook, postResults } from './book.ts';
import { HttpClient } from './http-client.ts';
import { buildModels } from './model.ts';
import { report } from './report.ts';
import { describe, RequestLog } from './request-log.ts';
import { makeMembers, operatorLogin, type ProofMember } from './setup.ts';
import { prepareDatabase, ServerProcess, startVenueSim, type ProofServer } from './stack.ts';
import { runWorkload, venueFaults } from './workload.ts';

export type ProofResult = {
  passed: number;
  failed: number;
  checks: Check[];
  report: string;
  /** The run's directory (request log `requests.jsonl`), kept when a check failed. */
  dir: string;
  /** What the run did, so that a test can tell a proof from a run where nothing happened. */
  stats: { kills: number; moves: number; bets: number; retried: number; replayed: number };
};

/** What a proof built on this one changes: the cluster proof runs three nodes behind a proxy. */
export type ProofShape = {
  /** The report's first words. */
  title: string;
  /** What the servers' environment adds to the bank proof's. */
  env?: Record<string, string>;
  server(env: Record<string, string>, onIncident: (what: string) => void): ProofServer;
  /** Its own checks, after the books are checked, while the servers still run. */
  checks?(run: {
    client: HttpClient;
    server: ProofServer;
    members: readonly ProofMember[];
    runTag: number;
    books: Books;
  }): Promise<Check[]>;
};

const ONE_SERVER: ProofShape = {
  title: 'Bank proof',
  server: (env, onIncident) => new ServerProcess(env, onIncident),
};

/**
 * The whole proof: real processes, members made over HTTP, clients moving money while the
 * server is killed, then the books checked against the log. Throws only when the run itself
 * could not be made (a process that does not start); what it finds is in the checks.
 */
export async function runBankProof(
  options: BankProofOptions,
  progress: (line: string) => void = () => {},
  shape: ProofShape = ONE_SERVER,
): Promise<ProofResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kirin-bank-'));
  const runTag = Date.now() % 100_000_000;
  const log = new RequestLog(path.join(dir, 'requests.jsonl'));
  const cleanup: (() => Promise<void>)[] = [];
  const timings: string[] = [];
  let phaseStart = Date.now();
  const phase = (name: string) => {
    const line = `${name}: ${((Date.now() - phaseStart) / 1000).toFixed(1)} s`;
    timings.push(line);
    progress(line);
    phaseStart = Date.now();
  };
  let keep = options.keep;
  try {
    const sim = await startVenueSim(dir);
    cleanup.push(async () => {
      // A stall cut short must not leave it frozen: it has to run to stop.
      sim.child.kill('SIGCONT');
      await sim.stop();
    });
    const database = await prepareDatabase(options, dir);
    cleanup.push(() => database.drop());
    const server = shape.server(
      { ...ServerProcess.environment(options, database, sim.url), ...shape.env },
      (what) => {
        log.incident(what);
        progress(what);
      },
    );
    cleanup.push(() => server.stop());
    await server.start(1);
    phase('simulator and server started');

    const client = new HttpClient(server, log);
    await operatorLogin(client, runTag);
    const members = await makeMembers(client, options.members, runTag);
    const book = await makeBook(client, 4, runTag);
    phase(`${members.length} members registered and funded, ${book.events.length} matches listed`);

    await venueFaults(client, sim.url, options.venueFaultRate);
    await runWorkload({
      client,
      server,
      simPid: sim.child.pid!,
      members,
      options,
      runTag,
      book,
    });
    await venueFaults(client, sim.url, 0);
    phase(`crash phase (${options.clients} clients, ${options.kills} kills)`);

    const checks: Check[] = [];
    const settledFirst = await settle(client, members, options.settleTimeoutMs);
    const open = await retryUnanswered(client);
    const settled = (await settle(client, members, options.settleTimeoutMs)) && settledFirst;
    checks.push({
      name: 'everything in transit settled before the deadline',
      ok: settled,
      ...(settled ? {} : { detail: `still in transit after ${options.settleTimeoutMs} ms` }),
    });
    checks.push({
      name: 'every unanswered money write was answered when sent again with its key',
      ok: open.length === 0,
      ...(open.length ? { detail: `${open.length} still without an answer`, evidence: open } : {}),
    });
    // A member's request may go unanswered while the server is killed, never get a server fault
    // while it runs (a deadlock answered 500 until lockMember stopped taking FOR UPDATE). With
    // PostgreSQL stopped on purpose, faults while it is down are expected and not counted.
    const faults = options.pgRestart
      ? []
      : log.entries.filter((e) => e.answer.kind === 'none' && (e.answer.http ?? 0) >= 500);
    checks.push({
      name: 'no request was answered with a server fault',
      ok: faults.length === 0,
      ...(faults.length ? { detail: `${faults.length} answered 5xx`, evidence: faults } : {}),
    });
    const retried = log.entries.filter((e) => e.phase === 'retry' && e.retryOf !== undefined);
    phase(`settled, ${new Set(retried.map((e) => e.retryOf)).size} unanswered writes sent again`);

    // Every bet is known now: the results settle them all (each answers once its bets are paid).
    const results = await postResults(client, book, options.seed);
    phase(`${results.length} results posted`);

    const before = await readBooks(client, members, sim.url, results);
    const replays = await replaySample(
      client,
      options.replayShare,
      options.replayMin,
      options.seed,
    );
    await settle(client, members, options.settleTimeoutMs);
    const after = await readBooks(client, members, sim.url, results);
    const movesNow = new Map(after.moves.map((m) => [m.id, m.state]));
    for (const pair of replays) checks.push(replayCheck(pair, movesNow));
    const same = fingerprint(before) === fingerprint(after);
    checks.push({
      name: `the books are the same before and after ${replays.length} replays`,
      ok: same,
      ...(same ? {} : { detail: diff(fingerprint(before), fingerprint(after)) }),
    });
    phase(`${replays.length} answered money writes replayed`);

    const models = buildModels(log, members.length);
    for (const m of members) checks.push(...memberChecks(m, models[m.index]!, after));
    checks.push(...globalChecks(after, members));
    phase('books checked');
    if (shape.checks) {
      checks.push(...(await shape.checks({ client, server, members, runTag, books: after })));
      phase(`${shape.title}: its own checks`);
    }

    const failed = checks.filter((c) => !c.ok).length;
    if (failed > 0) keep = true;
    const text = report({
      heading: [
        `${shape.title} on ${database.label}${options.redisUrl ? ' with Redis' : ''}`,
        `seed ${options.seed}; ${options.members} members, ${options.clients} clients, ` +
          `${options.seconds} s of uptime, ${options.kills} kills, ${options.stalls} venue stalls` +
          `${options.pgRestart && options.databaseUrl ? ', one PostgreSQL crash' : ''}; ` +
          `venue faults ${options.venueFaultRate} each`,
        `request log: ${path.join(dir, 'requests.jsonl')}${keep ? '' : ' (removed: all passed)'}`,
      ],
      log,
      retriedCount: new Set(retried.map((e) => e.retryOf)).size,
      selfExits: server.selfExits,
      checks,
      serverErrors: server.errorLines,
      timings,
    });
    const stats = {
      kills: log.incidents.filter((i) => i.what.includes('killed with SIGKILL')).length,
      moves: after.moves.filter((x) => members.some((m) => m.id === x.memberId)).length,
      bets: [...after.bets.values()].flat().length,
      retried: new Set(retried.map((e) => e.retryOf)).size,
      replayed: replays.length,
    };
    return { passed: checks.length - failed, failed, checks, report: text, dir, stats };
  } catch (error) {
    keep = true;
    const last = log.entries.slice(-5).map(describe).join('\n');
    throw new Error(`the bank proof could not run (files in ${dir}): ${String(error)}\n${last}`, {
      cause: error,
    });
  } finally {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
    await log.close();
    if (!keep) await rm(dir, { recursive: true, force: true });
  }
}

/** Where two fingerprints part, with some context: enough to see what a replay moved. */
function diff(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return `before: …${a.slice(Math.max(0, i - 200), i + 200)}…\nafter:  …${b.slice(Math.max(0, i - 200), i + 200)}…`;
}
