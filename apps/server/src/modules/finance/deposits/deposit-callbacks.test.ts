import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGatewaySim, type GatewaySim, type PaymentView } from '@kirin/gateway-sim';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { query } from '../../../testing/members.ts';
import {
  auditActions,
  channelId,
  depositMember,
  movementsOf,
  operator,
  orderState,
  type TestMember,
} from '../../../testing/deposit-kit.ts';
import { HOUSE_SHARDS } from '../../../ledger/wallet-accounts.ts';

// Real HTTP both ways: the server asks the simulator for a payment, the simulator calls the
// server's listening port back, faults switched on as the tests need them.

let sim: GatewaySim;
let t: TestApp;
let baseUrl: string;
let ewallet: number;
let member: TestMember;

beforeAll(async () => {
  sim = await startGatewaySim({ retryDelaysMs: [20, 20, 20] });
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on', GATEWAY_URL: sim.url });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The port is known only now; the service reads the configuration at each order.
  t.config.wallet.publicUrl = baseUrl;
  await t.app.services.deposits.seedChannels('pgdz', 'CNY');
  ewallet = await channelId(t, 'ewallet');
  member = await depositMember(t, 'depcall01');
});
afterEach(async () => {
  sim.faults.reset();
  await expectBooksBalance(t.database);
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const simJson = async <T>(path: string, init?: RequestInit) =>
  (await (await fetch(`${sim.url}${path}`, init)).json()) as T;

/** A new e-wallet order and the gateway payment behind it. */
async function newOrder(amount = '100', who = member) {
  const created = json(await who.deposit({ channelId: ewallet, amount }));
  expect(created.status, JSON.stringify(created)).toBe(true);
  const orderNo = created.data.id as string;
  const info = json(await who.info(orderNo)).data;
  const payUrl = info.instructions.payUrl as string;
  const paymentId = payUrl.split('/').pop() as string;
  return { orderNo, paymentId, info };
}

/** The member pays on the gateway: it answers after its callback attempts (except under lateMs). */
const pay = (paymentId: string) =>
  simJson<{ ok: boolean; callbackStatus: number | null }>(`/payments/${paymentId}/complete`, {
    method: 'POST',
  });

const payment = (paymentId: string) => simJson<PaymentView>(`/payments/${paymentId}`);

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await sleep(25);
  }
}

const channelAudit = async (action: string) =>
  (
    await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from audit_log where action = ${action} and target_kind = 'deposit-channel' and target_id = ${String(ewallet)}`,
    )
  )[0]?.n ?? 0;

describe('e-wallet orders through the gateway', () => {
  it('create a gateway payment whose callback URL is ours, and credit on the paid callback', async () => {
    const { orderNo, paymentId, info } = await newOrder('250');
    expect(info).toMatchObject({ state: 'pending', instructions: { kind: 'ewallet' } });
    expect(info.instructions.payUrl).toBe(`${sim.url}/pay/${paymentId}`);
    const stored = await payment(paymentId);
    expect(stored).toMatchObject({
      merchantOrderId: orderNo,
      amount: '250.00',
      currency: 'CNY',
      callbackUrl: `${baseUrl}/api/payments/v1/callback/${ewallet}`,
    });

    expect(await pay(paymentId)).toEqual({ ok: true, callbackStatus: 200 });
    expect(json(await member.info(orderNo)).data).toMatchObject({
      state: 'credited',
      creditedAt: expect.any(String),
    });
    expect(await movementsOf(t, orderNo)).toEqual({ transfers: 1, turnover: 1 });
    expect(await auditActions(t, orderNo)).toEqual(['deposit.create', 'deposit.credit']);
    // From the house deposit row that takes this member's side, audited as the order was.
    const [from] = await query<{ kind: string; shard: number }>(
      t.database,
      sql`select a.kind, a.shard from deposit_orders o
          join ledger_transfers x on x.id = o.transfer_id
          join ledger_accounts a on a.id = x.debit_account_id where o.order_no = ${orderNo}`,
    );
    expect(from).toEqual({ kind: 'house_deposit', shard: member.id % HOUSE_SHARDS });
    const [entry] = await query<{ actor_name: string; before: unknown; after: unknown }>(
      t.database,
      sql`select actor_name, before, after from audit_log
          where action = 'deposit.credit' and target_id = ${orderNo}`,
    );
    expect(entry).toEqual({
      actor_name: 'gateway',
      before: {
        orderNo,
        state: 'pending',
        amount: '25000',
        currency: 'CNY',
        transferId: null,
        reason: null,
      },
      after: {
        orderNo,
        state: 'credited',
        amount: '25000',
        currency: 'CNY',
        transferId: expect.any(Number),
        reason: null,
        claimed: { paymentId, amount: '250.00', currency: 'CNY', status: 'paid' },
      },
    });
  });

  it('duplicated callbacks move the money once and are all answered ok', async () => {
    const before = await member.balance();
    sim.faults.set({ duplicate: true });
    const { orderNo, paymentId } = await newOrder('100');
    expect(await pay(paymentId)).toEqual({ ok: true, callbackStatus: 200 });
    const { callbacks } = await payment(paymentId);
    expect(callbacks.map((c) => ('status' in c ? c.status : c.error))).toEqual([200, 200]);
    expect(await movementsOf(t, orderNo)).toEqual({ transfers: 1, turnover: 1 });
    expect(Number(await member.balance()) - Number(before)).toBe(100);
  });

  it('a late callback credits when it comes', async () => {
    sim.faults.set({ lateMs: 150 });
    const { orderNo, paymentId } = await newOrder('120');
    expect(await pay(paymentId)).toEqual({ ok: true, callbackStatus: null });
    expect(await orderState(t, orderNo)).toBe('pending');
    await waitFor(async () => (await orderState(t, orderNo)) === 'credited');
    expect(await movementsOf(t, orderNo)).toEqual({ transfers: 1, turnover: 1 });
  });

  it('a late callback after the operator confirmed is answered ok and moves nothing more', async () => {
    // Confirmed before the member pays, so the callback comes after the confirmation however slow
    // the machine (a timed late callback could overtake a slow confirmation and credit first).
    const { orderNo, paymentId } = await newOrder('130');
    const ops = await operator(t);
    expect(json(await ops.confirm(orderNo)).data.state).toBe('credited');
    await pay(paymentId);
    expect((await payment(paymentId)).callbacks).toEqual([
      expect.objectContaining({ status: 200 }),
    ]);
    expect(await movementsOf(t, orderNo)).toEqual({ transfers: 1, turnover: 1 });
    expect(await auditActions(t, orderNo)).toEqual(['deposit.create', 'deposit.confirm']);
  });

  it('a forged callback (bad signature) is refused with 401, audited, and changes nothing', async () => {
    sim.faults.set({ badSignature: true });
    const audited = await channelAudit('deposit.callback.bad_signature');
    const { orderNo, paymentId } = await newOrder('140');
    // Every attempt is refused, retries included; the last status is what the gateway reports.
    expect(await pay(paymentId)).toEqual({ ok: true, callbackStatus: 401 });
    expect((await payment(paymentId)).callbacks).toHaveLength(4);
    expect(await orderState(t, orderNo)).toBe('pending');
    expect(await movementsOf(t, orderNo)).toEqual({ transfers: 0, turnover: 0 });
    expect(await channelAudit('deposit.callback.bad_signature')).toBe(audited + 4);
  });

  it('a callback with the wrong amount is answered ok:false, audited, and left to an operator', async () => {
    sim.faults.set({ wrongAmount: true });
    const { orderNo, paymentId } = await newOrder('160');
    expect(await pay(paymentId)).toEqual({ ok: true, callbackStatus: 200 });
    expect(await orderState(t, orderNo)).toBe('pending');
    expect(await movementsOf(t, orderNo)).toEqual({ transfers: 0, turnover: 0 });
    expect(await auditActions(t, orderNo)).toEqual(['deposit.create', 'deposit.callback.mismatch']);
    const ops = await operator(t);
    expect(json(await ops.reject(orderNo, '金额不符')).data.state).toBe('rejected');
  });

  it('a paid callback for a rejected order credits nothing', async () => {
    const { orderNo, paymentId } = await newOrder('170');
    const ops = await operator(t);
    await ops.reject(orderNo, '会员取消');
    expect(await pay(paymentId)).toEqual({ ok: true, callbackStatus: 200 });
    expect(await orderState(t, orderNo)).toBe('rejected');
    expect(await movementsOf(t, orderNo)).toEqual({ transfers: 0, turnover: 0 });
    expect(await auditActions(t, orderNo)).toContain('deposit.callback.not_pending');
  });

  it('a gateway that refuses or cannot be reached leaves nothing to pay and the key free', async () => {
    sim.faults.set({ failCreate: true });
    const states = async () =>
      (
        await query<{ state: string }>(
          t.database,
          sql`select state from deposit_orders where member_id = ${member.id} and channel_id = ${ewallet} order by id`,
        )
      ).map((r) => r.state);
    const before = await states();
    const refused = json(
      await member.deposit({ channelId: ewallet, amount: '100' }, 'gw-key-00001'),
    );
    expect(refused).toMatchObject({ status: false, code: 'TRY_AGAIN' });
    // The order was filed before the gateway was asked; the gateway says it has no payment for it.
    expect(await states()).toEqual([...before, 'failed']);

    const gone = await startGatewaySim();
    await gone.close();
    await t.database.db.execute(
      sql`update deposit_channels set details = ${JSON.stringify({ gatewayUrl: gone.url })}::jsonb where id = ${ewallet}`,
    );
    try {
      const unreachable = json(
        await member.deposit({ channelId: ewallet, amount: '100' }, 'gw-key-00001'),
      );
      expect(unreachable.code).toBe('TRY_AGAIN');
    } finally {
      await t.database.db.execute(
        sql`update deposit_channels set details = '{}'::jsonb where id = ${ewallet}`,
      );
    }
    // Nobody could say whether the gateway made it: it waits to be asked again.
    expect(await states()).toEqual([...before, 'failed', 'creating']);

    sim.faults.reset();
    const retried = json(
      await member.deposit({ channelId: ewallet, amount: '100' }, 'gw-key-00001'),
    );
    expect(retried.status).toBe(true);
    expect(await states()).toEqual([...before, 'failed', 'creating', 'pending']);
    // Asked now, the gateway has no payment for the one left creating: it fails too.
    expect(await t.app.services.deposits.resolveCreating(0)).toBe(1);
    expect(await states()).toEqual([...before, 'failed', 'failed', 'pending']);
  });
});
