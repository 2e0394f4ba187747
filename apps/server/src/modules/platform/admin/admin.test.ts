import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../../testing/test-app.ts';
import {
  freshSignIn,
  injectPost,
  signInOperator,
  whereOf,
} from '../../../testing/operator-sign-in.ts';
import { hashToken } from '../../../lib/tokens.ts';

const BASE = '/api/admin/v1';
let t: TestApp;

async function login(account: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/auth/login`,
    headers,
    payload: { account, password },
  });
}

/** A session for the account (enrolling its second factor when its role needs one). */
const tokenFor = (account: string, password: string) =>
  signInOperator(injectPost(t.app), whereOf(t.app), account, password);
const freshTokenFor = (account: string, password: string) =>
  freshSignIn(injectPost(t.app), whereOf(t.app), account, password);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operator log-in', () => {
  it('logs the bootstrapped admin in with a token in the id header and in data', async () => {
    const res = await login('admin', TEST_ADMIN_PASSWORD);
    const body = json(res);
    expect(body.status).toBe(true);
    expect(body.data.operator).toMatchObject({ account: 'admin', role: 'admin', disabled: false });
    expect(res.headers['id']).toBe(body.data.token);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.app.inject({ url: `${BASE}/auth/me`, headers: { t: body.data.token } });
    expect(json(me)).toEqual({
      status: true,
      data: {
        id: body.data.operator.id,
        account: 'admin',
        role: 'admin',
        sites: null,
        enrolRequired: true,
        // No SMS or mail provider outside production: codes go to the outbox (demo).
        outbox: true,
      },
    });
  });

  it('stores only a hash of the token and an argon2id hash of the password', async () => {
    const token = await tokenFor('admin', TEST_ADMIN_PASSWORD);
    const sessions = await t.database.db.execute(sql`select token_hash from operator_sessions`);
    const hashes = (sessions as unknown as { rows: { token_hash: string }[] }).rows.map(
      (r) => r.token_hash,
    );
    expect(hashes).not.toContain(token);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
    const ops = await t.database.db.execute(
      sql`select password_hash from operators where account = 'admin'`,
    );
    expect(
      (ops as unknown as { rows: { password_hash: string }[] }).rows[0]?.password_hash,
    ).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = json(await login('admin', 'not-the-password'));
    const unknown = json(await login('ghost', 'not-the-password'));
    expect(wrong).toEqual({
      status: false,
      data: null,
      code: 'ACCOUNT_OR_PASSWORD',
      msg: '账号或密码错误',
    });
    expect(unknown).toEqual(wrong);
  });

  it('locks an account after 5 failures, even for the right password', async () => {
    const password = 'support-password-1';
    const adminToken = await tokenFor('admin', TEST_ADMIN_PASSWORD);
    await t.app.inject({
      method: 'POST',
      url: `${BASE}/operators`,
      headers: { t: adminToken },
      payload: { account: 'locky', password, role: 'support' },
    });
    for (let i = 0; i < 5; i += 1)
      expect(json(await login('locky', 'wrong-password')).code).toBe('ACCOUNT_OR_PASSWORD');
    const locked = json(await login('locky', password, { lang: 'en' }));
    expect(locked).toEqual({
      status: false,
      data: null,
      code: 'ACCOUNT_LOCKED',
      msg: 'Too many failed log-ins. The account is locked; try again in 15 minutes.',
    });
  });

  it('ends the session on log-out', async () => {
    const token = await freshTokenFor('admin', TEST_ADMIN_PASSWORD);
    expect(
      json(
        await t.app.inject({ method: 'POST', url: `${BASE}/auth/logout`, headers: { t: token } }),
      ).status,
    ).toBe(true);
    expect(json(await t.app.inject({ url: `${BASE}/auth/me`, headers: { t: token } }))).toEqual({
      status: false,
      data: 'token',
    });
  });

  it('refuses a request without a session before reading its body (issue 20)', async () => {
    // Every operator route, whatever its body: the refusal is the session's, never the fields'.
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('/api/admin/v1/finance/adjustments');
    for (const url of ['/finance/adjustments', '/operators', '/sports/events', '/games/venues/1'])
      for (const headers of [{}, { t: 'not-a-session' }])
        expect(
          json(
            await t.app.inject({
              method: 'POST',
              url: `${BASE}${url}`,
              headers,
              payload: { x: 1 },
            }),
          ),
          url,
        ).toEqual({ status: false, data: 'token' });
  });

  it('expires a session left idle longer than the idle timeout', async () => {
    // Support has no second factor: a new session without waiting for an unused code.
    const admin = await tokenFor('admin', TEST_ADMIN_PASSWORD);
    await t.app.inject({
      method: 'POST',
      url: `${BASE}/operators`,
      headers: { t: admin },
      payload: { account: 'idler', password: 'idler-password-1', role: 'support' },
    });
    const token = await freshTokenFor('idler', 'idler-password-1');
    await t.database.db.execute(
      sql`update operator_sessions set last_seen_at = now() - interval '31 minutes'
          where token_hash = ${hashToken(token)}`,
    );
    expect(json(await t.app.inject({ url: `${BASE}/auth/me`, headers: { t: token } }))).toEqual({
      status: false,
      data: 'token',
    });
  });
});

describe('operator roles and audit', () => {
  it('lets an admin create operators and refuses the same to other roles', async () => {
    const admin = await tokenFor('admin', TEST_ADMIN_PASSWORD);
    const created = json(
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/operators`,
        headers: { t: admin },
        payload: { account: 'fin1', password: 'finance-password-1', role: 'finance' },
      }),
    );
    expect(created).toMatchObject({
      status: true,
      data: { account: 'fin1', role: 'finance', disabled: false },
    });
    const duplicate = json(
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/operators`,
        headers: { t: admin },
        payload: { account: 'fin1', password: 'finance-password-1', role: 'finance' },
      }),
    );
    expect(duplicate.code).toBe('ACCOUNT_EXISTS');

    const finance = await tokenFor('fin1', 'finance-password-1');
    const refused = json(
      await t.app.inject({ url: `${BASE}/operators`, headers: { t: finance, lang: 'en' } }),
    );
    expect(refused).toEqual({
      status: false,
      data: null,
      code: 'FORBIDDEN',
      msg: 'You are not allowed to do this.',
    });
    const badRole = json(
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/operators`,
        headers: { t: admin },
        payload: { account: 'x1', password: 'long-enough-pass', role: 'root' },
      }),
    );
    expect(badRole).toMatchObject({ code: 'VALIDATION', data: { fields: { role: '取值无效' } } });
  });

  it('disabling an operator ends their sessions and is audited with before and after', async () => {
    const admin = await tokenFor('admin', TEST_ADMIN_PASSWORD);
    const created = json(
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/operators`,
        headers: { t: admin },
        payload: { account: 'sup9', password: 'support-password-9', role: 'support' },
      }),
    );
    const supportToken = await tokenFor('sup9', 'support-password-9');
    const disabled = json(
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/operators/${created.data.id}/disable`,
        headers: { t: admin },
      }),
    );
    expect(disabled.data.disabled).toBe(true);
    expect(
      json(await t.app.inject({ url: `${BASE}/auth/me`, headers: { t: supportToken } })),
    ).toEqual({ status: false, data: 'token' });
    expect(json(await login('sup9', 'support-password-9')).code).toBe('ACCOUNT_DISABLED');

    const audit = json(
      await t.app.inject({
        url: `${BASE}/audit?action=operator.disable&targetId=${created.data.id}`,
        headers: { t: admin },
      }),
    );
    expect(audit.data.total).toBe(1);
    expect(audit.data.list[0]).toMatchObject({
      actorKind: 'operator',
      actorName: 'admin',
      action: 'operator.disable',
      targetKind: 'operator',
      before: { account: 'sup9', disabled: false },
      after: { account: 'sup9', disabled: true },
    });
    const enabled = json(
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/operators/${created.data.id}/enable`,
        headers: { t: admin },
      }),
    );
    expect(enabled.data.disabled).toBe(false);
    expect(json(await login('sup9', 'support-password-9')).status).toBe(true);
    const unknown = json(
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/operators/${created.data.id}/delete`,
        headers: { t: admin },
      }),
    );
    expect(unknown).toMatchObject({ code: 'VALIDATION', data: { fields: { action: '取值无效' } } });

    const logins = json(
      await t.app.inject({
        url: `${BASE}/audit?action=operator.login.failed`,
        headers: { t: admin },
      }),
    );
    expect(logins.data.total).toBeGreaterThan(0);
  });

  it('refuses an admin changing their own account, and lists when each last signed in', async () => {
    const admin = await tokenFor('admin', TEST_ADMIN_PASSWORD);
    const created = json(
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/operators`,
        headers: { t: admin },
        payload: { account: 'never9', password: 'never-signs-in-9', role: 'support' },
      }),
    );
    const listed = () => t.app.inject({ url: `${BASE}/operators`, headers: { t: admin } });
    const before = json(await listed()).data.list;
    const self = before.find((o: { account: string }) => o.account === 'admin');
    expect(self.lastSignInAt).toEqual(expect.any(String));
    expect(Date.now() - Date.parse(self.lastSignInAt)).toBeLessThan(60_000);
    expect(before.find((o: { id: number }) => o.id === created.data.id)).toMatchObject({
      account: 'never9',
      lastSignInAt: null,
    });

    // Locking oneself out (or one's own second factor) is refused; nothing changes.
    for (const action of ['disable', 'reset-second-factor', 'enable']) {
      const refused = json(
        await t.app.inject({
          method: 'POST',
          url: `${BASE}/operators/${self.id}/${action}`,
          headers: { t: admin, lang: 'en' },
        }),
      );
      expect(refused).toMatchObject({ status: false, code: 'FORBIDDEN' });
    }
    const after = json(await listed()).data.list.find((o: { id: number }) => o.id === self.id);
    expect(after).toMatchObject({ disabled: false, secondFactor: true });
    expect(json(await t.app.inject({ url: `${BASE}/auth/me`, headers: { t: admin } })).status).toBe(
      true,
    );
  });

  it('keeps the audit log append-only', async () => {
    // drizzle wraps the database error; the trigger's message is its cause.
    const refusal = (query: ReturnType<typeof sql>) =>
      t.database.db.execute(query).then(
        () => 'accepted',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update audit_log set action = 'tampered'`)).toMatch(
      /append-only \(UPDATE refused\)/,
    );
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only \(DELETE refused\)/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only \(TRUNCATE refused\)/);
  });
});

describe('operator log-in rate limit', () => {
  it('answers 429 with Retry-After beyond the per-IP limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN_PER_10_MINUTES: '2' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: `${BASE}/auth/login`,
          headers: { lang: 'en' },
          payload: { account: 'x', password: 'y' },
        });
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(200);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(json(third)).toMatchObject({ status: false, data: null, code: 'RATE_LIMITED' });
      expect(json(third).msg).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    } finally {
      await limited.close();
    }
  });
});
