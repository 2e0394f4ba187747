import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { prepare } from '../startup.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_ADMIN_PASSWORD = 'test-admin-password-1';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

/**
 * The real app on a fresh database, as server.ts builds it, without a port. `env` overrides the
 * configuration; Redis is used when the run has REDIS_URL, under a namespace of its own.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  setup?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    RATE_LIMIT_NAMESPACE: `kirin:test:${randomBytes(6).toString('hex')}:`,
    // Tests change session rows behind the app's back; the cache has tests of its own.
    SESSION_CACHE_MS: '0',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const database = await createTestDatabase();
  const { app } = await prepare(config, { database });
  await setup?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on loose JSON
export function json<T = any>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
