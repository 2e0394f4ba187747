import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, signedPost } from './testing/client.ts';
import { createPayment, orderBody, startHarness, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await postJson(`${h.sim.url}/faults/reset`);
  h.merchant.received.length = 0;
});
afterAll(() => h.close());

const NONE = {
  duplicate: false,
  lateMs: 0,
  badSignature: false,
  wrongAmount: false,
  failCreate: false,
  loseCreate: false,
};

async function pay(paymentId: string) {
  return postJson<{ ok: boolean; callbackStatus: number | null }>(
    `${h.sim.url}/payments/${paymentId}/complete`,
  );
}

describe('faults', () => {
  it('are shown, merged, reset, and validated', async () => {
    expect(await getJson(`${h.sim.url}/faults`)).toEqual({ status: 200, body: NONE });
    await postJson(`${h.sim.url}/faults`, { duplicate: true });
    const merged = await postJson(`${h.sim.url}/faults`, { lateMs: 50 });
    expect(merged.body).toEqual({ ...NONE, duplicate: true, lateMs: 50 });
    expect(h.sim.faults.current).toEqual(merged.body);

    const typo = await postJson(`${h.sim.url}/faults`, { badSignatures: true });
    expect(typo.status).toBe(400);
    expect((await postJson(`${h.sim.url}/faults`, { lateMs: -1 })).status).toBe(400);
    expect((await postJson(`${h.sim.url}/faults`, { duplicate: 'yes' })).status).toBe(400);

    expect(await postJson(`${h.sim.url}/faults/reset`)).toEqual({ status: 200, body: NONE });
  });

  it('duplicate sends each callback twice, byte for byte', async () => {
    await postJson(`${h.sim.url}/faults`, { duplicate: true });
    const { paymentId } = await createPayment(h);
    expect((await pay(paymentId)).body).toEqual({ ok: true, callbackStatus: 200 });
    const [first, second] = await h.merchant.waitFor(2);
    expect(h.merchant.received).toHaveLength(2);
    expect(second!.raw).toBe(first!.raw);
    expect(second!.signatureValid).toBe(true);
    expect(first!.body.paymentId).toBe(paymentId);
    const stored = await getJson<{ callbacks: unknown[] }>(`${h.sim.url}/payments/${paymentId}`);
    expect(stored.body.callbacks).toHaveLength(2);
  });

  it('lateMs holds the callback back while complete answers at once', async () => {
    await postJson(`${h.sim.url}/faults`, { lateMs: 300 });
    const { paymentId } = await createPayment(h);
    const started = Date.now();
    expect((await pay(paymentId)).body).toEqual({ ok: true, callbackStatus: null });
    expect(Date.now() - started).toBeLessThan(250);
    expect(h.merchant.received).toHaveLength(0);

    const [callback] = await h.merchant.waitFor(1);
    expect(callback!.receivedAtMs - started).toBeGreaterThanOrEqual(290);
    expect(callback!.signatureValid).toBe(true);
    // The payment itself was paid at once; only the news of it is late.
    expect(Date.parse(callback!.body.paidAt)).toBeLessThan(callback!.receivedAtMs - 200);
  });

  it('badSignature signs callbacks with a secret the merchant does not know', async () => {
    await postJson(`${h.sim.url}/faults`, { badSignature: true });
    const { paymentId } = await createPayment(h);
    await pay(paymentId);
    const [callback] = await h.merchant.waitFor(1);
    expect(callback!.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(callback!.signatureValid).toBe(false);
    expect(callback!.body).toMatchObject({ paymentId, amount: '100.00', status: 'paid' });
  });

  it('wrongAmount reports one more unit at the same scale, correctly signed', async () => {
    await postJson(`${h.sim.url}/faults`, { wrongAmount: true });
    const { paymentId } = await createPayment(h, { amount: '99.50' });
    await pay(paymentId);
    const [callback] = await h.merchant.waitFor(1);
    expect(callback!.body.amount).toBe('100.50');
    expect(callback!.signatureValid).toBe(true);
    // The stored payment keeps the real amount.
    const stored = await getJson(`${h.sim.url}/payments/${paymentId}`);
    expect(stored.body.amount).toBe('99.50');
  });

  it('failCreate answers 503 to creates until cleared', async () => {
    await postJson(`${h.sim.url}/faults`, { failCreate: true });
    const body = orderBody(h);
    expect(await signedPost(`${h.sim.url}/payments`, body)).toEqual({
      status: 503,
      body: { error: 'unavailable' },
    });
    await postJson(`${h.sim.url}/faults/reset`);
    expect((await signedPost(`${h.sim.url}/payments`, body)).status).toBe(200);
  });

  it('loseCreate makes the payment but answers 503; a lookup then finds it', async () => {
    await postJson(`${h.sim.url}/faults`, { loseCreate: true });
    const body = orderBody(h);
    expect((await signedPost(`${h.sim.url}/payments`, body)).status).toBe(503);
    const lookup = { merchantOrderId: body.merchantOrderId, secret: body.secret };
    const found = await signedPost(`${h.sim.url}/payments/lookup`, lookup);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      paymentId: expect.stringMatching(/^gp_/),
      state: 'created',
    });
    // The same create again answers the payment it made.
    await postJson(`${h.sim.url}/faults/reset`);
    const again = await signedPost(`${h.sim.url}/payments`, body);
    expect(again.body.paymentId).toBe(found.body.paymentId);
  });

  it('a lookup of an order never made, or with another secret, is not found', async () => {
    const body = orderBody(h);
    const unknown = { merchantOrderId: body.merchantOrderId, secret: body.secret };
    expect((await signedPost(`${h.sim.url}/payments/lookup`, unknown)).status).toBe(404);
    await signedPost(`${h.sim.url}/payments`, body);
    const other = { merchantOrderId: body.merchantOrderId, secret: 'another-secret-entirely' };
    expect((await signedPost(`${h.sim.url}/payments/lookup`, other)).status).toBe(404);
    expect((await signedPost(`${h.sim.url}/payments/lookup`, unknown, 'wrong')).status).toBe(401);
  });

  it('can be switched in process through the returned handle', async () => {
    h.sim.faults.set({ wrongAmount: true });
    expect((await getJson(`${h.sim.url}/faults`)).body).toEqual({ ...NONE, wrongAmount: true });
    const { paymentId } = await createPayment(h, { amount: '5' });
    await pay(paymentId);
    expect((await h.merchant.waitFor(1))[0]!.body.amount).toBe('6');
  });

  it('apply as they were when the payment was paid', async () => {
    await postJson(`${h.sim.url}/faults`, { lateMs: 100, wrongAmount: true });
    const { paymentId } = await createPayment(h, { amount: '10.00' });
    await pay(paymentId);
    await postJson(`${h.sim.url}/faults/reset`);
    expect((await h.merchant.waitFor(1))[0]!.body.amount).toBe('11.00');
  });
});
