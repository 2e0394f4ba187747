// The server the benchmarks measure: production settings on a bench database, no demo data,
// codes to the outbox (production refuses to start without a way to send them), the rate limit
// out of the way, the venue sweeps off unless a benchmark turns them on.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../apps/server/src/config.ts';
import { prepare } from '../apps/server/src/startup.ts';
import { dbUrl } from './pg.ts';

export function benchServer(database: string, extra: Record<string, string> = {}) {
  return prepare(
    loadConfig({
      NODE_ENV: 'production',
      // Production seals personal data under a key of its own; a bench's lives as long as its data.
      DATA_KEY: randomBytes(32).toString('hex'),
      DATABASE_URL: dbUrl(database),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'off',
      SMS_OUTBOX: 'on',
      ALLOW_TEST_SWITCHES: '1',
      ADMIN_PASSWORD: 'bench-admin-password',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000000',
      VENUE_RECONCILE_MS: '0',
      VENUE_BET_PULL_MS: '0',
      ...extra,
    }),
  );
}

/** A session of a trader made for the run (the sportsbook's operator API). */
export async function benchTrader(app: FastifyInstance): Promise<string> {
  const password = await app.services.operators.systemOperator('bench-trader', 'trader');
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/v1/auth/login',
    payload: { account: 'bench-trader', password },
  });
  return login.headers['id'] as string;
}
