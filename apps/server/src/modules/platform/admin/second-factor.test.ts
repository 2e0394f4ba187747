import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../../testing/test-app.ts';
import { injectPost, signInOperator, whereOf } from '../../../testing/operator-sign-in.ts';
import { totpCode } from './second-factor.ts';

const BASE = '/api/admin/v1';
const STEP = 30_000;
let t: TestApp;

const call = async (
  url: string,
  token?: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  json(
    await t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `${BASE}${url}`,
      headers: { ...(token ? { t: token } : {}), ...headers },
      ...(payload ? { payload } : {}),
    }),
  );

async function createOperator(account: string, role: string) {
  const admin = await signInOperator(
    injectPost(t.app),
    whereOf(t.app),
    'admin',
    TEST_ADMIN_PASSWORD,
  );
  const password = `${account}-password-1`;
  const made = await call('/operators', admin, { account, password, role });
  expect(made.status).toBe(true);
  return { id: made.data.id as number, password, admin };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operator second factor (TOTP)', () => {
  it('enrols a money-moving role at its first log-in and asks for a code ever after', async () => {
    const { id, password } = await createOperator('fin2fa', 'finance');
    const first = await call('/auth/login', undefined, { account: 'fin2fa', password });
    expect(first).toMatchObject({ status: true, data: { enrolRequired: true } });
    const enrolling = first.data.token as string;

    // The enrolling session reaches nothing else, in the operator's language.
    expect(await call('/finance/deposits', enrolling, undefined, { lang: 'en' })).toEqual({
      status: false,
      data: null,
      code: 'TOTP_ENROL_REQUIRED',
      msg: 'Your role needs a second factor. Set up your authenticator app first.',
    });
    expect(await call('/auth/totp/confirm', enrolling, { code: '123456' })).toMatchObject({
      code: 'TOTP_NOT_STARTED',
    });

    const started = await call('/auth/totp/start', enrolling, {});
    const secret = started.data.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.data.uri).toBe(
      `otpauth://totp/Kirin:fin2fa?issuer=Kirin&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // Sealed at rest, never the secret itself.
    const stored = await t.database.db.execute(
      sql`select totp_secret from operators where id = ${id}`,
    );
    const sealed = (stored as unknown as { rows: { totp_secret: string }[] }).rows[0]!.totp_secret;
    expect(sealed.startsWith('enc1:')).toBe(true);
    expect(sealed).not.toContain(secret);

    const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    expect(await call('/auth/totp/confirm', enrolling, { code: wrong })).toMatchObject({
      code: 'TOTP_INVALID',
    });
    expect(await call('/auth/totp/confirm', enrolling, { code: totpCode(secret) })).toEqual({
      status: true,
      data: null,
    });
    expect((await call('/finance/deposits', enrolling)).status).toBe(true);
    expect(await call('/auth/totp/start', enrolling, {})).toMatchObject({
      code: 'TOTP_ALREADY_ENABLED',
    });

    // From now on the password alone is half a log-in, and a code is good once.
    expect(await call('/auth/login', undefined, { account: 'fin2fa', password })).toMatchObject({
      status: false,
      code: 'TOTP_REQUIRED',
    });
    const replay = await call('/auth/login', undefined, {
      account: 'fin2fa',
      password,
      code: totpCode(secret),
    });
    expect(replay).toMatchObject({ status: false, code: 'TOTP_INVALID' });
    const next = await call('/auth/login', undefined, {
      account: 'fin2fa',
      password,
      code: totpCode(secret, Date.now() + STEP),
    });
    expect(next).toMatchObject({
      status: true,
      data: { enrolRequired: false, operator: { secondFactor: true } },
    });
    expect((await call('/finance/deposits', next.data.token)).status).toBe(true);
  });

  it('counts wrong codes towards the lockout, and a locked account takes no code', async () => {
    const { password } = await createOperator('fin2fb', 'finance');
    await signInOperator(injectPost(t.app), whereOf(t.app), 'fin2fb', password);
    for (let i = 0; i < 5; i += 1) {
      expect(
        await call('/auth/login', undefined, { account: 'fin2fb', password, code: '000000' }),
      ).toMatchObject({ code: 'TOTP_INVALID' });
    }
    expect(
      await call('/auth/login', undefined, { account: 'fin2fb', password, code: '000000' }),
    ).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    const audit = await call(
      '/audit?action=operator.login.failed',
      await signInOperator(injectPost(t.app), whereOf(t.app), 'admin', TEST_ADMIN_PASSWORD),
    );
    expect(
      (audit.data.list as { actorName: string; after: { reason: string } }[]).filter(
        (row) => row.actorName === 'fin2fb' && row.after.reason === 'second factor',
      ),
    ).toHaveLength(5);
  });

  it('lets support sign in with the password alone, and enrol by choice', async () => {
    const { password } = await createOperator('sup2fa', 'support');
    const login = await call('/auth/login', undefined, { account: 'sup2fa', password });
    expect(login).toMatchObject({ status: true, data: { enrolRequired: false } });
    expect((await call('/support/threads', login.data.token)).status).toBe(true);
  });

  it('an admin resets a lost second factor: sessions end, the next log-in enrols again', async () => {
    const { id, password, admin } = await createOperator('fin2fc', 'finance');
    const token = await signInOperator(injectPost(t.app), whereOf(t.app), 'fin2fc', password);
    const reset = await call(`/operators/${id}/reset-second-factor`, admin, {});
    expect(reset).toMatchObject({ status: true, data: { secondFactor: false } });
    expect(await call('/auth/me', token)).toEqual({ status: false, data: 'token' });
    const again = await call('/auth/login', undefined, { account: 'fin2fc', password });
    expect(again).toMatchObject({ status: true, data: { enrolRequired: true } });
    const audit = await call(`/audit?action=operator.totp.reset&targetId=${id}`, admin);
    expect(audit.data.list[0]).toMatchObject({
      actorName: 'admin',
      before: { secondFactor: true },
      after: { secondFactor: false },
    });
    // Not one's own: an admin who lost their phone asks another admin.
    const self = (await call('/auth/me', admin)).data.id as number;
    expect(await call(`/operators/${self}/reset-second-factor`, admin, {})).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
