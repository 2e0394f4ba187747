import { randomUUID } from 'node:crypto';
import { startGatewaySim, type GatewaySim } from '../gateway-sim.ts';
import { signedPost } from './client.ts';
import { startMerchant, type FakeMerchant } from './merchant.ts';

export interface Harness {
  sim: GatewaySim;
  merchant: FakeMerchant;
  secret: string;
  close(): Promise<void>;
}

/** A simulator with quick retries and a merchant sharing a fresh secret with it. */
export async function startHarness(retryDelaysMs: number[] = [5, 10, 15]): Promise<Harness> {
  const secret = `secret-${randomUUID()}`;
  const sim = await startGatewaySim({ retryDelaysMs, callbackTimeoutMs: 2000 });
  const merchant = await startMerchant(secret);
  return {
    sim,
    merchant,
    secret,
    close: async () => {
      await sim.close();
      await merchant.close();
    },
  };
}

export function orderBody(harness: Harness, overrides: Record<string, unknown> = {}) {
  return {
    merchantOrderId: `DEP${randomUUID().replaceAll('-', '').slice(0, 16)}`,
    amount: '100.00',
    currency: 'CNY',
    callbackUrl: harness.merchant.callbackUrl,
    secret: harness.secret,
    ...overrides,
  };
}

/** Creates a payment the way the Kirin server does and returns its id. */
export async function createPayment(
  harness: Harness,
  overrides: Record<string, unknown> = {},
): Promise<{ paymentId: string; payUrl: string; merchantOrderId: string }> {
  const body = orderBody(harness, overrides);
  const created = await signedPost<{ paymentId: string; payUrl: string }>(
    `${harness.sim.url}/payments`,
    body,
  );
  if (created.status !== 200) throw new Error(`create answered ${created.status}`);
  return { ...created.body, merchantOrderId: body.merchantOrderId };
}
