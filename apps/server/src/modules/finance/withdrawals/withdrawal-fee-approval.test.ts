import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { get, query } from '../../../testing/members.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import {
  adminToken,
  balance,
  FINANCE,
  fund,
  newMember,
  operator,
  operatorGet,
  operatorPost,
  withdraw,
} from '../../../testing/withdrawal-kit.ts';

// The fee is booked apart from the payout, so the withdrawal clearing account holds exactly what
// the bank pays out; large withdrawals need a second operator's approval before anyone pays them.

let t: TestApp;
let finance: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({
    CAPTCHA: 'off',
    SMS_OUTBOX: 'on',
    WITHDRAW_FEE: '2.50',
    WITHDRAW_APPROVAL_THRESHOLD: '1000',
  });
  finance = await operator(t, 'feefin01', 'finance');
  admin = await adminToken(t);
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

/** Posted and held amounts of the house's accounts of a kind (all shards), as decimals. */
async function house(kind: 'house_withdrawal' | 'house_fees') {
  const [row] = await query<{ posted: string; held: string }>(
    t.database,
    sql`select coalesce(sum(credits_posted - debits_posted), 0)::text as posted,
               coalesce(sum(credits_pending), 0)::text as held
        from ledger_accounts where site_code = 'pgdz' and kind = ${kind}`,
  );
  return { posted: BigInt(row!.posted), held: BigInt(row!.held) };
}

const orderOf = (answer: { data: { id: string } }) => answer.data.id;

describe('the withdrawal fee', () => {
  it('is held and paid as its own leg, to fee income; the member and operators see the split', async () => {
    const m = await newMember(t, 'wdfee01');
    await fund(t, m.owner, '1000');
    const [clearing, fees] = [await house('house_withdrawal'), await house('house_fees')];
    const asked = json(await withdraw(t, m, { amount: '500' }));
    expect(asked.data).toMatchObject({ amount: '500.00', fee: '2.50', payout: '497.50' });
    expect(await balance(t, m)).toMatchObject({ central: '500.00', locked: '500.00' });
    expect((await house('house_withdrawal')).held - clearing.held).toBe(49_750n);
    expect((await house('house_fees')).held - fees.held).toBe(250n);

    const listed = await operatorGet(t, finance, `/finance/withdrawals?member=${m.account}`);
    expect(listed.data.list[0]).toMatchObject({
      fee: '2.50',
      payout: '497.50',
      needsApproval: false,
    });

    const paid = await operatorPost(t, finance, `/finance/withdrawals/${orderOf(asked)}/pay`);
    expect(paid.data).toMatchObject({ state: 'paid', payout: '497.50' });
    // Clearing holds exactly what the bank pays out; the fee is income.
    expect((await house('house_withdrawal')).posted - clearing.posted).toBe(49_750n);
    expect((await house('house_fees')).posted - fees.posted).toBe(250n);
    expect(await balance(t, m)).toMatchObject({ central: '500.00', locked: '0.00' });

    const mine = json(await get(t.app, `${FINANCE}/withdrawals?id=${orderOf(asked)}`, m.as));
    expect(mine.data).toMatchObject({ state: 'paid', fee: '2.50', payout: '497.50' });
  });

  it('is returned with the payout when the withdrawal is rejected', async () => {
    const m = await newMember(t, 'wdfee02');
    await fund(t, m.owner, '300');
    const fees = await house('house_fees');
    const asked = json(await withdraw(t, m, { amount: '300' }));
    const rejected = await operatorPost(
      t,
      finance,
      `/finance/withdrawals/${orderOf(asked)}/reject`,
      {
        reason: 'card closed',
      },
    );
    expect(rejected.data.state).toBe('rejected');
    expect(await balance(t, m)).toMatchObject({ central: '300.00', locked: '0.00' });
    expect(await house('house_fees')).toEqual(fees);
  });
});

describe('large withdrawals', () => {
  it('are paid only after another operator approved them', async () => {
    const m = await newMember(t, 'wdbig01');
    await fund(t, m.owner, '5000');
    const id = orderOf(json(await withdraw(t, m, { amount: '1500' })));
    const url = `/finance/withdrawals/${id}`;
    expect((await operatorPost(t, finance, `${url}/pay`)).code).toBe('APPROVAL_REQUIRED');

    const approved = await operatorPost(t, finance, `${url}/approve`);
    expect(approved).toMatchObject({ status: true, data: { state: 'reviewing' } });
    expect((await operatorPost(t, admin, `${url}/approve`)).code).toBe('ORDER_NOT_PENDING');
    // The approver may not also pay it.
    expect((await operatorPost(t, finance, `${url}/pay`)).code).toBe('APPROVAL_SELF');
    const listed = await operatorGet(t, admin, `/finance/withdrawals?member=${m.account}`);
    expect(listed.data.list[0]).toMatchObject({
      needsApproval: true,
      approvedBy: expect.any(Number),
      approvedAt: expect.any(String),
    });

    expect((await operatorPost(t, admin, `${url}/pay`)).data.state).toBe('paid');
    const audit = await query<{ action: string }>(
      t.database,
      sql`select action from audit_log where target_kind = 'withdrawal' and target_id = ${id} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'withdrawal.request',
      'withdrawal.approve',
      'withdrawal.pay',
    ]);
  });

  it('at or below the threshold need no approval, and may be rejected without one', async () => {
    const m = await newMember(t, 'wdbig02');
    await fund(t, m.owner, '5000');
    const small = orderOf(json(await withdraw(t, m, { amount: '1000' })));
    expect((await operatorPost(t, finance, `/finance/withdrawals/${small}/approve`)).code).toBe(
      'APPROVAL_NOT_NEEDED',
    );
    expect((await operatorPost(t, finance, `/finance/withdrawals/${small}/pay`)).data.state).toBe(
      'paid',
    );
    const big = orderOf(json(await withdraw(t, m, { amount: '2000' })));
    const rejected = await operatorPost(t, finance, `/finance/withdrawals/${big}/reject`, {
      reason: 'please call us',
    });
    expect(rejected.data.state).toBe('rejected');
    expect(await balance(t, m)).toMatchObject({ central: '4000.00', locked: '0.00' });
  });
});
