import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftMonth } from '@kirin/contract';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { createMemberTestApp, get, registerMember } from '../../../testing/members.ts';
import { json, type TestApp } from '../../../testing/test-app.ts';
import {
  AGENT,
  bet,
  bonus,
  deposit,
  downline,
  inMonth,
  member,
  monthBefore,
  summary,
  thisMonth,
  type Member,
} from '../../../testing/agent-kit.ts';

let t: TestApp;
// A invited B and C; B invited D, D invited E, E invited F. X and Y are someone else's tree, Z
// is on another site.
let A: Member, B: Member, C: Member, D: Member, E: Member, F: Member;
let X: Member, Y: Member, Z: Member;
const M = thisMonth();
const P = monthBefore();

beforeAll(async () => {
  t = await createMemberTestApp();
  await t.app.services.agentSettlements.seedScheme('pgdz', {
    basis: 'net_revenue',
    tiers: [
      { minActive: 1, minAmount: '0', rate: '0.30' },
      { minActive: 3, minAmount: '0', rate: '0.35' },
    ],
    depth: 3,
    enabled: true,
  });
  A = await member(t, { registeredAt: inMonth(monthBefore(3)) });
  B = await member(t, { inviter: A, registeredAt: inMonth(M, 2) });
  C = await member(t, { inviter: A, registeredAt: inMonth(P) });
  D = await member(t, { inviter: B, registeredAt: inMonth(M, 3) });
  E = await member(t, { inviter: D, registeredAt: inMonth(M, 4) });
  F = await member(t, { inviter: E, registeredAt: inMonth(M, 5) });
  X = await member(t);
  Y = await member(t, { inviter: X });
  Z = await member(t, { site: 'ky', inviter: A });

  await deposit(t, B, 100_000n, inMonth(M));
  await deposit(t, C, 50_000n, inMonth(P));
  await deposit(t, C, 30_000n, inMonth(M));
  await deposit(t, D, 20_000n, inMonth(M));
  await deposit(t, F, 1_000_000n, inMonth(M));
  await bet(t, B, { stake: 10_000n, payout: 0n, at: inMonth(M) });
  await bet(t, B, { stake: 7_000n, payout: 0n, at: inMonth(P) });
  await bet(t, C, { stake: 20_000n, payout: 50_000n, at: inMonth(M) });
  await bet(t, D, { stake: 100_000n, payout: 20_000n, valid: 90_000n, at: inMonth(M) });
  await bet(t, E, { stake: 5_000n, payout: 0n, at: inMonth(M), state: 'open' });
  await bet(t, F, { stake: 999_900n, payout: 0n, at: inMonth(M) });
  await bonus(t, D, 5_000n, inMonth(M));
  await bet(t, Y, { stake: 80_000n, payout: 0n, at: inMonth(M) });
});
afterAll(() => t.close());

describe('GET /agent/summary', () => {
  it("shows the invite link and this month's figures of the downline within the depth", async () => {
    const res = await summary(t, A);
    expect(res.status).toBe(true);
    expect(res.data.invitePath).toBe(`/register?invite_code=${res.data.inviteCode}`);
    // When A registered, for the page to offer no month before it.
    expect(res.data.memberSince).toBe(inMonth(monthBefore(3)).toISOString());
    expect(res.data).toMatchObject({
      period: M,
      closed: false,
      currency: 'CNY',
      team: { direct: 2, indirect: 2, depth: 3 },
      stats: {
        signUps: 3,
        firstDeposits: 2,
        deposits: '1500.00',
        validTurnover: '1200.00',
        netWinLoss: '600.00',
        bonuses: '50.00',
        activeMembers: 3,
      },
      scheme: {
        basis: 'net_revenue',
        depth: 3,
        enabled: true,
        tiers: [
          { minActive: 1, minAmount: '0.00', rate: '0.30' },
          { minActive: 3, minAmount: '0.00', rate: '0.35' },
        ],
      },
      // (600.00 - 50.00) x 35%: three active members reach the second tier.
      estimate: { basis: '550.00', tier: 1, rate: '0.35', commission: '192.50' },
      paid: { total: '0.00', list: [] },
    });
    expect(new Date(res.data.periodEnd).getTime()).toBeGreaterThan(Date.now());
  });

  it('answers for last month and for a named month, in Beijing time', async () => {
    const last = await summary(t, A, 'last');
    expect(last.data).toMatchObject({
      period: P,
      closed: true,
      stats: {
        signUps: 1,
        firstDeposits: 1,
        deposits: '500.00',
        validTurnover: '70.00',
        netWinLoss: '70.00',
        bonuses: '0.00',
        activeMembers: 1,
      },
      estimate: { basis: '70.00', tier: 0, rate: '0.30', commission: '21.00' },
    });
    expect(last.data.periodStart).toBe(new Date(`${P}-01T00:00:00+08:00`).toISOString());
    expect((await summary(t, A, P)).data).toEqual(last.data);
    const current = await summary(t, A, 'current');
    expect((await summary(t, A, M)).data).toEqual(current.data);
  });

  it('refuses a period that is not a past or the current month', async () => {
    for (const period of ['abc', '2026-13', '2026-1', shiftMonth(M, 1), '1999-12']) {
      const res = await summary(t, A, period);
      expect(res, period).toMatchObject({
        status: false,
        code: 'VALIDATION',
        data: { fields: { period: expect.any(String) } },
      });
    }
  });

  it('gives each member their own subtree only, and nothing without a session', async () => {
    const b = await summary(t, B);
    expect(b.data).toMatchObject({
      team: { direct: 1, indirect: 2 },
      stats: {
        signUps: 3,
        firstDeposits: 2,
        deposits: '10200.00',
        validTurnover: '10899.00',
        netWinLoss: '10799.00',
        bonuses: '50.00',
        activeMembers: 2,
      },
    });
    expect(b.data.inviteCode).not.toBe((await summary(t, A)).data.inviteCode);
    const x = await summary(t, X);
    expect(x.data).toMatchObject({
      team: { direct: 1, indirect: 0 },
      stats: { validTurnover: '800.00', activeMembers: 1 },
    });
    const lone = await summary(t, F);
    expect(lone.data).toMatchObject({
      team: { direct: 0, indirect: 0 },
      stats: { signUps: 0, deposits: '0.00', activeMembers: 0 },
      estimate: { basis: '0.00', tier: null, commission: '0.00' },
    });
    // Z was placed under A but on another site: A's figures above do not count Z.
    expect((await summary(t, Z)).data.team).toMatchObject({ direct: 0 });
    expect(json(await get(t.app, `${AGENT}/summary`))).toEqual({ status: false, data: 'token' });
  });

  it('takes a new member registered through the invite link into the downline', async () => {
    const agent = await registerMember(t.app, t.database, 'agent01');
    const headers = { t: agent.token };
    const mine = json(await get(t.app, `${AGENT}/summary`, headers)).data;
    expect(mine.inviteCode).toMatch(/^[A-Z0-9]+$/);
    const code = new URLSearchParams(mine.invitePath.split('?')[1]).get('invite_code');
    await registerMember(t.app, t.database, 'invitee01', { invite_code: code });
    const after = json(await get(t.app, `${AGENT}/summary`, headers)).data;
    expect(after.team).toMatchObject({ direct: 1, indirect: 0 });
    expect(after.stats.signUps).toBe(1);
    const tree = json(await get(t.app, `${AGENT}/downline`, headers)).data;
    expect(tree.list).toHaveLength(1);
    expect(tree.list[0].account).toBe('in***01');
  });
});

describe('GET /agent/downline', () => {
  it("lists the member's invitees, newest first, masked, with their own figures", async () => {
    const res = await downline(t, A);
    expect(res.status).toBe(true);
    expect(res.data).toMatchObject({ parentId: A.id, parentDepth: 0, period: M, total: 2 });
    expect(res.data.list).toEqual([
      {
        id: B.id,
        account: expect.stringMatching(/^.{2}\*\*\*.{2}$/),
        registeredAt: inMonth(M, 2).toISOString(),
        depth: 1,
        directCount: 1,
        expandable: true,
        deposits: '1000.00',
        validTurnover: '100.00',
      },
      expect.objectContaining({
        id: C.id,
        depth: 1,
        directCount: 0,
        expandable: false,
        deposits: '300.00',
        validTurnover: '200.00',
      }),
    ]);
    expect(res.data.list[0].account).not.toBe(B.account);
    const last = await downline(t, A, { period: 'last' });
    expect(last.data.list[0]).toMatchObject({ id: B.id, deposits: '0.00', validTurnover: '70.00' });
    const paged = await downline(t, A, { page: 2, size: 1 });
    expect(paged.data).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(paged.data.list.map((m: { id: number }) => m.id)).toEqual([C.id]);
  });

  it('opens a node of the downline, down to the depth of the scheme', async () => {
    const underB = await downline(t, A, { parentId: B.id });
    expect(underB.data).toMatchObject({ parentId: B.id, parentDepth: 1 });
    expect(underB.data.list).toMatchObject([{ id: D.id, depth: 2, expandable: true }]);
    const underD = await downline(t, A, { parentId: D.id });
    // E has an invitee, but E is on the last level the scheme counts.
    expect(underD.data.list).toMatchObject([
      { id: E.id, depth: 3, directCount: 1, expandable: false },
    ]);
    expect((await downline(t, A, { parentId: A.id })).data.total).toBe(2);
    // From B, the same E is one level higher and opens.
    expect((await downline(t, B, { parentId: E.id })).data.list).toMatchObject([
      { id: F.id, depth: 3 },
    ]);
  });

  it('answers NOT_FOUND beyond the depth, outside the own tree, upwards and on another site', async () => {
    for (const [who, parentId] of [
      [A, E.id], // beyond the depth
      [A, F.id],
      [A, X.id], // another agent's tree
      [A, Y.id],
      [B, A.id], // the own upline
      [B, C.id], // a sibling's branch
      [A, Z.id], // another site
      [A, 99_999_999],
    ] as const) {
      const res = await downline(t, who, { parentId });
      expect(res, `${who.account} -> ${parentId}`).toMatchObject({
        status: false,
        code: 'NOT_FOUND',
      });
    }
    expect((await downline(t, A, { parentId: 'x' })).code).toBe('VALIDATION');
    expect((await downline(t, A, { period: '2000-00' })).code).toBe('VALIDATION');
    expect(json(await get(t.app, `${AGENT}/downline`))).toEqual({ status: false, data: 'token' });
  });

  it('leaves the books balanced', async () => {
    await expectBooksBalance(t.database);
  });
});
