import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGatewaySim, type GatewaySim } from '@kirin/gateway-sim';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { query } from '../../../testing/members.ts';
import { channelId, depositMember, type TestMember } from '../../../testing/deposit-kit.ts';
import { signBody } from './gateway-client.ts';

// The order is committed before the gateway is called, and every way the gateway's answer can go
// missing ends with an order the books know: payable, or failed with nothing to pay.

let sim: GatewaySim;
let t: TestApp;
let ewallet: number;
let member: TestMember;

beforeAll(async () => {
  sim = await startGatewaySim({ retryDelaysMs: [20] });
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on', GATEWAY_URL: sim.url });
  t.config.wallet.publicUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await t.app.services.deposits.seedChannels('pgdz', 'CNY');
  ewallet = await channelId(t, 'ewallet');
  member = await depositMember(t, 'depgate01');
});
afterEach(async () => {
  sim.faults.reset();
  await expectBooksBalance(t.database);
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const orderState = async (orderNo: string) =>
  (
    await query<{ state: string; pay_url: string | null }>(
      t.database,
      sql`select state, pay_url from deposit_orders where order_no = ${orderNo}`,
    )
  )[0];

/** An order as if its node died between the commit and the gateway's answer. */
async function strandedOrder(orderNo: string, amount = 10_000n) {
  await query(
    t.database,
    sql`insert into deposit_orders (order_no, site_code, member_id, channel_id, amount, currency,
          reference, state, created_at)
        values (${orderNo}, 'pgdz', ${member.id}, ${ewallet}, ${amount.toString()}, 'CNY',
          ${orderNo.slice(-6)}, 'creating', now() - interval '1 minute')`,
  );
}

async function secret() {
  const [row] = await query<{ secret: string }>(
    t.database,
    sql`select secret from deposit_channels where id = ${ewallet}`,
  );
  return t.app.services.dataCipher.open(row!.secret);
}

describe('e-wallet orders and the gateway', () => {
  it('are committed before the gateway is called: no transaction waits on the network', async () => {
    // A stand-in gateway that looks the order up from its own connection while it is asked.
    const seen: (string | undefined)[] = [];
    const gateway: Server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const { merchantOrderId } = JSON.parse(raw) as { merchantOrderId: string };
        void orderState(merchantOrderId).then((row) => {
          seen.push(row?.state);
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ paymentId: 'gp_x1', payUrl: 'http://pay.invalid/x1' }));
        });
      });
    });
    gateway.listen(0, '127.0.0.1');
    await once(gateway, 'listening');
    const { port } = gateway.address() as { port: number };
    await t.database.db.execute(
      sql`update deposit_channels set details = ${JSON.stringify({ gatewayUrl: `http://127.0.0.1:${port}` })}::jsonb where id = ${ewallet}`,
    );
    try {
      const created = json(
        await member.deposit({ channelId: ewallet, amount: '180' }, 'gw-order-0001'),
      );
      expect(created).toMatchObject({ status: true });
      expect(seen).toEqual(['creating']);
      expect(await orderState(created.data.id)).toEqual({
        state: 'pending',
        pay_url: 'http://pay.invalid/x1',
      });
    } finally {
      gateway.close();
      await t.database.db.execute(
        sql`update deposit_channels set details = '{}'::jsonb where id = ${ewallet}`,
      );
    }
  });

  it('ask the gateway when its answer was lost, and go on with the payment it made', async () => {
    sim.faults.set({ loseCreate: true });
    const created = json(
      await member.deposit({ channelId: ewallet, amount: '190' }, 'gw-order-0002'),
    );
    expect(created).toMatchObject({ status: true });
    const info = json(await member.info(created.data.id)).data;
    expect(info.state).toBe('pending');
    expect(info.instructions.payUrl).toMatch(new RegExp(`^${sim.url}/pay/gp_`));
  });

  it('after a crash before the gateway answered, settle by asking: made → payable, not made → failed', async () => {
    await strandedOrder('D20261127STRAND01');
    await strandedOrder('D20261127STRAND02', 12_300n);
    // The gateway did make the second one (our create reached it; its answer did not reach us).
    const body = JSON.stringify({
      merchantOrderId: 'D20261127STRAND02',
      amount: '123.00',
      currency: 'CNY',
      callbackUrl: `${t.config.wallet.publicUrl}/api/payments/v1/callback/${ewallet}`,
      secret: await secret(),
    });
    const made = await fetch(`${sim.url}/payments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': signBody(body, await secret()),
      },
      body,
    });
    expect(made.status).toBe(200);
    // Young orders are left to the request that may still be answering them.
    expect(await t.app.services.deposits.resolveCreating(5 * 60_000)).toBe(0);
    expect(await t.app.services.deposits.resolveCreating()).toBe(2);
    expect((await orderState('D20261127STRAND01'))?.state).toBe('failed');
    expect(await orderState('D20261127STRAND02')).toMatchObject({
      state: 'pending',
      pay_url: expect.stringMatching(/\/pay\/gp_/),
    });
    // A replay of the create's key answers the order; the member sees why a failed one failed.
    const failed = json(await member.info('D20261127STRAND01')).data;
    expect(failed.state).toBe('failed');
  });

  it('a gateway that cannot be asked leaves the order creating until it can', async () => {
    await strandedOrder('D20261127STRAND03');
    await t.database.db.execute(
      sql`update deposit_channels set details = '{"gatewayUrl":"http://127.0.0.1:9"}'::jsonb where id = ${ewallet}`,
    );
    try {
      expect(await t.app.services.deposits.resolveCreating()).toBe(0);
      expect((await orderState('D20261127STRAND03'))?.state).toBe('creating');
    } finally {
      await t.database.db.execute(
        sql`update deposit_channels set details = '{}'::jsonb where id = ${ewallet}`,
      );
    }
    expect(await t.app.services.deposits.resolveCreating()).toBe(1);
    expect((await orderState('D20261127STRAND03'))?.state).toBe('failed');
  });
});
