// Part (b) of the ledger benchmark: signed payment-gateway callbacks through real HTTP, each
// crediting a different pending e-wallet order, against the real app on its own database.
import { sql } from 'drizzle-orm';
import { sign } from '../../apps/gateway-sim/src/signature.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { seedDepositChannels } from '../../apps/server/src/modules/deposits/deposit-seed.ts';
import { prepare } from '../../apps/server/src/startup.ts';
import type { Measured } from './run.ts';

type Rows<T> = { rows: T[] };

export async function gatewayCallbacks(
  database: Database,
  measure: (op: (worker: number, n: number) => Promise<void>) => Promise<Measured>,
  orders: number,
) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
    ADMIN_PASSWORD: 'bench-admin-password',
  });
  const { app } = await prepare(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    await seedDepositChannels(database.db, 'pgdz', 'CNY');
    const [channel] = (
      (await database.db.execute(
        sql`select id, secret from deposit_channels where site_code = 'pgdz' and kind = 'ewallet'`,
      )) as unknown as Rows<{ id: string | number; secret: string }>
    ).rows;
    if (!channel) throw new Error('no e-wallet channel');
    // Pending orders made in bulk, as if members had created them through the gateway.
    const made = (
      (await database.db.execute(
        sql`insert into deposit_orders (order_no, site_code, member_id, channel_id, amount, currency,
              reference, state, gateway_payment_id)
            select 'B' || g, 'pgdz', m.id, ${channel.id}, 10000, 'CNY', 'R' || g, 'pending', 'gp' || g
            from generate_series(1, ${orders}) as g
            join lateral (select id from members where site_code = 'pgdz'
                          order by id offset (g % 10000) limit 1) m on true
            returning order_no, gateway_payment_id`,
      )) as unknown as Rows<{ order_no: string; gateway_payment_id: string }>
    ).rows;
    let next = 0;
    const result = await measure(async () => {
      const order = made[next++];
      if (!order) return;
      const body = JSON.stringify({
        paymentId: order.gateway_payment_id,
        merchantOrderId: order.order_no,
        amount: '100.00',
        currency: 'CNY',
        status: 'paid',
        paidAt: new Date().toISOString(),
      });
      const res = await fetch(`${base}/api/payments/v1/callback/${channel.id}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': sign(body, channel.secret),
        },
        body,
      });
      const answer = (await res.json()) as { ok?: boolean };
      if (res.status !== 200 || !answer.ok) throw new Error(`callback refused: ${res.status}`);
    });
    return { ...result, ordersLeft: Math.max(0, made.length - next) };
  } finally {
    await app.close();
  }
}
