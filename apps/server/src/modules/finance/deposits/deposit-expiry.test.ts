import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { post } from '../../../testing/members.ts';
import {
  DEPOSIT,
  auditActions,
  channelId,
  depositMember,
  movementsOf,
  operator,
  orderState,
  type TestMember,
} from '../../../testing/deposit-kit.ts';

// Orders left unpaid expire after DEPOSIT_UNPAID_MINUTES (issue 20): they stop counting against
// the member's cap and stop being payable, by the job and whenever the member reads or orders.

let t: TestApp;
let bank: number;
let erin: TestMember;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on', DEPOSIT_UNPAID_MINUTES: '60' });
  await t.app.services.deposits.seedChannels('pgdz', 'CNY');
  bank = await channelId(t, 'bank');
  erin = await depositMember(t, 'deperin01');
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

/** Moves an order's creation back in time, as if it had waited that long. */
const age = (orderNo: string, minutes: number) =>
  t.database.db.execute(
    sql`update deposit_orders set created_at = created_at - make_interval(mins => ${minutes})
         where order_no = ${orderNo}`,
  );

describe('unpaid deposit orders', () => {
  it('expire after the configured time, freeing the cap, and say so to the member', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(json(await erin.deposit({ channelId: bank, amount: '100' })).data.id);
    expect(json(await erin.deposit({ channelId: bank, amount: '100' })).code).toBe(
      'DEPOSIT_OPEN_LIMIT',
    );
    await age(ids[0]!, 59);
    expect(json(await erin.deposit({ channelId: bank, amount: '100' })).code).toBe(
      'DEPOSIT_OPEN_LIMIT',
    );
    await age(ids[0]!, 2);
    // Ordering again expires the stale one first: the new order fits.
    expect(json(await erin.deposit({ channelId: bank, amount: '100' })).status).toBe(true);
    expect(await orderState(t, ids[0]!)).toBe('expired');
    expect(json(await erin.info(ids[0]!)).data.state).toBe('expired');
    expect(await auditActions(t, ids[0]!)).toContain('deposit.expire');
    expect(await movementsOf(t, ids[0]!)).toEqual({ transfers: 0, turnover: 0 });
  });

  it('are expired by the job too; an order the member says is paid waits for an operator', async () => {
    const frank = await depositMember(t, 'depfrank1');
    const unpaid = json(await frank.deposit({ channelId: bank, amount: '200' })).data.id as string;
    const claimed = json(await frank.deposit({ channelId: bank, amount: '300' })).data.id as string;
    expect(json(await post(t.app, `${DEPOSIT}/paid`, { id: claimed }, frank.as)).status).toBe(true);
    await age(unpaid, 120);
    await age(claimed, 120);
    expect(await t.app.services.deposits.expireStale()).toBeGreaterThanOrEqual(1);
    expect(await orderState(t, unpaid)).toBe('expired');
    expect(await orderState(t, claimed)).toBe('pending');

    // An operator who sees the money arrive late may still credit the expired order, once.
    const ops = await operator(t);
    expect(json(await ops.confirm(unpaid, { 'idempotency-key': `late-${unpaid}` })).status).toBe(
      true,
    );
    expect(await frank.balance()).toBe('200.00');
    expect(await movementsOf(t, unpaid)).toEqual({ transfers: 1, turnover: 1 });
  });
});
