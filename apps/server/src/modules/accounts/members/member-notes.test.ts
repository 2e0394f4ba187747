import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encrypt, get, post, query } from '../../../testing/members.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import {
  adminToken,
  newMember,
  operator,
  operatorGet,
  operatorPost,
  type TestMember,
} from '../../../testing/withdrawal-kit.ts';

// Operators' notes on a member (GET/POST /api/admin/v1/members/:id/notes: never changed or
// removed), and the reset of a member's withdrawal password (POST /members/:id/reset-withdraw-
// password): each audited, each kept to the operator's sites.

let t: TestApp;
let support: string;
let member: TestMember;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  support = await operator(t, 'notesupport', 'support');
  member = await newMember(t, 'notemember', { card: false });
});
afterAll(() => t.close());

const notesOf = (token: string, id: number | string, params = '') =>
  operatorGet(t, token, `/members/${id}/notes${params}`);
const addNote = (token: string, id: number | string, text: unknown) =>
  operatorPost(t, token, `/members/${id}/notes`, { text });
const reset = (token: string, id: number | string, body: Record<string, unknown>) =>
  operatorPost(t, token, `/members/${id}/reset-withdraw-password`, body);

describe('notes on a member', () => {
  it('are added and listed newest first with who wrote them, each write and read audited', async () => {
    const first = await addNote(support, member.memberId, '  来电称银行卡已挂失  ');
    expect(first).toEqual({
      status: true,
      data: {
        id: expect.any(Number),
        memberId: member.memberId,
        operatorId: expect.any(Number),
        operatorAccount: 'notesupport',
        text: '来电称银行卡已挂失',
        createdAt: expect.stringMatching(/Z$/),
      },
    });
    const finance = await operator(t, 'notefinance', 'finance');
    const second = await addNote(finance, member.memberId, 'x'.repeat(1000));
    expect(second).toMatchObject({ status: true, data: { operatorAccount: 'notefinance' } });

    const listed = await notesOf(support, member.memberId);
    expect(listed.data).toMatchObject({ total: 2, page: 1, size: 20 });
    expect(listed.data.list.map((n: { id: number }) => n.id)).toEqual([
      second.data.id,
      first.data.id,
    ]);
    const paged = await notesOf(support, member.memberId, '?page=2&size=1');
    expect(paged.data.list).toEqual([first.data]);

    const audit = await query<{ action: string; target_kind: string; after: unknown }>(
      t.database,
      sql`select action, target_kind, after from audit_log
          where actor_name = 'notesupport' and target_id = ${String(member.memberId)}
          order by id`,
    );
    expect(audit).toEqual([
      {
        action: 'member.note',
        target_kind: 'member',
        after: { noteId: first.data.id, text: '来电称银行卡已挂失' },
      },
      {
        action: 'personal_data.read',
        target_kind: 'member_notes',
        after: { query: { page: 1, size: 20 } },
      },
      {
        action: 'personal_data.read',
        target_kind: 'member_notes',
        after: { query: { page: 2, size: 1 } },
      },
    ]);
  });

  it('are never changed or removed', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'done',
        (error: Error) => `${error.message} ${String((error.cause as Error | undefined)?.message)}`,
      );
    expect(await refusal(sql`update member_notes set text = 'changed'`)).toMatch(
      /append-only \(UPDATE refused\)/,
    );
    expect(await refusal(sql`delete from member_notes`)).toMatch(/append-only \(DELETE refused\)/);
    expect(await refusal(sql`truncate member_notes`)).toMatch(/append-only \(TRUNCATE refused\)/);
  });

  it('refuse an empty, blank, too long or unstorable text, a bad id and the trader', async () => {
    for (const text of [undefined, '', '   ', 'x'.repeat(1001), 'a\u0000b', 12])
      expect(await addNote(support, member.memberId, text), String(text)).toMatchObject({
        status: false,
        code: 'VALIDATION',
      });
    for (const id of ['abc', '0', '-1', '1e3', '0x10', '12345678901234567890']) {
      expect(await notesOf(support, id), id).toMatchObject({ code: 'VALIDATION' });
      expect(await addNote(support, id, 'note'), id).toMatchObject({ code: 'VALIDATION' });
    }
    expect(await notesOf(support, member.memberId, '?size=101')).toMatchObject({
      code: 'VALIDATION',
    });
    expect(await notesOf(support, 99999999)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await addNote(support, 99999999, 'note')).toMatchObject({ code: 'NOT_FOUND' });
    const trader = await operator(t, 'notetrader', 'trader');
    expect(await notesOf(trader, member.memberId)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await addNote(trader, member.memberId, 'note')).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe("resetting a member's withdrawal password", () => {
  it('leaves the member without one until they set a new one, audited with the reason', async () => {
    const m = await newMember(t, 'wpreset01', { card: false });
    expect(await config(m)).toEqual({ d: true, p: true });
    const done = await reset(support, m.memberId, { reason: '会员忘记提现密码，已核实身份' });
    expect(done).toEqual({
      status: true,
      data: {
        id: m.memberId,
        account: 'wpreset01',
        siteCode: 'pgdz',
        disabled: false,
        withdrawPasswordSet: false,
      },
    });
    expect(await config(m)).toEqual({ d: true, p: false });
    const detail = await operatorGet(t, support, `/members/${m.memberId}`);
    expect(detail.data.withdrawPasswordSet).toBe(false);
    // What the member site does for a member who never set one: set it, without the old one.
    const set = await post(
      t.app,
      '/api/f/v1/withdraw/password/set',
      { wpassword: await encrypt(t.app, '135790') },
      m.as,
    );
    expect(json(set).status).toBe(true);
    expect(await config(m)).toEqual({ d: true, p: true });

    const audit = await query<{ action: string; before: unknown; after: unknown }>(
      t.database,
      sql`select action, before, after from audit_log
          where action = 'member.withdraw-password.reset' and target_id = ${String(m.memberId)}`,
    );
    expect(audit).toEqual([
      {
        action: 'member.withdraw-password.reset',
        before: { withdrawPasswordSet: true },
        after: { withdrawPasswordSet: false, reason: '会员忘记提现密码，已核实身份' },
      },
    ]);
  });

  it('needs a reason, a member, and the admin or support role', async () => {
    const m = await newMember(t, 'wpreset02', { card: false });
    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(501) }, { reason: 'a\u0000' }])
      expect(await reset(support, m.memberId, body), JSON.stringify(body)).toMatchObject({
        code: 'VALIDATION',
      });
    expect(await reset(support, 99999999, { reason: '测试' })).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await reset(support, '1e3', { reason: '测试' })).toMatchObject({ code: 'VALIDATION' });
    expect(
      await operatorPost(t, support, `/members/${m.memberId}/forget`, { reason: '测试' }),
    ).toMatchObject({ code: 'VALIDATION' });
    const finance = await operator(t, 'wpfinance', 'finance');
    expect(await reset(finance, m.memberId, { reason: '测试' })).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await config(m)).toEqual({ d: true, p: true });
    const admin = await adminToken(t);
    expect(await reset(admin, m.memberId, { reason: '测试' })).toMatchObject({
      status: true,
      data: { withdrawPasswordSet: false },
    });
  });
});

describe('an operator of another site', () => {
  it("reads no notes of this site's member, adds none and resets nothing", async () => {
    const ky = await operator(t, 'notekysupport', 'support', ['ky']);
    expect(await notesOf(ky, member.memberId)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await addNote(ky, member.memberId, 'note')).toMatchObject({ code: 'NOT_FOUND' });
    expect(await reset(ky, member.memberId, { reason: '测试' })).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await config(member)).toEqual({ d: true, p: true });
    const [row] = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from member_notes where member_id = ${member.memberId}`,
    );
    expect(row?.n).toBe(2);
  });
});

async function config(m: TestMember) {
  return json(await get(t.app, '/api/f/v1/withdraw/password/config', m.as)).data;
}
