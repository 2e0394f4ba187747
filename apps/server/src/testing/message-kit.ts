import { sql } from 'drizzle-orm';
import { insertMembers } from './ledger.ts';
import { query } from './members.ts';
import { json, type TestApp } from './test-app.ts';

// Members with a session, made straight in the database (their registration time and VIP level
// are what messages depend on), and the calls of the inbox and the operator API.

export const INBOX = '/api/findmed/v1/member/message';
export const ADMIN_MESSAGES = '/api/admin/v1/messages';

export type Reader = { id: number; account: string; site: string; headers: Record<string, string> };

export async function reader(
  t: TestApp,
  options: { site?: string; vip?: number; registeredAgo?: string } = {},
): Promise<Reader> {
  const site = options.site ?? 'pgdz';
  const [id] = await insertMembers(t.database, 1, site);
  if (id === undefined) throw new Error('no member');
  const ago = options.registeredAgo ?? '0 seconds';
  const [row] = await query<{ account: string }>(
    t.database,
    sql`update members set vip_level = ${options.vip ?? 0},
          created_at = created_at - ${ago}::interval
        where id = ${id} returning account`,
  );
  const token = await t.app.services.memberSessions.start(t.database.db, id, {});
  return { id, account: row?.account ?? '', site, headers: { t: token, site_code: site } };
}

export async function setVip(t: TestApp, who: Reader, level: number) {
  await t.database.db.execute(sql`update members set vip_level = ${level} where id = ${who.id}`);
}

export async function list(t: TestApp, who: Reader, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${INBOX}/list`,
    headers: who.headers,
    payload: { page: 1, size: 50, ...body },
  });
  return json(res);
}

/** Titles in the member's inbox, newest first. */
export async function titles(t: TestApp, who: Reader): Promise<string[]> {
  const page = await list(t, who);
  if (!page.status) throw new Error(`list refused: ${JSON.stringify(page)}`);
  return (page.data.list as { title: string }[]).map((m) => m.title);
}

export async function unread(t: TestApp, who: Reader): Promise<number> {
  const res = json(
    await t.app.inject({ method: 'GET', url: `${INBOX}/num`, headers: who.headers }),
  );
  return res.data.notRead as number;
}

export async function update(t: TestApp, who: Reader, payload: Record<string, unknown>) {
  return json(
    await t.app.inject({ method: 'POST', url: `${INBOX}/update`, headers: who.headers, payload }),
  );
}

export async function detail(t: TestApp, who: Reader, id: number | string) {
  return json(
    await t.app.inject({
      method: 'GET',
      url: `${INBOX}/detail?id=${encodeURIComponent(String(id))}`,
      headers: who.headers,
    }),
  );
}

export async function send(t: TestApp, token: string, payload: Record<string, unknown>) {
  return json(
    await t.app.inject({ method: 'POST', url: ADMIN_MESSAGES, headers: { t: token }, payload }),
  );
}

/** Sends and answers the new id; a refusal fails the test. */
export async function sent(t: TestApp, token: string, payload: Record<string, unknown>) {
  const res = await send(t, token, payload);
  if (!res.status) throw new Error(`send refused: ${JSON.stringify(res)}`);
  return res.data.id as number;
}
