import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, query } from '../../../testing/members.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { newMember, operator, operatorPost } from '../../../testing/withdrawal-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on', SESSION_CACHE_MS: '0' });
});
afterAll(() => t.close());

const info = (token: string) =>
  t.app.inject({ url: '/api/findmed/v1/member/token', headers: { t: token } }).then(json);

describe('an operator disables and enables a member (issue 20)', () => {
  it('ends their sessions and refuses log-in until enabled again, each step audited', async () => {
    const m = await newMember(t, 'disable01', { wpassword: false });
    const support = await operator(t, 'support-dis', 'support');
    expect((await info(m.as.t)).status).toBe(true);

    const off = await operatorPost(t, support, `/members/${m.memberId}/disable`, {
      reason: '会员申请停用',
    });
    expect(off).toMatchObject({
      status: true,
      data: { id: m.memberId, account: 'disable01', disabled: true },
    });
    expect(await info(m.as.t)).toEqual({ status: false, data: 'token' });
    expect(json(await login(t.app, 'disable01')).code).toBe('ACCOUNT_DISABLED');

    const on = await operatorPost(t, support, `/members/${m.memberId}/enable`, {
      reason: '核实后恢复',
    });
    expect(on.data.disabled).toBe(false);
    expect(json(await login(t.app, 'disable01')).status).toBe(true);

    const audit = await query<{
      action: string;
      actor_name: string;
      before: unknown;
      after: unknown;
    }>(
      t.database,
      sql`select action, actor_name, before, after from audit_log
          where action like 'member.%able' and target_id = ${String(m.memberId)} order by id`,
    );
    expect(audit).toEqual([
      {
        action: 'member.disable',
        actor_name: 'support-dis',
        before: { disabled: false },
        after: { disabled: true, reason: '会员申请停用' },
      },
      {
        action: 'member.enable',
        actor_name: 'support-dis',
        before: { disabled: true },
        after: { disabled: false, reason: '核实后恢复' },
      },
    ]);
  });

  it('needs a reason, a member that exists, and the admin or support role', async () => {
    const m = await newMember(t, 'disable02', { wpassword: false });
    const support = await operator(t, 'support-dis2', 'support');
    const finance = await operator(t, 'finance-dis', 'finance');
    expect(await operatorPost(t, support, `/members/${m.memberId}/disable`, {})).toMatchObject({
      code: 'VALIDATION',
    });
    expect(
      await operatorPost(t, support, `/members/${m.memberId}/disable`, { reason: '   ' }),
    ).toMatchObject({ code: 'VALIDATION' });
    expect(
      await operatorPost(t, support, '/members/99999999/disable', { reason: '测试' }),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await operatorPost(t, finance, `/members/${m.memberId}/disable`, { reason: '测试' }),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect((await info(m.as.t)).status).toBe(true);
  });
});
