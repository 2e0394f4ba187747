import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from './app.ts';
import { assertCodeDelivery, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { ensureDataKey } from './modules/platform/crypto/data-key.ts';
import { loadBrandFiles } from './modules/platform/site/brand-files.ts';
import { upsertBrands } from './modules/platform/site/site.repository.ts';
import { seedDemo } from './seed/demo.ts';

export type Started = { app: FastifyInstance; database: Database; demoSeeded: boolean };

/**
 * Checks what only a serving node needs, opens the database (migrating it), syncs the brands,
 * builds the app and, on a fresh demo database, seeds demo data. Shared by server.ts and the tests
 * of start-up behaviour (which may give their own database and logger).
 */
export async function prepare(
  config: Config,
  overrides: { database?: Database; logger?: BuildOptions['logger'] } = {},
): Promise<Started> {
  assertCodeDelivery(config);
  await ensureDataKey(config);
  const brands = loadBrandFiles(config.brandsDir);
  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    await upsertBrands(database.db, brands);
    const app = await buildApp({
      config,
      database,
      brands,
      ...(overrides.logger ? { logger: overrides.logger } : {}),
    });
    const resealed = {
      accounts: await app.services.withdrawAccounts.resealAll(),
      gatewaySecrets: await app.services.deposits.resealSecrets(),
      venueCredentials: await app.services.catalogue.resealCredentials(),
      operatorSecondFactors: await app.services.operators.resealSecrets(),
    };
    if (
      config.env === 'production' &&
      config.databaseUrl &&
      !(await app.services.audit.guardedFromApplication())
    ) {
      app.log.warn(
        'DATABASE_URL signs in as a superuser: the audit log is append-only by its owner role ' +
          'only against a role that is not (docs/decisions/operators-and-audit.md)',
      );
    }
    if (Object.values(resealed).some((n) => n > 0)) {
      app.log.info(resealed, 'personal data and secrets sealed under DATA_KEY');
    }
    app.addHook('onClose', async () => {
      if (!overrides.database) await database.close();
    });
    const demo =
      config.seedDemo === 'on' ||
      (config.seedDemo === 'auto' && database.fresh && config.env !== 'production');
    const adminPassword = await app.services.operators.bootstrapAdmin(config.adminPassword, demo);
    if (adminPassword && !config.adminPassword) {
      app.log.warn(`operator "admin" created with generated password: ${adminPassword}`);
    }
    if (demo && adminPassword) await seedDemo({ app, adminPassword });
    return { app, database, demoSeeded: demo && adminPassword !== undefined };
  } catch (error) {
    if (!overrides.database) await database.close().catch(() => {});
    throw error;
  }
}
