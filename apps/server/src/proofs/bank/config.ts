import { randomInt } from 'node:crypto';

// The proof's knobs, read here and nowhere else (the lint rule allows `process.env` only in a
// config module). The proof drives the server from outside, so none of this is server config.

export type BankProofOptions = {
  /** Members registered over HTTP and funded by an operator adjustment. */
  members: number;
  /** Members' clients sending requests at the same time. */
  clients: number;
  /** How long the clients run, in seconds of the server's uptime (restarts do not count). */
  seconds: number;
  /** SIGKILLs of the server, at random moments while the clients run. */
  kills: number;
  /**
   * Times the venue simulator is frozen (SIGSTOP, then SIGCONT after `stallMs`): the calls of the
   * moves under way then time out, asking for their status too, so members are answered
   * `pending` and the reconciler must settle the moves later.
   */
  stalls: number;
  stallMs: number;
  /** Each of the simulator's fault rates (timeout, 5xx, lost answer) while the clients run. */
  venueFaultRate: number;
  /** Share of the answered money writes replayed at the end (at least `replayMin` of them). */
  replayShare: number;
  replayMin: number;
  /** Seeds the choice of operations, amounts and crash moments (timing still varies). */
  seed: number;
  /** `postgres://…/db`: a fresh database is made on that server for the run; unset: PGlite. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Stop PostgreSQL (`-m immediate`) once while the clients run, and start it again. */
  pgRestart: boolean;
  /** The cluster version for pg_ctlcluster; found under /etc/postgresql when unset. */
  pgVersion: string | undefined;
  /** Keep the temporary directory (request log, data) even when every check passed. */
  keep: boolean;
  /** How long the end waits for moves in transit to settle. */
  settleTimeoutMs: number;
  /** Progress lines on stderr. */
  verbose: boolean;
};

export const FULL_SIZE = { members: 24, clients: 16, seconds: 120, kills: 5 } as const;

function count(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got "${text}"`);
  }
  return value;
}

function rate(env: NodeJS.ProcessEnv, name: string, fallback: number, max = 1): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > max) {
    throw new Error(`${name} must be a number from 0 to ${max}, got "${text}"`);
  }
  return value;
}

const on = (text: string | undefined) => text === '1' || text === 'on' || text === 'true';

/**
 * PROOF_MEMBERS, PROOF_CLIENTS, PROOF_SECONDS, PROOF_KILLS, PROOF_VENUE_STALLS,
 * PROOF_VENUE_FAULTS (each fault rate,
 * at most 0.3 so that most calls still reach the venue), PROOF_REPLAY (share), PROOF_SEED,
 * PROOF_PG_RESTART=1, PROOF_PG_VERSION, PROOF_KEEP=1, PROOF_SETTLE_SECONDS, PROOF_QUIET=1; and
 * DATABASE_URL, REDIS_URL as the server reads them. `defaults` sizes the run (the test's is small).
 */
export function loadProofOptions(
  defaults: Pick<BankProofOptions, 'members' | 'clients' | 'seconds' | 'kills'> = FULL_SIZE,
  env: NodeJS.ProcessEnv = process.env,
): BankProofOptions {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(`DATABASE_URL must be a postgres:// URL, got "${databaseUrl}"`);
  }
  return {
    members: count(env, 'PROOF_MEMBERS', defaults.members, 1),
    clients: count(env, 'PROOF_CLIENTS', defaults.clients, 1),
    seconds: count(env, 'PROOF_SECONDS', defaults.seconds, 1),
    kills: count(env, 'PROOF_KILLS', defaults.kills),
    stalls: count(env, 'PROOF_VENUE_STALLS', 1),
    stallMs: 3_000,
    venueFaultRate: rate(env, 'PROOF_VENUE_FAULTS', 0.04, 0.3),
    replayShare: rate(env, 'PROOF_REPLAY', 0.3),
    replayMin: 100,
    seed: count(env, 'PROOF_SEED', randomInt(1, 2 ** 31)),
    databaseUrl,
    redisUrl: env.REDIS_URL || undefined,
    pgRestart: on(env.PROOF_PG_RESTART),
    pgVersion: env.PROOF_PG_VERSION || undefined,
    keep: on(env.PROOF_KEEP),
    settleTimeoutMs: count(env, 'PROOF_SETTLE_SECONDS', 90, 1) * 1000,
    verbose: !on(env.PROOF_QUIET),
  };
}

/** What child processes inherit from us: a PATH to find their tools, nothing else. */
export function inheritedPath(): string {
  return process.env.PATH ?? '';
}
