// Part (b) of the ledger benchmark: signed payment-gateway callbacks through real HTTP, each
// crediting a different pending e-wallet order, against the real app on its own database. The
// callbacks are sent from a worker thread (callbacks-send.ts).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { prepare } from '../../apps/server/src/startup.ts';
import { inWorker } from '../worker.ts';
import type { CallbackJob } from './callbacks-send.ts';
import type { Measured } from './measure.ts';

type Rows<T> = { rows: T[] };

export async function gatewayCallbacks(database: Database, seconds: number, orders: number) {
  const config = loadConfig({
    NODE_ENV: 'production',
    // Production seals personal data under a key of its own; a bench's lives as long as its data.
    DATA_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
    ADMIN_PASSWORD: 'bench-admin-password',
  });
  const { app } = await prepare(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    await app.services.deposits.seedChannels('pgdz', 'CNY');
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
            join (select id, row_number() over (order by id) - 1 as n from members
                  where site_code = 'pgdz') m
              on m.n = g % (select count(*) from members where site_code = 'pgdz')
            returning order_no, gateway_payment_id`,
      )) as unknown as Rows<{ order_no: string; gateway_payment_id: string }>
    ).rows;
    const job: CallbackJob = {
      base,
      channelId: Number(channel.id),
      secret: app.services.dataCipher.open(channel.secret),
      orders: made,
      seconds,
    };
    return await inWorker<Measured & { ordersLeft: number }>(
      new URL('./callbacks-send.ts', import.meta.url),
      'sendCallbacks',
      job,
    );
  } finally {
    await app.close();
  }
}
