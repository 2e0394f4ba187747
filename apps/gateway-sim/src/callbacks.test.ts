import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGatewaySim } from './gateway-sim.ts';
import { getJson, postJson, signedPost } from './testing/client.ts';
import { createPayment, orderBody, startHarness, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness([20, 20, 20]);
});
afterEach(() => {
  h.merchant.received.length = 0;
  h.merchant.answerWith([]);
});
afterAll(() => h.close());

type Stored = { callbacks: Array<{ at: string; status?: number; error?: string }> };

describe('callback retries', () => {
  it('retry after 500s until the merchant answers 200', async () => {
    h.merchant.answerWith([500, 500]);
    const { paymentId } = await createPayment(h);
    const done = await postJson(`${h.sim.url}/payments/${paymentId}/complete`);
    expect(done.body).toEqual({ ok: true, callbackStatus: 200 });
    expect(h.merchant.received).toHaveLength(3);
    expect(new Set(h.merchant.received.map((c) => c.raw)).size).toBe(1);

    const stored = await getJson<Stored>(`${h.sim.url}/payments/${paymentId}`);
    expect(stored.body.callbacks.map((c) => c.status)).toEqual([500, 500, 200]);
    const times = stored.body.callbacks.map((c) => Date.parse(c.at));
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(15);
  });

  it('give up after three retries and report the last status', async () => {
    h.merchant.answerWith([500, 502, 503, 504, 500]);
    const { paymentId } = await createPayment(h);
    const done = await postJson(`${h.sim.url}/payments/${paymentId}/complete`);
    expect(done.body).toEqual({ ok: true, callbackStatus: 504 });
    expect(h.merchant.received).toHaveLength(4);
    const stored = await getJson<Stored>(`${h.sim.url}/payments/${paymentId}`);
    expect(stored.body.callbacks.map((c) => c.status)).toEqual([500, 502, 503, 504]);
  });

  it('record network errors when the merchant cannot be reached', async () => {
    // A port that was just free: nothing listens there any more.
    const gone = await startGatewaySim();
    const deadUrl = `${gone.url}/callbacks`;
    await gone.close();

    const body = orderBody(h, { callbackUrl: deadUrl });
    const created = await signedPost<{ paymentId: string }>(`${h.sim.url}/payments`, body);
    const done = await postJson(`${h.sim.url}/payments/${created.body.paymentId}/complete`);
    expect(done.body).toEqual({ ok: true, callbackStatus: null });
    const stored = await getJson<Stored>(`${h.sim.url}/payments/${created.body.paymentId}`);
    expect(stored.body.callbacks).toHaveLength(4);
    expect(stored.body.callbacks.every((c) => c.error === 'ECONNREFUSED')).toBe(true);
  });

  it('close() cancels a pending late callback instead of waiting for it', async () => {
    const other = await startHarness();
    other.sim.faults.set({ lateMs: 60_000 });
    const { paymentId } = await createPayment(other);
    await postJson(`${other.sim.url}/payments/${paymentId}/complete`);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(other.merchant.received).toHaveLength(0);
  });
});
