import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { venues } from '../../../db/schema.ts';
import { prepare } from '../../../startup.ts';
import { expectBooksBalance, insertMembers } from '../../../testing/ledger.ts';
import { query } from '../../../testing/members.ts';
import { startProcess, type Running } from '../../../testing/processes.ts';
import { TEST_ADMIN_PASSWORD } from '../../../testing/test-app.ts';
import { memberCentral } from '../../../ledger/wallet-accounts.ts';

// The fault test: 1,000 moves both ways against the venue simulator with 20% timeouts,
// 10% errors and 5% lost responses, the server SIGKILLed and restarted twice. Afterwards nothing
// is in transit, each trace id was applied at most once on each side, and every member's money
// adds up to the cent on our books and the simulator's.

const MEMBERS = 20;
const MOVES = 1_000;
const FUND = 100_000n; // 1,000.00 each
const MASTER = 'fault-test-venue-master-secret';
const SITE = 'pgdz';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

async function freshDatabaseUrl(): Promise<string | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `kirin_faults_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanup.push(async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('venue transfers under faults and crashes', () => {
  it(
    'loses and creates nothing: 1,000 moves, faults on, two SIGKILLs',
    { timeout: 300_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'kirin-faults-'));
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      const databaseUrl = await freshDatabaseUrl();
      const env: Record<string, string> = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'off',
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        DATA_DIR: dataDir,
        RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
        VENUE_TIMEOUT_MS: '400',
        VENUE_RECONCILE_MS: '200',
        VENUE_RECONCILE_MAX_BACKOFF_MS: '1000',
        VENUE_BET_PULL_MS: '0',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };

      const sim = await startProcess(
        'apps/venue-sim/src/main.ts',
        {
          VENUE_SIM_PORT: '0',
          VENUE_SIM_HOST: '127.0.0.1',
          VENUE_SIM_SECRET: MASTER,
          VENUE_SIM_FAULTS: 'on',
          NODE_ENV: 'test',
        },
        /venue-sim listening on (http:\/\/\S+)/,
      );
      cleanup.push(() => sim.stop());

      // Members, their money and sessions, written before the server starts (PGlite is one process).
      const tokens: string[] = [];
      const memberIds: number[] = [];
      {
        const { app, database } = await prepare(loadConfig(env));
        const operator = `kirin-${SITE}`;
        await database.db.insert(venues).values({
          siteCode: SITE,
          code: 'kgame',
          names: { 'zh-CN': 'Kirin 游戏', 'zh-HK': 'Kirin 遊戲', en: 'Kirin Games' },
          adapter: 'sim',
          baseUrl: sim.url,
          credentials: {
            operator,
            secret: createHmac('sha256', MASTER).update(operator).digest('hex'),
          },
          currency: 'CNY',
        });
        memberIds.push(...(await insertMembers(database, MEMBERS, SITE)));
        for (const id of memberIds) {
          await app.services.ledger.transfer({
            key: `fund:${id}`,
            debit: { kind: 'house_adjustments', siteCode: SITE, currency: 'CNY' },
            credit: memberCentral({ siteCode: SITE, memberId: id, currency: 'CNY' }),
            amount: FUND,
            currency: 'CNY',
            reason: 'adjustment',
          });
          tokens.push(await app.services.memberSessions.start(database.db, id, {}));
        }
        await app.close();
      }

      await fetch(`${sim.url}/__faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          timeoutRate: 0.2,
          errorRate: 0.1,
          lostResponseRate: 0.05,
          timeoutMs: 1_000,
          latencyMs: 0,
          seed: 42,
        }),
      });

      const startServer = async () => {
        const started = await startProcess(
          'apps/server/src/server.ts',
          { ...env, PORT: '0', HOST: '127.0.0.1' },
          /Kirin is ready at (http:\/\/\S+)/,
        );
        return { ...started, url: started.url.replace('localhost', '127.0.0.1') };
      };
      let server: Running = await startServer();
      cleanup.push(() => server.stop());
      let restarting: Promise<void> | undefined;
      let done = 0;
      let answered = 0;
      const states: Record<string, number> = {};
      const kills = [Math.round(MOVES / 3), Math.round((2 * MOVES) / 3)];

      const crashAndRestart = async () => {
        await server.kill();
        server = await startServer();
      };

      const one = async (member: number, step: number) => {
        const into = step % 2 === 0;
        const amount = (1 + ((member * 7919 + step * 104729) % 30_000)) / 100;
        while (restarting) await restarting;
        const url = `${server.url}/api/findmed/v1/finance/transfer`;
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              t: tokens[member] as string,
              site_code: SITE,
            },
            body: new URLSearchParams({
              from: into ? 'central' : 'kgame',
              to: into ? 'kgame' : 'central',
              amount: amount.toFixed(2),
            }),
          });
          const body = (await response.json()) as {
            status: boolean;
            code?: string;
            data?: { state: string };
          };
          const state = body.status ? (body.data?.state ?? '?') : (body.code ?? '?');
          states[state] = (states[state] ?? 0) + 1;
          answered += 1;
        } catch {
          states['no answer'] = (states['no answer'] ?? 0) + 1;
        }
        done += 1;
        if (kills[0] !== undefined && done >= kills[0] && !restarting) {
          kills.shift();
          restarting = crashAndRestart().finally(() => {
            restarting = undefined;
          });
        }
      };

      await Promise.all(
        memberIds.map(async (_, member) => {
          for (let step = 0; step < MOVES / MEMBERS; step += 1) await one(member, step);
        }),
      );
      while (restarting) await restarting;
      expect(kills).toEqual([]);
      expect(answered).toBeGreaterThan(MOVES / 2);

      // Faults off: what is still in transit must now settle through the reconciler alone.
      await fetch(`${sim.url}/__faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ timeoutRate: 0, errorRate: 0, lostResponseRate: 0 }),
      });
      const inTransit = async () => {
        let pending = 0;
        for (const token of tokens) {
          const response = await fetch(`${server.url}/api/findmed/v1/finance/transfer/moves`, {
            headers: { t: token, site_code: SITE },
          }).catch((error: unknown) => {
            throw new Error(`the server did not answer (${String(error)}): ${server.describe()}`);
          });
          const body = (await response.json()) as { data: { list: { state: string }[] } };
          pending += body.data.list.filter((m) => m.state === 'pending').length;
        }
        return pending;
      };
      const until = Date.now() + 60_000;
      while ((await inTransit()) > 0) {
        if (Date.now() > until)
          throw new Error(`still in transit after a minute: ${JSON.stringify(states)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await server.stop();

      // Both sides' books.
      const books = (await (await fetch(`${sim.url}/__books`)).json()) as {
        players: { player: string; balance: string }[];
        applied: { traceId: string; direction: string; amount: string; times: number }[];
      };
      const { app, database } = await prepare(loadConfig(env));
      try {
        const rows = await query<{
          trace_id: string;
          state: string;
          direction: string;
          amount: string;
        }>(database, sql`select trace_id, state, direction, amount::text from venue_transfers`);
        expect(rows.filter((r) => r.state === 'pending')).toEqual([]);
        const applied = new Map(books.applied.map((a) => [a.traceId, a]));
        expect(books.applied.every((a) => a.times === 1)).toBe(true);
        const posted = rows.filter((r) => r.state === 'posted');
        expect(new Set(posted.map((r) => r.trace_id))).toEqual(new Set(applied.keys()));
        for (const r of rows.filter((x) => x.state === 'voided'))
          expect(applied.has(r.trace_id)).toBe(false);

        for (const memberId of memberIds) {
          const totals = await app.services.ledger.memberTotals(memberId);
          const central = totals.find((t) => t.kind === 'member_central');
          const venue = totals.find((t) => t.kind === 'member_venue');
          expect(central?.debitsPending ?? 0n).toBe(0n);
          expect(venue?.debitsPending ?? 0n).toBe(0n);
          const ours = (central?.balance ?? 0n) + (venue?.balance ?? 0n);
          expect(ours).toBe(FUND);
          const theirs = books.players.find((p) => p.player === `${SITE}_${memberId}`);
          const theirsMinor = theirs ? BigInt(theirs.balance.replace('.', '')) : 0n;
          expect(theirsMinor).toBe(venue?.balance ?? 0n);
        }
        await expectBooksBalance(database);
        expect(states['posted'] ?? 0).toBeGreaterThan(0);
        expect(states['voided'] ?? 0).toBeGreaterThan(0);
      } finally {
        await app.close();
      }
    },
  );
});
