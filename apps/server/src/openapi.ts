import path from 'node:path';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepare } from './startup.ts';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../docs/openapi.json');

/** The OpenAPI document as the routes describe it, rendered the way docs/openapi.json stores it. */
export async function renderOpenApi(): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'off' });
  const database = await openDatabase({});
  const { app } = await prepare(config, { database });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
  }
}
