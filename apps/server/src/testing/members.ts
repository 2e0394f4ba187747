import { constants, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { operatorTokenOf } from './operator-sign-in.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './test-app.ts';

// Helpers for member-facing tests: they speak to the app exactly as the web app does.

export const PASSWORD = 'Secret123';

/** The app as member journeys test it: any captcha passes, codes are read from the outbox. */
export function createMemberTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on', ...env });
}

const keyCache = new WeakMap<FastifyInstance, string>();

/** Encrypts like the member site: RSA-OAEP-SHA256 with the key from /md, base64. */
export async function encrypt(app: FastifyInstance, plain: string): Promise<string> {
  let pem = keyCache.get(app);
  if (!pem) {
    const md = await app.inject({ method: 'GET', url: '/api/findmed/v1/md' });
    pem = (md.json() as { data: { rsaPublicKey: string } }).data.rsaPublicKey;
    keyCache.set(app, pem);
  }
  return publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(plain, 'utf8'),
  ).toString('base64');
}

type Headers = Record<string, string>;

export async function post(
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  headers: Headers = {},
) {
  return app.inject({ method: 'POST', url, payload, headers: { device_no: DEVICE, ...headers } });
}

export async function login(
  app: FastifyInstance,
  account: string,
  password = PASSWORD,
  headers: Headers = {},
) {
  return post(
    app,
    '/api/f/v1/member/login/mpe',
    { account, password: await encrypt(app, password), captcha: 'x' },
    headers,
  );
}

export async function get(app: FastifyInstance, url: string, headers: Headers = {}) {
  return app.inject({ method: 'GET', url, headers: { device_no: DEVICE, ...headers } });
}

export const DEVICE = 'h5_ios_abcdefgh12_ijklmnop34';

let phoneSeq = 0;
/** A fresh mainland number per call so codes and limits of one test never meet another's. */
export function nextPhone(): string {
  phoneSeq += 1;
  return `139${String(Date.now() % 10_000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

/** The admin's token (enrolled in the second factor on first use, then reused). */
export async function operatorToken(app: FastifyInstance): Promise<string> {
  return operatorTokenOf(app, 'admin', TEST_ADMIN_PASSWORD);
}

/** The newest code kept in the outbox for a destination (SMS_OUTBOX=on). */
export async function outboxCode(app: FastifyInstance, target: string): Promise<string> {
  const t = await operatorToken(app);
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/v1/outbox?target=${encodeURIComponent(target)}`,
    headers: { t },
  });
  const list = (res.json() as { data: { list: { code: string }[] } }).data.list;
  if (!list[0]) throw new Error(`no code in the outbox for ${target}`);
  return list[0].code;
}

/** Lets the next code go out at once: tests do not wait out the one-a-minute limit. */
export async function ageCodes(database: Database, seconds = 3600) {
  await database.db.execute(
    sql`update verification_codes set created_at = created_at - make_interval(secs => ${seconds})`,
  );
}

/** Registers (phone verified through the outbox) and returns the token and the phone used. */
export async function registerMember(
  app: FastifyInstance,
  database: Database,
  account: string,
  extra: Record<string, unknown> = {},
  headers: Headers = {},
) {
  const phone = nextPhone();
  const sent = await post(
    app,
    '/api/service/sms',
    { type: 'phone', purpose: 'register', areaCode: '86', phone },
    headers,
  );
  if (!sent.json().status) throw new Error(`sms refused: ${sent.body}`);
  const code = await outboxCode(app, `+86${phone}`);
  await ageCodes(database);
  const res = await post(
    app,
    '/api/f/v1/member/register',
    {
      account,
      password: await encrypt(app, PASSWORD),
      confirmPassword: await encrypt(app, PASSWORD),
      areaCode: '86',
      phone,
      code,
      captcha: 'any',
      adult: '1',
      ...extra,
    },
    headers,
  );
  const body = res.json();
  if (!body.status) throw new Error(`register refused: ${res.body}`);
  return { token: res.headers['id'] as string, phone, member: body.data.member, res };
}

/** Rows of a raw query, for assertions on what the database holds. */
export async function query<T = Record<string, unknown>>(
  database: Database,
  statement: SQL,
): Promise<T[]> {
  const result = (await database.db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
