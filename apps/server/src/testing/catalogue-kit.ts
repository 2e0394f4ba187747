import { sql } from 'drizzle-orm';
import { operatorTokenOf } from './operator-sign-in.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';
import { operatorToken, query } from './members.ts';

// Helpers shared by the catalogue tests: they call the routes as the lobby and back office do.

export const LIST = '/api/findmed/v1/game/list';
export const ADMIN = '/api/admin/v1/games';

type Headers = Record<string, string>;

/** Seeds the demo catalogue of sites by code, as the demo seeder does. */
export async function seedSites(t: TestApp, ...codes: string[]) {
  const sites = await t.app.services.sites.all();
  for (const code of codes) {
    const site = [...sites.values()].find((s) => s.code === code);
    if (!site) throw new Error(`no site ${code}`);
    await t.app.services.catalogue.seedDemo(site);
  }
}

export function getList(app: FastifyInstance, search = '', headers: Headers = {}) {
  return app.inject({ method: 'GET', url: `${LIST}${search}`, headers });
}

/** The categories of a list answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on loose JSON
export function listOf(res: LightMyRequestResponse): any[] {
  const body = res.json() as { status: boolean; data: { list: unknown[] } };
  if (!body.status) throw new Error(`list refused: ${res.body}`);
  return body.data.list;
}

export async function idOf(
  t: TestApp,
  kind: 'venues' | 'game_categories' | 'games',
  site: string,
  where: { code?: string; gameType?: number },
): Promise<number> {
  const table = sql.raw(kind);
  const cond =
    where.gameType !== undefined
      ? sql`game_type = ${where.gameType}`
      : sql`code = ${where.code ?? ''}`;
  const [row] = await query<{ id: string | number }>(
    t.database,
    sql`select id from ${table} where site_code = ${site} and ${cond} order by id limit 1`,
  );
  if (!row) throw new Error(`no ${kind} row on ${site}`);
  return Number(row.id);
}

/** An operator of a role (created by the admin when not the admin) with request helpers. */
export async function operatorAs(t: TestApp, role: 'admin' | 'finance' | 'support' = 'admin') {
  let token = await operatorToken(t.app);
  if (role !== 'admin') {
    const account = `${role}${Math.random().toString(36).slice(2, 8)}`;
    const password = `${role}-password-123`;
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/operators',
      headers: { t: token },
      payload: { account, password, role },
    });
    token = await operatorTokenOf(t.app, account, password);
  }
  const send = (method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `${ADMIN}${path}`, headers: { t: token }, payload });
  return {
    token,
    get: (path: string) => send('GET', path),
    post: (path: string, payload: Record<string, unknown>) => send('POST', path, payload),
  };
}
