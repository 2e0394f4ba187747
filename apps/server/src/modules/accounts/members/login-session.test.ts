import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, createTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  createMemberTestApp,
  encrypt,
  get,
  login,
  post,
  registerMember,
  PASSWORD,
  query,
} from '../../../testing/members.ts';
import { DEMO_MEMBER } from './demo-members.ts';
import { MemberSessions } from './member-sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createMemberTestApp({ SESSION_IDLE_MINUTES: '30' });
});
afterAll(() => t.close());

const LOGIN = '/api/f/v1/member/login/mpe';
const ME = '/api/findmed/v1/member/token';

const isDead = async (token: string, headers: Record<string, string> = {}) =>
  json(await get(t.app, ME, { t: token, ...headers }));

describe('log in', () => {
  it('answers with a fresh token in the id header and data.token', async () => {
    await registerMember(t.app, t.database, 'loginok1');
    const res = await login(t.app, 'LOGINOK1');
    expect(json(res)).toMatchObject({ status: true, data: { member: { username: 'loginok1' } } });
    expect(res.headers['id']).toBe(json(res).data.token);
  });

  it('gives the same message for a wrong password and an unknown account', async () => {
    await registerMember(t.app, t.database, 'loginbad1');
    const wrong = json(await login(t.app, 'loginbad1', 'Wrong1234'));
    const unknown = json(await login(t.app, 'nosuchuser', PASSWORD));
    expect(wrong).toEqual({
      status: false,
      data: null,
      code: 'ACCOUNT_OR_PASSWORD',
      msg: '账号或密码错误',
    });
    expect(unknown).toEqual(wrong);
  });

  it('locks the account after 5 failures in 15 minutes, even for the right password', async () => {
    await registerMember(t.app, t.database, 'lockme01');
    for (let i = 0; i < 5; i += 1) {
      expect(json(await login(t.app, 'lockme01', 'Wrong1234')).code).toBe('ACCOUNT_OR_PASSWORD');
    }
    const locked = json(await login(t.app, 'lockme01'));
    expect(locked).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      msg: '登录失败次数过多，账号已锁定，请15分钟后再试',
    });
    // Once the window has passed, the right password works again.
    await query(
      t.database,
      sql`update auth_attempts set created_at = created_at - interval '16 minutes' where account = 'lockme01'`,
    );
    expect(json(await login(t.app, 'lockme01')).status).toBe(true);
    const audit = await query(
      t.database,
      sql`select count(*)::int as n from audit_log where action = 'member.login.failed' and actor_name = 'lockme01'`,
    );
    expect(Number((audit[0] as { n: number }).n)).toBeGreaterThanOrEqual(5);
  });

  it('locks out the address that failed, not the owner elsewhere, until many addresses fail', async () => {
    await registerMember(t.app, t.database, 'lockip01');
    const from = async (ip: string, password: string) =>
      json(
        await t.app.inject({
          method: 'POST',
          url: LOGIN,
          remoteAddress: ip,
          headers: { device_no: 'h5_ios_abcdefgh12_ijklmnop34' },
          payload: { account: 'lockip01', password: await encrypt(t.app, password), captcha: 'x' },
        }),
      );
    for (let i = 0; i < 5; i += 1) await from('203.0.113.7', 'Wrong1234');
    expect(await from('203.0.113.7', PASSWORD)).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    // The owner, from their own address, is not kept out by a stranger's guesses.
    expect(await from('198.51.100.20', PASSWORD)).toMatchObject({ status: true });
    // Twenty failures from many addresses (after the owner's success) lock every address.
    for (let i = 0; i < 20; i += 1) await from(`192.0.2.${i + 1}`, 'Wrong1234');
    expect(await from('198.51.100.20', PASSWORD)).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('refuses a NUL character as a field error, never a 500', async () => {
    const res = await login(t.app, 'demo\u000001');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { account: '格式不正确' } },
    });
  });

  it('checks the captcha when it is on', async () => {
    const on = await createTestApp({ SMS_OUTBOX: 'on' });
    try {
      const res = await post(on.app, LOGIN, {
        account: 'whoever1',
        password: await encrypt(on.app, PASSWORD),
        captcha: 'abcd',
      });
      expect(json(res)).toMatchObject({ code: 'CAPTCHA_INVALID', msg: '图形验证码错误' });
    } finally {
      await on.close();
    }
  });

  it('refuses a disabled member with its own message only when the password is right', async () => {
    const { member } = await registerMember(t.app, t.database, 'disabled1');
    await query(t.database, sql`update members set disabled_at = now() where id = ${member.id}`);
    expect(json(await login(t.app, 'disabled1')).code).toBe('ACCOUNT_DISABLED');
    expect(json(await login(t.app, 'disabled1', 'Wrong1234')).code).toBe('ACCOUNT_OR_PASSWORD');
  });
});

describe('demo member', () => {
  it('logs in with the README credentials and has a withdrawal password and a card', async () => {
    await t.app.services.members.seedDemo(['pgdz', 'hx']);
    await t.app.services.members.seedDemo(['pgdz']);
    const res = json(await login(t.app, DEMO_MEMBER.account, DEMO_MEMBER.password));
    expect(res.data.member).toMatchObject({ username: 'demo01', realName: '张三' });
    const as = { t: res.data.token as string };
    expect(json(await get(t.app, '/api/f/v1/withdraw/password/config', as)).data).toEqual({
      d: true,
      p: true,
    });
    expect(json(await get(t.app, '/api/findmed/v1/member/cards', as)).data.bank).toHaveLength(1);
  });
});

describe('sessions', () => {
  it('logout ends the session on the server', async () => {
    const { token } = await registerMember(t.app, t.database, 'logout01');
    const out = await post(t.app, '/api/f/v1/member/logout', {}, { t: token });
    expect(json(out)).toEqual({ status: true, data: null });
    expect(await isDead(token)).toEqual({ status: false, data: 'token' });
  });

  it('answers a missing, unknown or malformed token with data "token"', async () => {
    expect(json(await get(t.app, ME))).toEqual({ status: false, data: 'token' });
    expect(await isDead('x'.repeat(43))).toEqual({ status: false, data: 'token' });
    expect(await isDead('y'.repeat(500))).toEqual({ status: false, data: 'token' });
  });

  it('expires after the idle timeout and after the absolute lifetime', async () => {
    const idle = (await registerMember(t.app, t.database, 'idle0001')).token;
    const old = (await registerMember(t.app, t.database, 'old00001')).token;
    expect(json(await get(t.app, ME, { t: idle })).status).toBe(true);
    await query(
      t.database,
      sql`update member_sessions s set last_seen_at = now() - interval '31 minutes' from members m where m.id = s.member_id and m.account = 'idle0001'`,
    );
    await query(
      t.database,
      sql`update member_sessions s set expires_at = now() - interval '1 second' from members m where m.id = s.member_id and m.account = 'old00001'`,
    );
    expect(await isDead(idle)).toEqual({ status: false, data: 'token' });
    expect(await isDead(old)).toEqual({ status: false, data: 'token' });
  });

  it('sets the absolute lifetime to 12 hours', async () => {
    await registerMember(t.app, t.database, 'twelve01');
    const rows = await query(
      t.database,
      sql`select extract(epoch from (s.expires_at - s.created_at))::int as secs from member_sessions s join members m on m.id = s.member_id where m.account = 'twelve01'`,
    );
    expect(Number((rows[0] as { secs: number }).secs)).toBeCloseTo(12 * 3600, -1);
  });

  it('does not accept one brand’s token on another', async () => {
    const { token } = await registerMember(t.app, t.database, 'brandtok1');
    expect(await isDead(token, { site_code: 'hx' })).toEqual({ status: false, data: 'token' });
    expect(json(await get(t.app, ME, { t: token, site_code: 'pgdz' })).status).toBe(true);
  });

  it('ends a disabled member’s sessions at once', async () => {
    const { token, member } = await registerMember(t.app, t.database, 'disable02');
    await query(t.database, sql`update members set disabled_at = now() where id = ${member.id}`);
    expect(await isDead(token)).toEqual({ status: false, data: 'token' });
  });

  it('survives a restart: sessions live in the database', async () => {
    const { token } = await registerMember(t.app, t.database, 'restart01');
    const fresh = new MemberSessions(t.database.db, t.config);
    await expect(fresh.authenticate(token, 'pgdz')).resolves.toMatchObject({
      account: 'restart01',
    });
  });
});
