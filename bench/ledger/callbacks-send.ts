// The gateway's side of part (b): signed callbacks, one per pending order, sent by CLIENTS
// concurrent loops. Runs in a worker thread (bench/worker.ts), as a gateway is another
// machine: the app under test keeps its event loop to itself.
import { Agent, request } from 'undici';
import { sign } from '../../apps/gateway-sim/src/signature.ts';
import { CLIENTS, measure, type Measured } from './measure.ts';

export type CallbackJob = {
  /** Where the app listens, e.g. http://127.0.0.1:1234. */
  base: string;
  channelId: number;
  secret: string;
  orders: { order_no: string; gateway_payment_id: string }[];
  seconds: number;
};

export async function sendCallbacks(job: CallbackJob): Promise<Measured & { ordersLeft: number }> {
  // undici's own client, as bench/reads and bench/venue-transfer use: `fetch` spent most of a core
  // on its web streams, which this machine's two cores then lacked for the app and PostgreSQL.
  const dispatcher = new Agent({ connections: CLIENTS, pipelining: 1 });
  let next = 0;
  const result = await measure(job.seconds, async () => {
    const order = job.orders[next++];
    if (!order) return;
    const body = JSON.stringify({
      paymentId: order.gateway_payment_id,
      merchantOrderId: order.order_no,
      amount: '100.00',
      currency: 'CNY',
      status: 'paid',
      paidAt: new Date().toISOString(),
    });
    const res = await request(`${job.base}/api/payments/v1/callback/${job.channelId}`, {
      dispatcher,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': sign(body, job.secret) },
      body,
    });
    const answer = (await res.body.json()) as { ok?: boolean };
    if (res.statusCode !== 200 || !answer.ok)
      throw new Error(`callback refused: ${res.statusCode}`);
  });
  await dispatcher.close();
  return { ...result, ordersLeft: Math.max(0, job.orders.length - next) };
}
