import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestApp } from '../../../testing/test-app.ts';
import {
  ageCodes,
  createMemberTestApp,
  encrypt,
  get,
  login,
  nextPhone,
  outboxCode,
  post,
  registerMember,
  PASSWORD,
  query,
} from '../../../testing/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createMemberTestApp();
});
afterAll(() => t.close());

const REGISTER = '/api/f/v1/member/register';

async function form(overrides: Record<string, unknown> = {}) {
  return {
    account: 'newbie01',
    password: await encrypt(t.app, PASSWORD),
    confirmPassword: await encrypt(t.app, PASSWORD),
    areaCode: '86',
    phone: nextPhone(),
    code: '123456',
    captcha: 'x',
    adult: '1',
    ...overrides,
  };
}

async function memberCount(): Promise<number> {
  const result = await query(t.database, sql`select count(*)::int as n from members`);
  return Number((result[0] as { n: number }).n);
}

describe('register', () => {
  it('creates the member, logs them in and answers with the token in the id header', async () => {
    const { token, member, res } = await registerMember(t.app, t.database, 'Carol01');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(json(res).data.token).toBe(token);
    expect(member).toMatchObject({
      username: 'Carol01',
      areaCode: '86',
      vipLevel: 0,
      realName: '',
    });
    expect(member.phone).toMatch(/^139\*\*\*\*\d{4}$/);
    const info = await get(t.app, '/api/findmed/v1/member/token', { t: token });
    expect(json(info).data.username).toBe('Carol01');
  });

  it('stores the password with argon2id and the token only as a hash', async () => {
    const { token } = await registerMember(t.app, t.database, 'hashcheck1');
    const rows = await query(
      t.database,
      sql`select m.password_hash, s.token_hash from members m join member_sessions s on s.member_id = m.id where m.account = 'hashcheck1'`,
    );
    const row = rows[0] as { password_hash: string; token_hash: string };
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.token_hash).not.toContain(token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('links the new member to the agent whose invite code they came with', async () => {
    const agent = await registerMember(t.app, t.database, 'agent001');
    const invited = await registerMember(t.app, t.database, 'invitee01', {
      invite_code: agent.member.inviteCode.toLowerCase(),
    });
    const rows = await query(
      t.database,
      sql`select inviter_id from members where id = ${invited.member.id}`,
    );
    // int8 comes back as a string from pg and as a number from PGlite.
    expect(Number((rows[0] as { inviter_id: string | number }).inviter_id)).toBe(agent.member.id);
  });

  it('accepts a pasted 64-character password', async () => {
    const long = 'Zx9!#$%&()*+,-./:;<=>?@[]^_`{|}~'.padEnd(64, 'q7');
    const { token } = await registerMember(t.app, t.database, 'longpass1', {
      password: await encrypt(t.app, long),
      confirmPassword: await encrypt(t.app, long),
    });
    expect(token).toBeTruthy();
    expect(json(await login(t.app, 'longpass1', long)).status).toBe(true);
  });

  it.each([
    ['account too short', { account: 'abc' }, { account: '长度过短' }],
    ['account with symbols', { account: 'ab_cd' }, { account: '格式不正确' }],
    ['account too long', { account: 'abcdefghijkl' }, { account: '长度过长' }],
    ['weak password', { password: 'letters-only' }, { password: '密码须同时包含字母和数字' }],
    ['short password', { password: 'ab12' }, { password: '长度过短' }],
    ['mismatch', { confirmPassword: 'Other1234' }, { confirmPassword: '两次输入不一致' }],
    ['empty area code', { areaCode: '' }, { areaCode: '此项为必填项' }],
    ['bad phone', { phone: '12345678901' }, { phone: '格式不正确' }],
    ['missing code', { code: '' }, { code: '此项为必填项' }],
    ['bad email', { email: 'not-an-email' }, { email: '格式不正确' }],
  ] as [string, Record<string, string>, Record<string, string>][])(
    'refuses %s with VALIDATION on the field and creates nobody',
    async (_name, patch, fields) => {
      const before = await memberCount();
      const encrypted: Record<string, unknown> = { ...patch };
      if ('password' in patch) {
        encrypted.password = await encrypt(t.app, patch.password);
        encrypted.confirmPassword = encrypted.password;
      }
      if ('confirmPassword' in patch)
        encrypted.confirmPassword = await encrypt(t.app, patch.confirmPassword);
      const res = await post(t.app, REGISTER, await form(encrypted));
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ status: false, code: 'VALIDATION', data: { fields } });
      expect(await memberCount()).toBe(before);
    },
  );

  it('refuses a password that is not our ciphertext as a field error, never a 500', async () => {
    const res = await post(t.app, REGISTER, await form({ password: 'plain-text-password' }));
    expect(json(res)).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { password: '格式不正确' } },
    });
  });

  it('needs the 18+ confirmation', async () => {
    const res = await post(t.app, REGISTER, await form({ adult: '0' }));
    expect(json(res)).toMatchObject({
      status: false,
      code: 'ADULT_REQUIRED',
      msg: '您须年满18周岁方可注册',
    });
    const missing = await post(t.app, REGISTER, await form({ adult: undefined }), { lang: 'en' });
    expect(json(missing).msg).toBe('You must be 18 or older to register.');
  });

  it('refuses an unknown invite code', async () => {
    const res = await post(t.app, REGISTER, await form({ invite_code: 'NOSUCH99' }));
    expect(json(res)).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { invite_code: '取值无效' } },
    });
  });

  it('refuses a taken account name in any case', async () => {
    await registerMember(t.app, t.database, 'takenname');
    const res = await post(t.app, REGISTER, await form({ account: 'TakenName' }));
    expect(json(res)).toMatchObject({ code: 'ACCOUNT_EXISTS', msg: '该账号已被注册' });
  });

  it('refuses a wrong SMS code and keeps the account name free', async () => {
    const phone = nextPhone();
    await post(t.app, '/api/service/sms', {
      type: 'phone',
      purpose: 'register',
      areaCode: '86',
      phone,
    });
    const real = await outboxCode(t.app, `+86${phone}`);
    const wrong = real === '000000' ? '111111' : '000000';
    const res = await post(
      t.app,
      REGISTER,
      await form({ account: 'wrongcode1', phone, code: wrong }),
    );
    expect(json(res)).toMatchObject({ code: 'CODE_INVALID', msg: '验证码错误' });
    const ok = await post(
      t.app,
      REGISTER,
      await form({ account: 'wrongcode1', phone, code: real }),
    );
    expect(json(ok).status).toBe(true);
    await ageCodes(t.database);
  });

  it('does not ask for a phone on a brand that does not require one', async () => {
    const res = await post(
      t.app,
      REGISTER,
      await form({ account: 'nophone01', areaCode: undefined, phone: undefined, code: undefined }),
      { site_code: 'hgty' },
    );
    expect(json(res).status).toBe(true);
    expect(json(res).data.member.phone).toBe('');
  });

  it('keeps one account name per site: the same name registers on another brand', async () => {
    await registerMember(t.app, t.database, 'twosites1');
    const other = await post(
      t.app,
      REGISTER,
      await form({ account: 'twosites1', areaCode: undefined, phone: undefined, code: undefined }),
      { site_code: 'hgty' },
    );
    expect(json(other).status).toBe(true);
  });

  it('writes the registration to the audit log', async () => {
    const { member } = await registerMember(t.app, t.database, 'audited01');
    const rows = await query(
      t.database,
      sql`select action, after from audit_log where target_kind = 'member' and target_id = ${String(member.id)}`,
    );
    expect(rows.map((r) => (r as { action: string }).action)).toContain('member.register');
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });
});
