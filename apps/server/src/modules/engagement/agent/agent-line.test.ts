import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../../testing/members.ts';
import { sessionMember, type Member } from '../../../testing/member-records.ts';
import { operatorTokenOf } from '../../../testing/operator-sign-in.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  adminToken,
  operator,
  operatorGet,
  operatorPost,
} from '../../../testing/withdrawal-kit.ts';

// A member's agent line on their page in the console (GET /api/admin/v1/members/:id/agent-line):
// their inviters upward, nearest first, at most ten, and how many they invited; audited and kept
// to the operator's sites.

let t: TestApp;
let support: string;
/** chain[0] invited nobody's inviter: chain[i] was invited by chain[i - 1]. */
const chain: Member[] = [];

beforeAll(async () => {
  t = await createTestApp();
  support = await operator(t, 'linesupport', 'support');
  for (let i = 0; i < 13; i += 1) {
    const inviter = chain.at(-1);
    chain.push(await sessionMember(t, inviter ? { inviterId: inviter.id } : {}));
  }
});
afterAll(() => t.close());

const lineOf = (token: string, id: number | string) =>
  operatorGet(t, token, `/members/${id}/agent-line`);
const up = (from: number, count: number) =>
  chain
    .slice(Math.max(0, from - count), from)
    .reverse()
    .map((m) => ({ id: m.id, account: m.account, disabled: false }));

describe("a member's agent line", () => {
  it('answers the inviters upward, nearest first, and how many they invited', async () => {
    expect(await lineOf(support, chain[0]!.id)).toEqual({
      status: true,
      data: { upline: [], more: false, direct: 1 },
    });
    expect((await lineOf(support, chain[3]!.id)).data).toEqual({
      upline: up(3, 3),
      more: false,
      direct: 1,
    });
    // Ten shown at most: the last of the chain has twelve inviters above them.
    const last = chain[12]!;
    expect((await lineOf(support, last.id)).data).toEqual({
      upline: up(12, 10),
      more: true,
      direct: 0,
    });
    expect((await lineOf(support, chain[10]!.id)).data).toMatchObject({ more: false });
    expect((await lineOf(support, chain[10]!.id)).data.upline).toHaveLength(10);
  });

  it('shows an inviter disabled as such, and ends a loop in the data', async () => {
    await t.database.db.execute(
      sql`update members set disabled_at = now() where id = ${chain[1]!.id}`,
    );
    expect((await lineOf(support, chain[2]!.id)).data.upline[0]).toMatchObject({
      id: chain[1]!.id,
      disabled: true,
    });
    await t.database.db.execute(
      sql`update members set inviter_id = ${chain[2]!.id} where id = ${chain[0]!.id}`,
    );
    const looped = await lineOf(support, chain[2]!.id);
    expect(looped.data.upline.map((m: { id: number }) => m.id)).toEqual([
      chain[1]!.id,
      chain[0]!.id,
    ]);
    await t.database.db.execute(
      sql`update members set inviter_id = null where id = ${chain[0]!.id}`,
    );
  });

  it('is audited, kept to the operator’s sites, and refuses bad ids and the trader', async () => {
    const reads = await query<{ target_id: string }>(
      t.database,
      sql`select target_id from audit_log where action = 'personal_data.read'
          and target_kind = 'member_agent_line' and actor_name = 'linesupport' order by id limit 1`,
    );
    expect(reads).toEqual([{ target_id: String(chain[0]!.id) }]);
    for (const id of ['x', '0', '-1', '1e2', '12345678901234567890'])
      expect(await lineOf(support, id), id).toMatchObject({ code: 'VALIDATION' });
    expect(await lineOf(support, 99999999)).toMatchObject({ code: 'NOT_FOUND' });
    const trader = await operator(t, 'linetrader', 'trader');
    expect(await lineOf(trader, chain[3]!.id)).toMatchObject({ code: 'FORBIDDEN' });
    const made = await operatorPost(t, await adminToken(t), '/operators', {
      account: 'lineky',
      password: 'lineky-password-1',
      role: 'support',
      sites: ['ky'],
    });
    expect(made).toMatchObject({ status: true });
    const ky = await operatorTokenOf(t.app, 'lineky', 'lineky-password-1');
    expect(await lineOf(ky, chain[3]!.id)).toMatchObject({ code: 'NOT_FOUND' });
  });
});
