import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, query } from '../../../testing/members.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import {
  newMember,
  operator,
  operatorGet,
  type TestMember,
} from '../../../testing/withdrawal-kit.ts';

// A member's responsible-gambling state on their page in the console
// (GET /api/admin/v1/members/:id/protection): what the member sees, audited, kept to the
// operator's sites; the trader reads no member.

let t: TestApp;
let support: string;
let m: TestMember;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  support = await operator(t, 'rgsupport', 'support');
  m = await newMember(t, 'rgadmin01', { wpassword: false });
});
afterAll(() => t.close());

const stateOf = (token: string, id: number | string) =>
  operatorGet(t, token, `/members/${id}/protection`);

describe("an operator's read of a member's limits and restrictions", () => {
  it('shows the limits, a raise waiting its 24 hours and a time-out, as the member sees them', async () => {
    expect((await stateOf(support, m.memberId)).data).toMatchObject({
      deposit: { day: null, week: null, month: null },
      pending: [],
      timeoutUntil: null,
      excludedUntil: null,
    });
    const limit = (amount: string) =>
      post(
        t.app,
        '/api/findmed/v1/member/limits',
        { kind: 'deposit', period: 'day', amount },
        m.as,
      );
    expect(json(await limit('500'))).toMatchObject({ status: true });
    expect(json(await limit('800'))).toMatchObject({ status: true });
    const timedOut = json(await post(t.app, '/api/findmed/v1/member/timeout', { days: 1 }, m.as));
    expect(timedOut).toMatchObject({ status: true });

    const seen = await stateOf(support, m.memberId);
    expect(seen.data).toMatchObject({
      deposit: { day: '500.00', week: null, month: null },
      pending: [{ kind: 'deposit', period: 'day', amount: '800.00', confirmable: false }],
    });
    expect(Date.parse(seen.data.timeoutUntil)).toBeGreaterThan(Date.now());
    const reads = await query<{ target_id: string }>(
      t.database,
      sql`select target_id from audit_log where action = 'personal_data.read'
          and target_kind = 'member_protection' and actor_name = 'rgsupport'`,
    );
    expect(reads.length).toBeGreaterThan(0);
    expect(reads[0]).toEqual({ target_id: String(m.memberId) });
  });

  it('refuses bad ids, a member of another site and the trader', async () => {
    for (const id of ['x', '0', '-1', '1e2', '12345678901234567890'])
      expect(await stateOf(support, id), id).toMatchObject({ code: 'VALIDATION' });
    expect(await stateOf(support, 99999999)).toMatchObject({ code: 'NOT_FOUND' });
    const trader = await operator(t, 'rgtrader2', 'trader');
    expect(await stateOf(trader, m.memberId)).toMatchObject({ code: 'FORBIDDEN' });
    const ky = await operator(t, 'rgky', 'support', ['ky']);
    expect(await stateOf(ky, m.memberId)).toMatchObject({ code: 'NOT_FOUND' });
  });
});
