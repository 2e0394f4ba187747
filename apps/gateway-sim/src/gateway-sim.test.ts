import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign } from './signature.ts';
import { getJson, postJson, signedPost } from './testing/client.ts';
import { createPayment, orderBody, startHarness, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('gateway-sim', () => {
  it('answers /healthz', async () => {
    const response = await fetch(`${h.sim.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
  });

  it('creates a payment, shows the pay page, and calls the merchant back with a valid signature', async () => {
    const before = h.merchant.received.length;
    const { paymentId, payUrl, merchantOrderId } = await createPayment(h, { amount: '250.50' });
    expect(paymentId).toMatch(/^gp_[0-9a-f]+$/);
    expect(payUrl).toBe(`${h.sim.url}/pay/${paymentId}`);

    const page = await fetch(payUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('250.50 CNY');
    expect(html).toContain('确认支付 / Pay');
    expect(html).toContain(`action="/pay/${paymentId}"`);

    // What the browser's form submission sends.
    const paid = await fetch(payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('支付成功');

    // The page answers only after the callback, so it is already there.
    expect(h.merchant.received).toHaveLength(before + 1);
    const callback = h.merchant.received.at(-1)!;
    expect(callback.signatureValid).toBe(true);
    expect(callback.body).toEqual({
      paymentId,
      merchantOrderId,
      amount: '250.50',
      currency: 'CNY',
      status: 'paid',
      paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Object.keys(callback.body)).toEqual([
      'paymentId',
      'merchantOrderId',
      'amount',
      'currency',
      'status',
      'paidAt',
    ]);

    const stored = await getJson(`${h.sim.url}/payments/${paymentId}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({
      paymentId,
      merchantOrderId,
      state: 'paid',
      paidAt: callback.body.paidAt,
      callbacks: [{ at: expect.any(String), status: 200 }],
    });
    expect(stored.body).not.toHaveProperty('secret');
  });

  it('completes through the JSON API with the merchant status, and only once', async () => {
    const { paymentId } = await createPayment(h);
    const done = await postJson(`${h.sim.url}/payments/${paymentId}/complete`);
    expect(done).toEqual({ status: 200, body: { ok: true, callbackStatus: 200 } });
    const again = await postJson(`${h.sim.url}/payments/${paymentId}/complete`);
    expect(again).toEqual({ status: 409, body: { error: 'already_paid' } });
    const page = await fetch(`${h.sim.url}/pay/${paymentId}`, { method: 'POST' });
    expect(page.status).toBe(409);
  });

  it('answers the same payment when the same order is created twice', async () => {
    const body = orderBody(h);
    const first = await signedPost(`${h.sim.url}/payments`, body);
    const second = await signedPost(`${h.sim.url}/payments`, body);
    expect(first.status).toBe(200);
    expect(second).toEqual(first);

    const changed = await signedPost(`${h.sim.url}/payments`, { ...body, amount: '999.00' });
    expect(changed).toEqual({
      status: 409,
      body: { error: 'idempotency_conflict', paymentId: first.body.paymentId },
    });
  });

  it('refuses a create whose signature is wrong or missing, and stores nothing', async () => {
    const body = orderBody(h);
    const wrong = await signedPost(`${h.sim.url}/payments`, body, 'not-the-secret');
    expect(wrong).toEqual({ status: 401, body: { error: 'bad_signature' } });

    const unsigned = await postJson(`${h.sim.url}/payments`, body);
    expect(unsigned).toEqual({ status: 401, body: { error: 'bad_signature' } });

    // Signed over different bytes than those sent (a re-serialised body) also fails.
    const raw = JSON.stringify(body, null, 2);
    const reformatted = await fetch(`${h.sim.url}/payments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': sign(JSON.stringify(body), body.secret),
      },
      body: raw,
    });
    expect(reformatted.status).toBe(401);

    // Nothing was stored under that order: a correct create now makes a fresh payment.
    const good = await signedPost(`${h.sim.url}/payments`, { ...body, amount: '1.00' });
    expect(good.status).toBe(200);
  });

  it('refuses malformed create bodies with 400', async () => {
    for (const overrides of [
      { amount: '1e3' },
      { amount: '0.00' },
      { amount: 100 },
      { merchantOrderId: '' },
      { callbackUrl: 'ftp://example.test/cb' },
    ]) {
      const answer = await signedPost(`${h.sim.url}/payments`, orderBody(h, overrides));
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.body.error).toBe('bad_request');
    }
    const notJson = await fetch(`${h.sim.url}/payments`, { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
  });

  it('answers 404 for unknown payments and routes', async () => {
    expect((await getJson(`${h.sim.url}/payments/gp_nope`)).status).toBe(404);
    expect((await postJson(`${h.sim.url}/payments/gp_nope/complete`)).status).toBe(404);
    expect((await fetch(`${h.sim.url}/pay/gp_nope`)).status).toBe(404);
    expect((await getJson(`${h.sim.url}/nowhere`)).body).toEqual({ error: 'not_found' });
  });

  it('escapes merchant-supplied text on the pay page', async () => {
    const { payUrl } = await createPayment(h, { currency: '<b>X</b>' });
    const html = await (await fetch(payUrl)).text();
    expect(html).toContain('&lt;b&gt;X&lt;/b&gt;');
    expect(html).not.toContain('<b>X</b>');
  });
});
