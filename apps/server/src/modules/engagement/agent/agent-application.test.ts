import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, query } from '../../../testing/members.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { newMember, operator, operatorGet, operatorPost } from '../../../testing/withdrawal-kit.ts';

// "Join us" (issue 26): anyone reads the programme and applies; operators of the site see the
// application and answer it, once, audited.

const PROGRAMME = '/api/findmed/v1/agent/programme';
const APPLY = '/api/findmed/v1/agent/apply';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off' });
  admin = await operator(t, 'jaadmin01', 'admin');
});
afterAll(() => t.close());

// Five an hour from one address: each test sends from its own.
const guest = (body: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
  t.app
    .inject({
      method: 'POST',
      url: APPLY,
      headers: { site_code: 'pgdz' },
      payload: body,
      remoteAddress,
    })
    .then(json);

describe('the agent programme', () => {
  it('shows the site’s scheme while it is on, and none otherwise', async () => {
    const read = async () =>
      json(await t.app.inject({ method: 'GET', url: PROGRAMME, headers: { site_code: 'pgdz' } }));
    await t.app.services.agentSettlements.seedScheme('pgdz', {
      basis: 'net_revenue',
      tiers: [
        { minActive: 1, minAmount: '0', rate: '0.30' },
        { minActive: 5, minAmount: '1000000', rate: '0.40' },
      ],
      depth: 2,
      enabled: true,
    });
    expect(await read()).toMatchObject({
      status: true,
      data: {
        scheme: {
          basis: 'net_revenue',
          depth: 2,
          tiers: [
            { minActive: 1, minAmount: '0.00', rate: '0.30' },
            { minActive: 5, minAmount: '10000.00', rate: '0.40' },
          ],
        },
      },
    });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/v1/agent/scheme',
      headers: { t: admin },
      payload: {
        site: 'pgdz',
        basis: 'net_revenue',
        tiers: [{ minActive: 1, minAmount: '0', rate: '0.30' }],
        depth: 2,
        enabled: false,
      },
    });
    expect(json(off)).toMatchObject({ status: true });
    expect((await read()).data).toEqual({ scheme: null });
  });
});

describe('applying', () => {
  it('takes a guest’s application once; the site’s operators see it and answer it, audited', async () => {
    const sent = await guest({
      name: ' 王小明 ',
      contactKind: 'phone',
      contact: '138 0013 8000',
      channels: '体育论坛版主，约 300 名玩家',
    });
    expect(sent).toMatchObject({
      status: true,
      data: { name: '王小明', contact: '13800138000', state: 'pending', account: null },
    });
    // The same contact again while it waits: refused, in the member's language.
    const again = await guest({ name: '王小明', contactKind: 'phone', contact: '13800138000' });
    expect(again).toMatchObject({ status: false, code: 'AGENT_APPLICATION_PENDING' });
    expect(again.msg).toContain('审核中');

    const list = await operatorGet(t, admin, '/agent/applications?site=pgdz&state=pending');
    expect(list.data.list).toEqual([expect.objectContaining({ id: sent.data.id })]);
    // An operator of another site neither sees nor answers it.
    const other = await operator(t, 'jaother01', 'admin', ['jinb']);
    expect(await operatorGet(t, other, '/agent/applications?site=pgdz')).toMatchObject({
      status: false,
    });
    expect(
      await operatorPost(t, other, `/agent/applications/${sent.data.id}/decide`, {
        decision: 'approved',
      }),
    ).toMatchObject({ status: false, code: 'NOT_FOUND' });

    const decided = await operatorPost(t, admin, `/agent/applications/${sent.data.id}/decide`, {
      decision: 'approved',
      note: '已电话联系',
    });
    expect(decided).toMatchObject({
      status: true,
      data: { state: 'approved', note: '已电话联系' },
    });
    expect(
      await operatorPost(t, admin, `/agent/applications/${sent.data.id}/decide`, {
        decision: 'declined',
      }),
    ).toMatchObject({ code: 'APPLICATION_DECIDED' });
    const audited = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from audit_log where action = 'agent.application.decide'
          and target_id = ${String(sent.data.id)}`,
    );
    expect(audited[0]!.n).toBe(1);
    // Answered, the same person may apply again later.
    expect(
      await guest({ name: '王小明', contactKind: 'phone', contact: '13800138000' }),
    ).toMatchObject({ status: true });
  });

  it('links a logged-in member’s application to their account', async () => {
    const m = await newMember(t, 'jamember1', { wpassword: false, card: false });
    const sent = json(
      await post(t.app, APPLY, { name: 'Li', contactKind: 'wechat', contact: 'li_wechat88' }, m.as),
    );
    expect(sent).toMatchObject({ status: true, data: { account: 'jamember1' } });
    const second = json(
      await post(t.app, APPLY, { name: 'Li', contactKind: 'qq', contact: '123456789' }, m.as),
    );
    expect(second).toMatchObject({ code: 'AGENT_APPLICATION_PENDING' });
  });

  it('refuses bad input with VALIDATION naming each field, storing nothing', async () => {
    const count = async () =>
      (
        await query<{ n: number }>(
          t.database,
          sql`select count(*)::int as n from agent_applications`,
        )
      )[0]!.n;
    const before = await count();
    expect(await guest({}, '10.0.0.3')).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { name: '此项为必填项', contactKind: '取值无效', contact: '此项为必填项' } },
    });
    expect(
      await guest(
        { name: 'x'.repeat(41), contactKind: 'email', contact: 'not-an-email' },
        '10.0.0.3',
      ),
    ).toMatchObject({
      data: { fields: { name: expect.any(String), contact: expect.any(String) } },
    });
    expect(
      await guest(
        { name: 'A', contactKind: 'qq', contact: '12', channels: 'y'.repeat(501) },
        '10.0.0.3',
      ),
    ).toMatchObject({
      data: { fields: { contact: expect.any(String), channels: expect.any(String) } },
    });
    expect(await count()).toBe(before);
  });
});
