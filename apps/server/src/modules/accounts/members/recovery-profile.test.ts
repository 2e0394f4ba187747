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

const SMS = '/api/service/sms';
const ME = '/api/findmed/v1/member/token';
const NEW_PASSWORD = 'Another456';

async function forget(account: string, code: string, password = NEW_PASSWORD) {
  return post(t.app, '/api/findmed/v1/member/forgetpassword', {
    account,
    type: 'phone',
    code,
    password: await encrypt(t.app, password),
    confirmPassword: await encrypt(t.app, password),
  });
}

describe('codes', () => {
  it('sends at most one a minute and five an hour to a phone', async () => {
    const phone = nextPhone();
    const body = { type: 'phone', purpose: 'register', areaCode: '86', phone };
    const first = await post(t.app, SMS, body, { 'x-forwarded-for': '10.0.0.1' });
    expect(json(first)).toMatchObject({
      status: true,
      data: { channel: 'phone', resendSeconds: 60, expiresSeconds: 600 },
    });
    expect(json(first).data.to).toMatch(/^\+86 139\*\*\*\*\d{4}$/);
    const again = await post(t.app, SMS, body);
    expect(again.statusCode).toBe(429);
    expect(json(again)).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    for (let i = 0; i < 4; i += 1) {
      await ageCodes(t.database, 61);
      expect(json(await post(t.app, SMS, body)).status).toBe(true);
    }
    await ageCodes(t.database, 61);
    const sixth = await post(t.app, SMS, body);
    expect(sixth.statusCode).toBe(429);
    await ageCodes(t.database);
  });

  it('sends at most one a minute from one IP, whatever the phone', async () => {
    await ageCodes(t.database);
    const send = () =>
      post(t.app, SMS, { type: 'phone', purpose: 'register', areaCode: '86', phone: nextPhone() });
    expect(json(await send()).status).toBe(true);
    const second = await send();
    expect(second.statusCode).toBe(429);
    expect(json(second).msg).toMatch(/^操作过于频繁，请\d+秒后再试$/);
    await ageCodes(t.database);
  });

  it('sends forget codes only to the bound phone, answering alike for any account (issue 20)', async () => {
    const { phone } = await registerMember(t.app, t.database, 'bound001');
    const ask = (type: string, account: string) =>
      post(t.app, SMS, { type, purpose: 'forget', account });
    const sent = json(await ask('phone', 'bound001'));
    expect(sent).toMatchObject({ status: true, data: { channel: 'phone', to: '' } });
    const codes = await query<{ target: string }>(
      t.database,
      sql`select target from verification_codes where purpose = 'forget' and member_id is not null`,
    );
    expect(codes.map((r) => r.target)).toContain(`+86${phone}`);
    await ageCodes(t.database);
    // No email bound, no such account: the same answer, nothing sent.
    const noEmail = json(await ask('email', 'bound001'));
    await ageCodes(t.database);
    const unknown = json(await ask('phone', 'nobody99'));
    expect(noEmail).toEqual({ ...sent, data: { ...sent.data, channel: 'email' } });
    expect(unknown).toEqual(sent);
    // And limited alike: a second ask within the minute is refused, as for a real account.
    expect(json(await ask('phone', 'nobody99'))).toMatchObject({ code: 'RATE_LIMITED' });
    await ageCodes(t.database);
  });

  it('needs a session to send bind and withdraw codes', async () => {
    const res = await post(t.app, SMS, { type: 'email', purpose: 'bind', email: 'a@b.co' });
    expect(json(res)).toEqual({ status: false, data: 'token' });
  });

  it('refuses a NUL character in an address as VALIDATION, never a 500', async () => {
    const res = await post(t.app, SMS, { type: 'email', purpose: 'register', email: 'a\0@b.co' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { email: '格式不正确' } },
    });
  });

  it('refuses an unknown purpose or channel as VALIDATION', async () => {
    const res = await post(t.app, SMS, { type: 'fax', purpose: 'register' });
    expect(json(res)).toMatchObject({ code: 'VALIDATION', data: { fields: { type: '取值无效' } } });
  });
});

describe('forgotten password', () => {
  it('resets with a code from the outbox, ends every session and the old password', async () => {
    const { token, phone } = await registerMember(t.app, t.database, 'forget01');
    await post(t.app, SMS, { type: 'phone', purpose: 'forget', account: 'forget01' });
    const code = await outboxCode(t.app, `+86${phone}`);
    const res = await forget('forget01', code);
    expect(json(res)).toEqual({ status: true, data: null });
    expect(json(await get(t.app, ME, { t: token }))).toEqual({ status: false, data: 'token' });
    expect(json(await login(t.app, 'forget01', PASSWORD)).code).toBe('ACCOUNT_OR_PASSWORD');
    expect(json(await login(t.app, 'forget01', NEW_PASSWORD)).status).toBe(true);
    // Single use.
    expect(json(await forget('forget01', code, 'Third7890')).code).toBe('CODE_INVALID');
    await ageCodes(t.database);
  });

  it('refuses an expired code', async () => {
    const { phone } = await registerMember(t.app, t.database, 'expire01');
    await post(t.app, SMS, { type: 'phone', purpose: 'forget', account: 'expire01' });
    const code = await outboxCode(t.app, `+86${phone}`);
    await query(
      t.database,
      sql`update verification_codes set expires_at = now() - interval '1 second' where target = ${`+86${phone}`}`,
    );
    expect(json(await forget('expire01', code))).toMatchObject({
      code: 'CODE_INVALID',
      msg: '验证码错误',
    });
    expect(json(await login(t.app, 'expire01', PASSWORD)).status).toBe(true);
    await ageCodes(t.database);
  });

  it('burns a code after 5 wrong guesses', async () => {
    const { phone } = await registerMember(t.app, t.database, 'guess001');
    await post(t.app, SMS, { type: 'phone', purpose: 'forget', account: 'guess001' });
    const code = await outboxCode(t.app, `+86${phone}`);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i += 1)
      expect(json(await forget('guess001', wrong)).code).toBe('CODE_INVALID');
    expect(json(await forget('guess001', code)).code).toBe('CODE_INVALID');
    await ageCodes(t.database);
  });

  it('does not accept a code sent for another purpose', async () => {
    const phone = nextPhone();
    await post(t.app, SMS, { type: 'phone', purpose: 'register', areaCode: '86', phone });
    const registerCode = await outboxCode(t.app, `+86${phone}`);
    await ageCodes(t.database);
    const { phone: bound } = await registerMember(t.app, t.database, 'purpose01');
    expect(bound).not.toBe(phone);
    expect(json(await forget('purpose01', registerCode)).code).toBe('CODE_INVALID');
  });
});

describe('change password', () => {
  it('needs the old password, ends the other sessions and keeps this one', async () => {
    const { token } = await registerMember(t.app, t.database, 'change01');
    const other = json(await login(t.app, 'change01', PASSWORD)).data.token as string;
    const change = async (oldPassword: string, password: string, confirm = password) =>
      post(
        t.app,
        '/api/findmed/v1/member/updatepassword',
        {
          oldPassword: await encrypt(t.app, oldPassword),
          password: await encrypt(t.app, password),
          confirmPassword: await encrypt(t.app, confirm),
        },
        { t: token },
      );
    expect(json(await change('Wrong1234', NEW_PASSWORD))).toMatchObject({
      code: 'PASSWORD_WRONG',
      msg: '原密码错误',
    });
    expect(json(await change(PASSWORD, PASSWORD))).toMatchObject({ code: 'PASSWORD_UNCHANGED' });
    expect(json(await change(PASSWORD, NEW_PASSWORD, 'Nope12345'))).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { confirmPassword: '两次输入不一致' } },
    });
    expect(json(await change(PASSWORD, NEW_PASSWORD))).toEqual({ status: true, data: null });
    expect(json(await get(t.app, ME, { t: token })).status).toBe(true);
    expect(json(await get(t.app, ME, { t: other }))).toEqual({ status: false, data: 'token' });
    expect(json(await login(t.app, 'change01', NEW_PASSWORD)).status).toBe(true);
  });
});

describe('profile', () => {
  it('sets the real name once', async () => {
    const { token } = await registerMember(t.app, t.database, 'profile01');
    const update = (body: Record<string, unknown>) =>
      post(t.app, '/api/findmed/v1/member/update', body, { t: token });
    expect(json(await update({ realName: '张' }))).toMatchObject({ code: 'VALIDATION' });
    expect(json(await update({ realName: '张三' })).data.realName).toBe('张三');
    expect(json(await update({ realName: '李四' }))).toMatchObject({ code: 'REAL_NAME_LOCKED' });
  });

  it('binds a new email with a code sent to it', async () => {
    const { token } = await registerMember(t.app, t.database, 'profile02');
    const email = `p02.${Date.now()}@example.com`;
    const sent = await post(t.app, SMS, { type: 'email', purpose: 'bind', email }, { t: token });
    expect(json(sent).data.to).toBe('p0***@example.com');
    const code = await outboxCode(t.app, email);
    const bad = await post(
      t.app,
      '/api/findmed/v1/member/update',
      { email, code: '000000' === code ? '111111' : '000000' },
      { t: token },
    );
    expect(json(bad).code).toBe('CODE_INVALID');
    const res = await post(t.app, '/api/findmed/v1/member/update', { email, code }, { t: token });
    expect(json(res).data.email).toBe('p0***@example.com');
    await ageCodes(t.database);
  });

  it('binds a new phone with a code sent to the new number', async () => {
    const { token } = await registerMember(t.app, t.database, 'profile03');
    const phone = '85291234567'.slice(3);
    await post(
      t.app,
      SMS,
      { type: 'phone', purpose: 'bind', areaCode: '852', phone },
      { t: token },
    );
    const code = await outboxCode(t.app, `+852${phone}`);
    const res = await post(
      t.app,
      '/api/findmed/v1/member/update',
      { areaCode: '852', phone, code },
      { t: token },
    );
    expect(json(res).data).toMatchObject({ areaCode: '852', phone: '91****4567' });
    await ageCodes(t.database);
  });

  it('lets no member read or change another member: every read uses the session', async () => {
    const a = await registerMember(t.app, t.database, 'ownera01');
    const b = await registerMember(t.app, t.database, 'ownerb01');
    const res = await post(
      t.app,
      '/api/findmed/v1/member/update',
      { realName: '王五', id: a.member.id, account: 'ownera01' },
      { t: b.token },
    );
    expect(json(res).data.username).toBe('ownerb01');
    const aInfo = json(await get(t.app, ME, { t: a.token })).data;
    expect(aInfo.realName).toBe('');
  });

  it('lists area codes in the request language', async () => {
    const zh = json(await get(t.app, '/api/findmed/v1/member/phoneArea')).data.list;
    const en = json(await get(t.app, '/api/findmed/v1/member/phoneArea', { lang: 'en' })).data.list;
    expect(zh[0]).toEqual({ code: '86', name: '中国大陆' });
    expect(en[0]).toEqual({ code: '86', name: 'Mainland China' });
  });
});
