import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import pg from 'pg';
import { startProcess, type Running } from '../../testing/processes.ts';
import { inheritedPath, type BankProofOptions } from './config.ts';

// The real processes the proof runs against: the venue simulator (started once, so it outlives
// every crash of the server, as a venue would), the server (killed and started again), and the
// database (a PGlite directory, or a database of its own on a PostgreSQL server).

export const ADMIN_PASSWORD = 'proof-bank-admin-password';
const VENUE_SECRET = 'proof-bank-venue-master-secret';
const START_TIMEOUT_MS = 240_000;

const run = promisify(execFile);

export async function startVenueSim(dir: string): Promise<Running> {
  return startProcess(
    'apps/venue-sim/src/main.ts',
    {
      PATH: inheritedPath(),
      VENUE_SIM_PORT: '0',
      VENUE_SIM_HOST: '127.0.0.1',
      VENUE_SIM_SECRET: VENUE_SECRET,
      VENUE_SIM_FAULTS: 'on',
      VENUE_SIM_DATA: path.join(dir, 'venue-sim.json'),
      NODE_ENV: 'test',
    },
    /venue-sim listening on (http:\/\/\S+)/,
    START_TIMEOUT_MS,
  );
}

export type ProofDatabase = { env: Record<string, string>; label: string; drop(): Promise<void> };

/** PGlite on disk in `dir`, or a fresh database on the DATABASE_URL server, dropped at the end. */
export async function prepareDatabase(
  options: BankProofOptions,
  dir: string,
): Promise<ProofDatabase> {
  const serverUrl = options.databaseUrl;
  if (!serverUrl) {
    const dataDir = path.join(dir, 'data');
    return { env: { DATA_DIR: dataDir }, label: `PGlite in ${dataDir}`, drop: async () => {} };
  }
  const name = `kirin_bank_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    // The server still wants a DATA_DIR (uploads); keep it in the run's directory.
    env: { DATABASE_URL: url.toString(), DATA_DIR: path.join(dir, 'data') },
    label: `PostgreSQL database ${name} on ${url.host}`,
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** What the workload needs of the server it runs against: one process, or a cluster of them. */
export interface ProofServer {
  url(): string;
  life(): number;
  ready: Promise<void>;
  uptimeMs(): number;
  start(attempts?: number): Promise<void>;
  /** A crash: SIGKILL (one node of a cluster) and a start again. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  stderr(): string;
  readonly errorLines: readonly string[];
  readonly selfExits: readonly string[];
}

/**
 * The server as a child process. `restart` kills it with SIGKILL (no graceful close, no flush)
 * and starts it again on the same data; `ready` is what clients wait for meanwhile. A server
 * that exits by itself is started again too, as a supervisor would, and counted.
 */
export class ServerProcess implements ProofServer {
  private running: Running | undefined;
  private lives = -1;
  private address = '';
  /** Set while we end it ourselves: any other exit is the server's own doing. */
  private ending = false;
  /** Time it has served, so that a run lasts as long on a slow machine as on a fast one. */
  private upMs = 0;
  private upSince: number | undefined;
  private restarts: Promise<void> = Promise.resolve();
  /** Log lines at level error or above, shortened to what went wrong, with their life. */
  readonly errorLines: string[] = [];
  /** Exits we did not cause ("life 2: code 1"). */
  readonly selfExits: string[] = [];
  ready: Promise<void> = Promise.resolve();

  constructor(
    private readonly env: Record<string, string>,
    private readonly onIncident: (what: string) => void,
    /** How incidents name it ("server", "node 2"). */
    private readonly name = 'server',
    /** Every JSON log line, with the life that wrote it (the cluster proof reads the jobs'). */
    private readonly onLogLine?: (entry: Record<string, unknown>, life: number) => void,
  ) {}

  static environment(
    options: BankProofOptions,
    database: ProofDatabase,
    simUrl: string,
  ): Record<string, string> {
    return {
      PATH: inheritedPath(),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'on',
      CAPTCHA: 'off',
      SMS_OUTBOX: 'on',
      ADMIN_PASSWORD,
      VENUE_URL: simUrl,
      VENUE_SECRET,
      // Short enough that a move the simulator holds back goes in transit within a test's time.
      VENUE_TIMEOUT_MS: '1500',
      VENUE_RECONCILE_MS: '500',
      VENUE_RECONCILE_MAX_BACKOFF_MS: '2000',
      // No deposits here: a gateway address that is never called keeps demo mode from starting
      // the gateway simulator as a child, which a SIGKILL of the server would leave behind.
      GATEWAY_URL: 'http://127.0.0.1:9',
      // The proof lists its own matches and posts their results; the demo feed, a child of the
      // server, would outlive a SIGKILL and post results of its own.
      SPORTS_FEED: 'off',
      // One IP sends everything: the per-IP limits are not what this proof is about.
      RATE_LIMIT_GLOBAL_PER_MINUTE: '10000000',
      RATE_LIMIT_REGISTER_PER_10_MINUTES: '100000',
      RATE_LIMIT_LOGIN_PER_10_MINUTES: '100000',
      CODE_LIMIT_PER_IP_MINUTE: '100000',
      CODE_LIMIT_PER_IP_HOUR: '100000',
      RATE_LIMIT_NAMESPACE: `kirin:bank:${randomBytes(5).toString('hex')}:`,
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      ...database.env,
    };
  }

  url(): string {
    return this.address;
  }

  life(): number {
    return this.lives;
  }

  /** How long it has been ready, over all its lives (restarts do not count). */
  uptimeMs(): number {
    return this.upMs + (this.upSince === undefined ? 0 : Date.now() - this.upSince);
  }

  private down() {
    if (this.upSince !== undefined) this.upMs += Date.now() - this.upSince;
    this.upSince = undefined;
  }

  /** Starts it, trying again for a while when it cannot start (its database is down). */
  async start(attempts = 30): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.startOnce();
      } catch (error) {
        if (attempt >= attempts) throw error;
        this.onIncident(`${this.name} life ${this.lives} did not start: ${firstLine(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  private async startOnce(): Promise<void> {
    this.lives += 1;
    const life = this.lives;
    const running = await startProcess(
      'apps/server/src/server.ts',
      this.env,
      /Kirin is ready at (http:\/\/\S+)/,
      START_TIMEOUT_MS,
    );
    this.running = running;
    this.ending = false;
    this.upSince = Date.now();
    this.address = running.url.replace('localhost', '127.0.0.1');
    running.child.once('exit', (code, signal) => {
      this.down();
      if (this.ending) return;
      const what = `${this.name} life ${life} exited by itself (${signal ?? `code ${code}`})`;
      this.selfExits.push(what);
      this.onIncident(what);
      void this.restart().catch(() => undefined);
    });
    const lines = createInterface({ input: running.child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      try {
        const entry = JSON.parse(line) as LogLine;
        this.onLogLine?.(entry as Record<string, unknown>, life);
        if ((entry.level ?? 0) >= 50) this.errorLines.push(`life ${life}: ${errorOf(entry)}`);
      } catch {
        // Not a log line.
      }
    });
    this.onIncident(`${this.name} life ${life} ready at ${this.address}`);
  }

  /** One restart at a time: a kill asked for while the server restarts by itself waits. */
  restart(): Promise<void> {
    let done!: () => void;
    this.ready = new Promise((resolve) => (done = resolve));
    const next = this.restarts.then(async () => {
      try {
        await this.kill();
        await this.start();
      } finally {
        done();
      }
    });
    this.restarts = next.catch(() => undefined);
    return next;
  }

  async kill(): Promise<void> {
    const running = this.running;
    if (!running) return;
    this.ending = true;
    this.down();
    const alive = running.child.exitCode === null && running.child.signalCode === null;
    await running.kill();
    if (alive)
      this.onIncident(
        `${this.name} life ${this.lives} (pid ${running.child.pid}) killed with SIGKILL`,
      );
  }

  async stop(): Promise<void> {
    this.ending = true;
    await this.restarts;
    await this.running?.stop();
  }

  stderr(): string {
    return this.running?.stderr() ?? '';
  }
}

const firstLine = (error: unknown) => String(error).split('\n')[0]!.slice(0, 200);

type LogLine = {
  level?: number;
  time?: number;
  reqId?: string;
  msg?: string;
  err?: { type?: string; message?: string };
};

/** "12:00:01.234 req … DrizzleQueryError: deadlock detected (query: select …)". */
function errorOf(entry: LogLine): string {
  const message = entry.err?.message ?? '';
  // Drizzle puts the query first and the database's words last, after "params: …: ".
  const last = message.split('\n').at(-1) ?? '';
  const cause = last.startsWith('params: ') ? last.slice(last.lastIndexOf(': ') + 2) : last;
  const query = /^Failed query: (.{0,100})/s.exec(message)?.[1]?.replace(/\s+/g, ' ');
  const at = entry.time ? new Date(entry.time).toISOString().slice(11, 23) : '';
  return (
    `${at} req ${entry.reqId ?? '-'} ${entry.msg ?? ''} ${entry.err?.type ?? ''}: ${cause}` +
    `${query ? ` (query: ${query}…)` : ''}`
  );
}

/** `stop -m immediate` then `start` of the local cluster: a crash of the database server. */
export async function restartPostgres(
  version: string | undefined,
  onIncident: (what: string) => void,
): Promise<void> {
  const ver = version ?? (await readdir('/etc/postgresql')).sort().at(-1);
  if (!ver) throw new Error('no PostgreSQL cluster under /etc/postgresql');
  const ctl = (...args: string[]) =>
    run('pg_ctlcluster', ['--skip-systemctl-redirect', ver, 'main', ...args]);
  onIncident(`PostgreSQL ${ver} stop -m immediate`);
  await ctl('stop', '-m', 'immediate');
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await ctl('start');
  onIncident(`PostgreSQL ${ver} started again`);
}
