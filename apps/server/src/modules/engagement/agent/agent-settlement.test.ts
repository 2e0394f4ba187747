import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftMonth } from '@kirin/contract';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { query } from '../../../testing/members.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  admin,
  bet,
  bonus,
  central,
  commissions,
  inMonth,
  member,
  monthBefore,
  summary,
  thisMonth,
} from '../../../testing/agent-kit.ts';

let t: TestApp;
let op: Awaited<ReturnType<typeof admin>>;
const M = thisMonth();
const P = monthBefore();
const P2 = monthBefore(2);

beforeAll(async () => {
  t = await createTestApp();
  op = await admin(t);
});
afterAll(() => t.close());

const NET_REVENUE = {
  site: 'pgdz',
  basis: 'net_revenue',
  depth: 2,
  tiers: [
    { minActive: 1, minAmount: '0', rate: '0.3' },
    { minActive: 3, minAmount: '100', rate: '0.35' },
  ],
};

const auditActions = async (action: string) =>
  query<{ target_id: string; actor_kind: string }>(
    t.database,
    sql`select target_id, actor_kind from audit_log where action = ${action} order by id`,
  );

describe('the scheme of a site', () => {
  it('is none at first, then what the operator sets, audited', async () => {
    expect(await op.scheme('pgdz')).toEqual({ status: true, data: null });
    const saved = await op.saveScheme(NET_REVENUE);
    expect(saved).toEqual({
      status: true,
      data: {
        basis: 'net_revenue',
        depth: 2,
        enabled: true,
        tiers: [
          { minActive: 1, minAmount: '0.00', rate: '0.3' },
          { minActive: 3, minAmount: '100.00', rate: '0.35' },
        ],
      },
    });
    expect(await op.scheme('pgdz')).toEqual(saved);
    expect(await auditActions('agent.scheme.update')).toEqual([
      { target_id: 'pgdz', actor_kind: 'operator' },
    ]);
  });

  it('refuses bad bases, depths, rates and tiers that do not ascend', async () => {
    const bad = await op.saveScheme({
      site: 'pgdz',
      basis: 'profit',
      depth: 11,
      enabled: 'maybe',
      tiers: [
        { minActive: 5, minAmount: '0', rate: '1.5' },
        { minActive: 2, minAmount: '1.234', rate: '0' },
        { minActive: -1, rate: '0.1' },
      ],
    });
    expect(bad).toMatchObject({
      status: false,
      code: 'VALIDATION',
      data: {
        fields: {
          basis: expect.any(String),
          depth: expect.any(String),
          enabled: expect.any(String),
          'tiers.0.rate': expect.any(String),
          'tiers.1.minAmount': expect.any(String),
          'tiers.1.rate': expect.any(String),
          'tiers.2.minActive': expect.any(String),
        },
      },
    });
    const same = { minActive: 1, minAmount: '0', rate: '0.1' };
    for (const tiers of [[], [same, same], Array.from({ length: 11 }, () => same)]) {
      const res = await op.saveScheme({ ...NET_REVENUE, tiers });
      expect(res.code, JSON.stringify(tiers)).toBe('VALIDATION');
    }
    expect((await op.saveScheme({ ...NET_REVENUE, site: 'nowhere' })).data).toEqual({
      fields: { site: expect.any(String) },
    });
    // Nothing of the refused schemes was kept.
    expect((await op.scheme('pgdz')).data.depth).toBe(2);
  });
});

describe('settling a month', () => {
  it('refuses the running and future months, bad months, and sites without a scheme', async () => {
    for (const period of [M, shiftMonth(M, 1)]) {
      expect((await op.settle('pgdz', period)).code).toBe('AGENT_PERIOD_OPEN');
    }
    for (const period of ['', '2025-13', 'last']) {
      expect((await op.settle('pgdz', period)).code, period).toBe('VALIDATION');
    }
    expect((await op.settle('blty', P)).code).toBe('AGENT_SCHEME_MISSING');
    await op.saveScheme({ ...NET_REVENUE, site: 'blty', enabled: false });
    expect((await op.settle('blty', P)).code).toBe('AGENT_SCHEME_MISSING');
    expect((await op.settlements('blty')).data.total).toBe(0);
  });

  it('pays a share of net revenue by tier, once, however often it runs', async () => {
    // A invited B and C, B invited D, D invited E; the scheme counts two levels.
    const A = await member(t);
    const B = await member(t, { inviter: A });
    const C = await member(t, { inviter: A });
    const D = await member(t, { inviter: B });
    const E = await member(t, { inviter: D });
    await bet(t, B, { stake: 100_000n, payout: 0n, at: inMonth(P) });
    await bet(t, C, { stake: 50_000n, payout: 80_000n, at: inMonth(P) });
    await bet(t, D, { stake: 40_000n, payout: 10_000n, at: inMonth(P) });
    await bet(t, E, { stake: 200_000n, payout: 0n, at: inMonth(P) });
    await bet(t, B, { stake: 900_000n, payout: 0n, at: inMonth(M) });
    await bonus(t, C, 10_000n, inMonth(P));
    await bonus(t, C, 5_000n, inMonth(M));
    // G's only player won: no revenue, nothing paid. K is disabled: not paid.
    const G = await member(t);
    await bet(t, await member(t, { inviter: G }), {
      stake: 10_000n,
      payout: 50_000n,
      at: inMonth(P),
    });
    const K = await member(t);
    await bet(t, await member(t, { inviter: K }), { stake: 10_000n, payout: 0n, at: inMonth(P) });
    await t.database.db.execute(sql`update members set disabled_at = now() where id = ${K.id}`);

    const first = await op.settle('pgdz', P);
    // A: (1000 - 300 + 300) - 100 bonus = 900 at 35% (3 active, above 100); B: (300 + 2000) at
    // 30%; D: 2000 at 30%.
    expect(first).toMatchObject({
      status: true,
      data: { siteCode: 'pgdz', period: P, agents: 3, total: '1605.00', created: true },
    });
    const paid = { A: '315.00', B: '690.00', C: '150.00', D: '600.00', G: '0.00' };
    const balances = async () => ({
      A: await central(t, A),
      B: await central(t, B),
      C: await central(t, C),
      D: await central(t, D),
      G: await central(t, G),
    });
    expect(await balances()).toEqual(paid);
    expect(await commissions(t, A)).toEqual([
      {
        period: P,
        amount: '31500',
        basis: '90000',
        rate: '0.35',
        detail: expect.objectContaining({ basis: 'net_revenue', tier: 1, activeMembers: 3 }),
      },
    ]);
    expect(await commissions(t, G)).toEqual([]);
    expect(await commissions(t, K)).toEqual([]);

    const again = await op.settle('pgdz', P);
    expect(again.data).toEqual({ ...first.data, created: false });
    expect(await balances()).toEqual(paid);
    expect(await commissions(t, B)).toHaveLength(1);

    const mine = (await summary(t, A, P)).data;
    expect(mine.paid).toEqual({
      total: '315.00',
      list: [
        expect.objectContaining({ period: P, amount: '315.00', basis: '900.00', rate: '0.35' }),
      ],
    });
    expect(await auditActions('agent.settle')).toHaveLength(2);
    await expectBooksBalance(t.database);
  });

  it('pays once when two runs of the same month meet', async () => {
    const A = await member(t);
    await bet(t, await member(t, { inviter: A }), { stake: 10_000n, payout: 0n, at: inMonth(P2) });
    const runs = await Promise.all([op.settle('pgdz', P2), op.settle('pgdz', P2)]);
    expect(runs.map((r) => r.data.created).sort()).toEqual([false, true]);
    expect(runs[0].data.total).toBe(runs[1].data.total);
    expect(await central(t, A)).toBe('30.00');
    const list = (await op.settlements('pgdz')).data;
    expect(list).toMatchObject({ total: 2, list: [{ period: P }, { period: P2 }] });
    await expectBooksBalance(t.database);
  });

  it('pays a share of valid turnover, the tier chosen by the amount too', async () => {
    await op.saveScheme({
      site: 'ky',
      basis: 'turnover',
      depth: 1,
      tiers: [
        { minActive: 1, minAmount: '0', rate: '0.01' },
        { minActive: 1, minAmount: '1000', rate: '0.015' },
      ],
    });
    const site = 'ky';
    const Q = await member(t, { site });
    await bet(t, await member(t, { site, inviter: Q }), {
      stake: 70_000n,
      valid: 60_000n,
      payout: 140_000n,
      at: inMonth(P),
    });
    await bet(t, await member(t, { site, inviter: Q }), {
      stake: 30_000n,
      payout: 0n,
      at: inMonth(P),
    });
    const U = await member(t, { site });
    const V = await member(t, { site, inviter: U });
    await bet(t, V, { stake: 123_457n, payout: 0n, at: inMonth(P) });
    // Two levels down does not count at depth 1.
    await bet(t, await member(t, { site, inviter: V }), {
      stake: 500_000n,
      payout: 0n,
      at: inMonth(P),
    });

    const run = await op.settle(site, P);
    // Q: 900.00 below 1000 at 1%; U: 1234.57 at 1.5% = 18.51855, floored; V: 5000.00 at 1.5%.
    expect(run.data).toMatchObject({ agents: 3, total: '102.51', created: true });
    expect(await central(t, Q)).toBe('9.00');
    expect(await central(t, U)).toBe('18.51');
    expect(await central(t, V)).toBe('75.00');
    expect((await op.settle(site, P)).data.created).toBe(false);
    expect(await central(t, U)).toBe('18.51');
    await expectBooksBalance(t.database);
  });

  it('the job settles last month of every site with a scheme on, once', async () => {
    const logs: string[] = [];
    const log = { info: (_o: unknown, m: string) => logs.push(m), warn: () => {} };
    const before = (await op.settlements('ky')).data.total;
    const service = t.app.services.agentSettlements;
    await service.settleLastMonth(log as never);
    await service.settleLastMonth(log as never);
    // pgdz and ky were settled by hand; blty's scheme is off; the other sites have none.
    expect(logs).toEqual([]);
    expect((await op.settlements('ky')).data.total).toBe(before);
    await op.saveScheme({ ...NET_REVENUE, site: 'blty', enabled: true });
    await service.settleLastMonth(log as never);
    await service.settleLastMonth(log as never);
    expect(logs).toEqual(['agent commission settled']);
    expect((await op.settlements('blty')).data.list).toMatchObject([{ period: P, created: true }]);
    await expectBooksBalance(t.database);
  });
});
