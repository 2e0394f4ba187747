import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMembers } from '../../../testing/ledger.ts';
import { login, post, query, registerMember } from '../../../testing/members.ts';
import { operatorTokenOf } from '../../../testing/operator-sign-in.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { adminToken, operator, operatorGet } from '../../../testing/withdrawal-kit.ts';

// Operators find members and read one (GET /api/admin/v1/members, /members/:id): by account,
// phone, email, real name or invite code; kept to their sites; every read in the audit trail.

let t: TestApp;
let support: string;
type Registered = { id: number; account: string; phone: string; inviteCode: string; token: string };
let alpha1: Registered;
let alpha2: Registered;
let beta: Registered;
let kyMember: { id: number; account: string };

async function register(account: string, extra: Record<string, unknown> = {}) {
  const { token, phone, member } = await registerMember(t.app, t.database, account, extra);
  return {
    id: Number(member.id),
    account,
    phone,
    inviteCode: String(member.inviteCode),
    token,
  };
}

const list = async (token: string, params: string) =>
  operatorGet(t, token, `/members${params ? `?${params}` : ''}`);
const ids = (answer: { data: { list: { id: number }[] } }) => answer.data.list.map((m) => m.id);
const find = async (q: string) => ids(await list(support, `q=${encodeURIComponent(q)}`));

async function scopedOperator(account: string, role: string, sites: string[]) {
  const password = `${account}-password-1`;
  const made = json(
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/operators',
      headers: { t: await adminToken(t) },
      payload: { account, password, role, sites },
    }),
  );
  expect(made).toMatchObject({ status: true, data: { sites } });
  return operatorTokenOf(t.app, account, password);
}

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  support = await operator(t, 'mrsupport', 'support');
  alpha1 = await register('srchalpha1');
  alpha2 = await register('SrchAlpha2', { invite_code: alpha1.inviteCode.toLowerCase() });
  beta = await register('srchbeta');
  await t.database.db.execute(
    sql`update members set email = 'alpha2@example.com' where id = ${alpha2.id}`,
  );
  await t.database.db.execute(sql`update members set real_name = '张三丰' where id = ${beta.id}`);
  const [kyId] = await insertMembers(t.database, 1, 'ky');
  const [row] = await query<{ account: string }>(
    t.database,
    sql`select account from members where id = ${kyId}`,
  );
  kyMember = { id: Number(kyId), account: row?.account ?? '' };
});
afterAll(() => t.close());

describe('GET /api/admin/v1/members', () => {
  it('finds members by the first letters of their account, in any case, newest first', async () => {
    expect(await find('SRCHALPHA')).toEqual([alpha2.id, alpha1.id]);
    expect(await find('srch')).toEqual([beta.id, alpha2.id, alpha1.id]);
    expect(await find('  srchbeta ')).toEqual([beta.id]);
    // LIKE's wildcards are letters like any other.
    expect(await find('srch%')).toEqual([]);
    expect(await find('srch_lpha')).toEqual([]);
    expect(await find('%')).toEqual([]);
  });

  it('finds a member by phone, with or without the area code', async () => {
    for (const q of [
      alpha1.phone,
      `86${alpha1.phone}`,
      `+86${alpha1.phone}`,
      `+86 ${alpha1.phone}`,
    ])
      expect(await find(q), q).toEqual([alpha1.id]);
    expect(await find(alpha1.phone.slice(0, 7))).toEqual([]); // a number is found whole
    expect(await find(`852${alpha1.phone}`)).toEqual([]); // under another area code
  });

  it('finds a member by email (any case), real name or invite code (any case)', async () => {
    expect(await find('ALPHA2@Example.com')).toEqual([alpha2.id]);
    expect(await find('张三丰')).toEqual([beta.id]);
    expect(await find('张三')).toEqual([]);
    expect(await find(beta.inviteCode.toLowerCase())).toEqual([beta.id]);
    expect(await find(alpha1.inviteCode)).toEqual([alpha1.id]);
  });

  it('answers each member with their details', async () => {
    const answer = await list(support, `q=${alpha2.account}`);
    expect(answer).toEqual({
      status: true,
      data: {
        list: [
          {
            id: alpha2.id,
            siteCode: 'pgdz',
            account: 'SrchAlpha2',
            realName: null,
            areaCode: '86',
            phone: alpha2.phone,
            email: 'alpha2@example.com',
            vipLevel: 0,
            inviteCode: alpha2.inviteCode,
            disabled: false,
            createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
            lastLoginAt: expect.stringMatching(/Z$/),
          },
        ],
        total: 1,
        page: 1,
        size: 20,
      },
    });
  });

  it('lists every member newest first without q, a page at a time', async () => {
    const all = await list(support, '');
    expect(all.data.total).toBe(4);
    expect(ids(all)).toEqual([kyMember.id, beta.id, alpha2.id, alpha1.id]);
    const second = await list(support, 'page=2&size=2');
    expect(second.data).toMatchObject({ total: 4, page: 2, size: 2 });
    expect(ids(second)).toEqual([alpha2.id, alpha1.id]);
    expect(ids(await list(support, 'site=ky'))).toEqual([kyMember.id]);
    expect(ids(await list(support, 'site=pgdz&q=srchbeta'))).toEqual([beta.id]);
    expect(ids(await list(support, 'site=ky&q=srch'))).toEqual([]);
  });

  it('refuses a search text too long, a page too large, and roles without the right', async () => {
    expect(await list(support, `q=${'a'.repeat(101)}`)).toMatchObject({ code: 'VALIDATION' });
    expect(await list(support, `q=${'a'.repeat(100)}`)).toMatchObject({ status: true });
    expect(await list(support, 'size=101')).toMatchObject({ code: 'VALIDATION' });
    expect(await list(support, 'page=0')).toMatchObject({ code: 'VALIDATION' });
    const trader = await operator(t, 'mrtrader', 'trader');
    expect(await list(trader, '')).toMatchObject({ code: 'FORBIDDEN' });
    const finance = await operator(t, 'mrfinance', 'finance');
    expect(await list(finance, 'q=srchbeta')).toMatchObject({ status: true });
  });
});

describe('GET /api/admin/v1/members/:id', () => {
  it('answers the member with their inviter, standing and latest sessions', async () => {
    // A second session by log-in; the first one (registration's) ends by log-out.
    expect(json(await login(t.app, alpha2.account)).status).toBe(true);
    await post(t.app, '/api/f/v1/member/logout', {}, { t: alpha2.token });

    const answer = await operatorGet(t, support, `/members/${alpha2.id}`);
    expect(answer).toMatchObject({
      status: true,
      data: {
        id: alpha2.id,
        account: 'SrchAlpha2',
        siteCode: 'pgdz',
        phone: alpha2.phone,
        email: 'alpha2@example.com',
        disabled: false,
        inviter: { id: alpha1.id, account: 'srchalpha1' },
        marketingMessages: true,
        withdrawPasswordSet: false,
        adultConfirmedAt: expect.any(String),
        disabledAt: null,
        lastLoginAt: expect.any(String),
        lastLoginIp: expect.any(String),
      },
    });
    const sessions = answer.data.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
      endedAt: null,
      endReason: null,
      live: true,
      ip: expect.any(String),
      deviceNo: expect.any(String),
    });
    expect(sessions[1]).toMatchObject({ endedAt: expect.any(String), endReason: 'logout' });
    expect(sessions[1].live).toBe(false);
    expect(sessions[0].id).toBeGreaterThan(sessions[1].id);
    expect(JSON.stringify(answer)).not.toMatch(/hash/i);

    const first = await operatorGet(t, support, `/members/${alpha1.id}`);
    expect(first.data).toMatchObject({ inviter: null, sessions: [{ live: true }] });
  });

  it('shows no session live once the member is disabled', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/v1/members/${beta.id}/disable`,
      headers: { t: support },
      payload: { reason: 'test' },
    });
    const answer = await operatorGet(t, support, `/members/${beta.id}`);
    expect(answer.data).toMatchObject({ disabled: true, disabledAt: expect.any(String) });
    expect(answer.data.sessions.map((s: { live: boolean }) => s.live)).toEqual([false]);
    expect(answer.data.sessions[0].endReason).toBe('disabled');
  });

  it('refuses an id that is not one, and answers NOT_FOUND for one that names nobody', async () => {
    for (const id of ['abc', '0', '-1', '1e3', '0x10', '1.5', '12345678901234567890'])
      expect(await operatorGet(t, support, `/members/${id}`), id).toMatchObject({
        code: 'VALIDATION',
      });
    expect(await operatorGet(t, support, '/members/99999999')).toMatchObject({
      status: false,
      code: 'NOT_FOUND',
    });
  });
});

describe('operators kept to a site', () => {
  it('find and see only their site’s members', async () => {
    const ky = await scopedOperator('mrkysupport', 'support', ['ky']);
    expect(ids(await list(ky, ''))).toEqual([kyMember.id]); // their one site, filled in
    expect(ids(await list(ky, 'site=ky&q=srch'))).toEqual([]);
    expect(await list(ky, 'site=pgdz')).toMatchObject({ code: 'FORBIDDEN' });
    expect(await list(ky, `site=pgdz&q=${alpha1.phone}`)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await operatorGet(t, ky, `/members/${alpha1.id}`)).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await operatorGet(t, ky, `/members/${alpha1.id}/wallet`)).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await operatorGet(t, ky, `/members/${kyMember.id}`)).toMatchObject({
      status: true,
      data: { id: kyMember.id, siteCode: 'ky', account: kyMember.account },
    });

    const both = await scopedOperator('mrbothfinance', 'finance', ['ky', 'pgdz']);
    expect(await list(both, '')).toMatchObject({ code: 'SITE_REQUIRED' });
    expect(ids(await list(both, 'site=pgdz&q=srchalpha1'))).toEqual([alpha1.id]);
  });
});

describe('reads of members', () => {
  it('are in the audit trail: who read which, with what search', async () => {
    const reader = await operator(t, 'mraudit', 'admin');
    await list(reader, 'q=srchbeta&size=5');
    await operatorGet(t, reader, `/members/${beta.id}`);
    await operatorGet(t, reader, '/members/99999999'); // a read attempted is a read audited
    const rows = await query<{ target_kind: string; target_id: string; after: unknown }>(
      t.database,
      sql`select target_kind, target_id, after from audit_log
          where action = 'personal_data.read' and actor_name = 'mraudit' order by id`,
    );
    expect(rows).toEqual([
      {
        target_kind: 'members',
        target_id: '*',
        after: { query: expect.objectContaining({ q: 'srchbeta', size: 5 }) },
      },
      { target_kind: 'member', target_id: String(beta.id), after: { query: {} } },
      { target_kind: 'member', target_id: '99999999', after: { query: {} } },
    ]);
  });
});
