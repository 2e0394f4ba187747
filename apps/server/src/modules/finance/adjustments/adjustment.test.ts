import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  adminToken,
  balance,
  fund,
  newMember,
  operator,
  operatorGet,
  operatorPost,
} from '../../../testing/withdrawal-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

const URL = '/finance/adjustments';

describe('adjustments below the approval threshold', () => {
  it('credit at once with the turnover they bring, and debit what the member has', async () => {
    const m = await newMember(t, 'adjsmall1', { wpassword: false });
    const finance = await operator(t, 'adjfin1', 'finance');
    const credit = await operatorPost(t, finance, URL, {
      account: 'ADJSMALL1',
      amount: '100.50',
      reason: '活动补发',
      turnoverMultiple: '2',
    });
    expect(credit).toMatchObject({
      status: true,
      data: {
        account: 'adjsmall1',
        siteCode: 'pgdz',
        amount: '100.50',
        state: 'applied',
        turnoverMultiple: '2',
        approvedBy: null,
        transferId: expect.any(Number),
      },
    });
    expect(await balance(t, m)).toMatchObject({ central: '100.50' });
    expect(await t.app.services.turnover.state(m.memberId)).toEqual({
      required: 20100n,
      remaining: 20100n,
    });

    const debit = await operatorPost(t, finance, URL, {
      account: 'adjsmall1',
      amount: '-30.50',
      reason: '误发扣回',
      turnoverMultiple: 3,
    });
    expect(debit).toMatchObject({ status: true, data: { amount: '-30.50', state: 'applied' } });
    expect(await balance(t, m)).toMatchObject({ central: '70.00' });
    // A debit brings no betting requirement.
    expect((await t.app.services.turnover.state(m.memberId)).required).toBe(20100n);

    const tooMuch = await operatorPost(t, finance, URL, {
      account: 'adjsmall1',
      amount: '-70.01',
      reason: '扣回',
    });
    expect(tooMuch.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balance(t, m)).toMatchObject({ central: '70.00' });
    const listed = await operatorGet(t, finance, `${URL}?state=applied`);
    expect(listed.data.total).toBe(2);
    expect(listed.data.list[0]).toMatchObject({ amount: '-30.50', requestedByName: 'adjfin1' });

    const audit = await operatorGet(t, await adminToken(t), '/audit?action=adjustment.apply');
    expect(audit.data.list).toHaveLength(2);
    expect(audit.data.list[0]).toMatchObject({ actorName: 'adjfin1', after: { amount: '-30.50' } });
  });

  it('refuses bad input and unknown members', async () => {
    const finance = await operator(t, 'adjfin2', 'finance');
    const base = { account: 'nobody99', amount: '10', reason: 'x' };
    expect((await operatorPost(t, finance, URL, base)).code).toBe('NOT_FOUND');
    await newMember(t, 'adjbad01', { wpassword: false });
    const refusal = async (patch: Record<string, unknown>) =>
      (await operatorPost(t, finance, URL, { ...base, account: 'adjbad01', ...patch })).data
        ?.fields;
    expect(await refusal({ amount: '0' })).toHaveProperty('amount');
    expect(await refusal({ amount: '1.001' })).toHaveProperty('amount');
    expect(await refusal({ reason: ' ' })).toHaveProperty('reason');
    expect(await refusal({ reason: 'x'.repeat(201) })).toHaveProperty('reason');
    expect(await refusal({ turnoverMultiple: '-1' })).toHaveProperty('turnoverMultiple');
    expect(await refusal({ turnoverMultiple: '1.234' })).toHaveProperty('turnoverMultiple');
    // The turnover it would require is beyond any amount (and its column): refused, not a 500.
    expect(await refusal({ amount: '999999999999999.99', turnoverMultiple: '100' })).toMatchObject({
      turnoverMultiple: expect.any(String),
    });
    expect(await refusal({ site: 'nosuchsite' })).toHaveProperty('site');
    // The member exists on pgdz only.
    expect(
      (await operatorPost(t, finance, URL, { ...base, account: 'adjbad01', site: '188' })).code,
    ).toBe('NOT_FOUND');
  });
});

describe('adjustments above the threshold', () => {
  it('count a member’s last 24 hours: a large credit split into small ones still waits', async () => {
    const m = await newMember(t, 'adjsplit1', { wpassword: false });
    const finance = await operator(t, 'adjfin9', 'finance');
    const part = (amount: string) =>
      operatorPost(t, finance, URL, { account: 'adjsplit1', amount, reason: '分笔补偿' });
    expect((await part('30000')).data.state).toBe('applied');
    // Debits count too: what moves, either way, is what a second pair of eyes is for.
    expect((await part('-10000')).data.state).toBe('applied');
    const big = (await part('10000.01')).data;
    expect(big).toMatchObject({ state: 'awaiting_approval' });
    // A waiting one counts as well, so the next small one waits behind it.
    const small = (await part('1')).data;
    expect(small.state).toBe('awaiting_approval');
    for (const waiting of [big, small])
      await operatorPost(t, finance, `${URL}/${waiting.id}/reject`);
    expect(await balance(t, m)).toMatchObject({ central: '20000.00' });
    // Older than a day, they no longer count.
    await t.database.db.execute(
      sql`update adjustments set created_at = now() - interval '25 hours' where member_id = ${m.memberId}`,
    );
    expect((await part('100')).data.state).toBe('applied');
  });

  it('wait for a second operator; the requester cannot approve their own', async () => {
    const m = await newMember(t, 'adjbig01', { wpassword: false });
    const requester = await operator(t, 'adjfin3', 'finance');
    const approver = await adminToken(t);
    const asked = await operatorPost(t, requester, URL, {
      account: 'adjbig01',
      amount: '50000.01',
      reason: '大额补偿',
      turnoverMultiple: '1',
    });
    expect(asked).toMatchObject({
      status: true,
      data: { state: 'awaiting_approval', transferId: null, decidedAt: null },
    });
    expect(await balance(t, m)).toMatchObject({ central: '0.00' });
    const id = asked.data.id;
    expect((await operatorPost(t, requester, `${URL}/${id}/approve`)).code).toBe('APPROVAL_SELF');
    expect(await balance(t, m)).toMatchObject({ central: '0.00' });
    const waiting = await operatorGet(t, approver, `${URL}?state=awaiting_approval`);
    expect(waiting.data.list.map((a: { id: number }) => a.id)).toEqual([id]);

    const approved = await operatorPost(t, approver, `${URL}/${id}/approve`);
    expect(approved).toMatchObject({
      status: true,
      data: { state: 'applied', approvedBy: expect.any(Number), amount: '50000.01' },
    });
    expect(await balance(t, m)).toMatchObject({ central: '50000.01' });
    expect((await t.app.services.turnover.state(m.memberId)).required).toBe(5_000_001n);
    expect((await operatorPost(t, approver, `${URL}/${id}/approve`)).code).toBe(
      'ORDER_NOT_PENDING',
    );
    expect((await operatorPost(t, approver, `${URL}/${id}/reject`)).code).toBe('ORDER_NOT_PENDING');
    const audit = await operatorGet(t, approver, `/audit?action=adjustment.approve`);
    expect(audit.data.list[0]).toMatchObject({
      actorName: 'admin',
      before: { state: 'awaiting_approval' },
      after: { state: 'applied' },
    });
  });

  it('can be rejected, and a large debit waits too', async () => {
    const m = await newMember(t, 'adjbig02', { wpassword: false });
    await fund(t, m.owner, '100');
    const requester = await operator(t, 'adjfin4', 'finance');
    const asked = await operatorPost(t, requester, URL, {
      account: 'adjbig02',
      amount: '-60000',
      reason: '违规扣除',
    });
    expect(asked.data.state).toBe('awaiting_approval');
    const second = await adminToken(t);
    // Approving a debit the member cannot cover is refused and leaves it waiting.
    expect((await operatorPost(t, second, `${URL}/${asked.data.id}/approve`)).code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    const rejected = await operatorPost(t, requester, `${URL}/${asked.data.id}/reject`);
    expect(rejected).toMatchObject({ status: true, data: { state: 'rejected', transferId: null } });
    expect(await balance(t, m)).toMatchObject({ central: '100.00' });
  });
});

describe('roles and the invariants', () => {
  it('refuses support operators and reports the ledger invariants to finance', async () => {
    const support = await operator(t, 'adjsup1', 'support');
    expect(
      (await operatorPost(t, support, URL, { account: 'x', amount: '1', reason: 'x' })).code,
    ).toBe('FORBIDDEN');
    expect((await operatorGet(t, support, URL)).code).toBe('FORBIDDEN');
    expect((await operatorGet(t, support, '/finance/invariants')).code).toBe('FORBIDDEN');
    const finance = await operator(t, 'adjfin5', 'finance');
    expect(await operatorGet(t, finance, '/finance/invariants')).toEqual({
      status: true,
      data: { ok: true, violations: [] },
    });
  });
});
