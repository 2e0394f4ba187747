import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SITE_CODES } from '@kirin/contract';
import { ConfigError, loadConfig } from './config.ts';
import { prepare } from './startup.ts';
import { createTestDatabase } from './testing/test-database.ts';
import { json } from './testing/test-app.ts';

const rows = async <T>(
  db: Awaited<ReturnType<typeof createTestDatabase>>['db'],
  query: ReturnType<typeof sql>,
) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Code providers production needs (nothing is sent to them at start). */
const PROVIDERS = {
  SMS_HTTP_URL: 'https://sms.example.com/send',
  SMTP_URL: 'smtp://mail.example.com:587',
};

describe('start-up', () => {
  // Migrates and seeds 19 sites twice over: on a busy machine this alone can take half a minute.
  it(
    'on a fresh database seeds every site and demo operators, and only once',
    { timeout: 120_000 },
    async () => {
      const database = await createTestDatabase();
      try {
        const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
        const first = await prepare(config, { database: { ...database, fresh: true } });
        expect(first.demoSeeded).toBe(true);
        await first.app.close();
        const sites = await rows<{ code: string }>(
          database.db,
          sql`select code from sites order by code`,
        );
        expect(sites.map((s) => s.code)).toEqual([...SITE_CODES].sort());
        const ops = await rows<{ account: string; role: string }>(
          database.db,
          sql`select account, role from operators order by id`,
        );
        expect(ops).toEqual([
          { account: 'admin', role: 'admin' },
          { account: 'finance', role: 'finance' },
          { account: 'support', role: 'support' },
        ]);

        const seeded = await rows<{ actor_kind: string; actor_name: string }>(
          database.db,
          sql`select actor_kind, actor_name from audit_log where action = 'operator.create' order by id`,
        );
        expect(seeded).toEqual([
          { actor_kind: 'system', actor_name: 'bootstrap' },
          { actor_kind: 'system', actor_name: 'demo-seed' },
          { actor_kind: 'system', actor_name: 'demo-seed' },
        ]);

        const second = await prepare(config, { database: { ...database, fresh: false } });
        expect(second.demoSeeded).toBe(false);
        await second.app.close();
        expect(await rows(database.db, sql`select id from operators`)).toHaveLength(3);
      } finally {
        await database.close();
      }
    },
  );

  it('in production seeds nothing but still bootstraps admin from ADMIN_PASSWORD', async () => {
    const database = await createTestDatabase();
    try {
      const config = loadConfig({
        NODE_ENV: 'production',
        DATA_KEY: 'ab'.repeat(32),
        LOG_LEVEL: 'silent',
        ADMIN_PASSWORD: 'production-secret-1',
        ...PROVIDERS,
      });
      const { app, demoSeeded } = await prepare(config, { database: { ...database, fresh: true } });
      try {
        expect(demoSeeded).toBe(false);
        const ops = await rows<{ account: string }>(
          database.db,
          sql`select account from operators`,
        );
        expect(ops).toEqual([{ account: 'admin' }]);
        const res = await app.inject({
          method: 'POST',
          url: '/api/admin/v1/auth/login',
          payload: { account: 'admin', password: 'production-secret-1' },
        });
        // The password is right; an admin moves money, so the session is for enrolling only.
        expect(json(res)).toMatchObject({ status: true, data: { enrolRequired: true } });
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });

  it('in production without code providers refuses to start, naming the variables', async () => {
    const database = await createTestDatabase();
    try {
      const config = loadConfig({
        NODE_ENV: 'production',
        DATA_KEY: 'ab'.repeat(32),
        LOG_LEVEL: 'silent',
      });
      const starting = prepare(config, { database: { ...database, fresh: true } });
      await expect(starting).rejects.toBeInstanceOf(ConfigError);
      await expect(starting).rejects.toThrow(/SMS_HTTP_URL: .*\n {2}SMTP_URL: /);
      // Refused before anything was written: no brand, no operator.
      expect(await rows(database.db, sql`select code from sites`)).toEqual([]);
      expect(await rows(database.db, sql`select id from operators`)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
