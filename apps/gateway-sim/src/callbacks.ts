import { setTimeout as sleep } from 'node:timers/promises';
import { addOneUnit } from './amount.ts';
import { type Faults } from './faults.ts';
import { type Payment } from './payments.ts';
import { sign } from './signature.ts';

export interface DeliveryOptions {
  /** Waits before each retry; its length is the number of retries after the first attempt. */
  retryDelaysMs: readonly number[];
  /** How long one attempt may take before it counts as failed. */
  timeoutMs: number;
  /** Aborted when the simulator closes, so no timer or request outlives it. */
  signal: AbortSignal;
}

/** The callback body, in the protocol's field order. Built once so every copy is byte-equal. */
export function callbackBody(payment: Payment, faults: Faults): string {
  return JSON.stringify({
    paymentId: payment.paymentId,
    merchantOrderId: payment.merchantOrderId,
    amount: faults.wrongAmount ? addOneUnit(payment.amount) : payment.amount,
    currency: payment.currency,
    status: 'paid',
    paidAt: payment.paidAt,
  });
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'timeout';
    // fetch hides the socket error (ECONNREFUSED, ...) in `cause`; that is the useful part.
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    if (typeof cause?.code === 'string') return cause.code;
    if (typeof cause?.message === 'string') return cause.message;
    return error.message;
  }
  return String(error);
}

/** One delivery: the first attempt plus retries until the merchant answers 2xx. */
async function deliverOnce(
  payment: Payment,
  body: string,
  signature: string,
  options: DeliveryOptions,
): Promise<number | null> {
  let last: number | null = null;
  for (let attempt = 0; attempt <= options.retryDelaysMs.length; attempt += 1) {
    if (attempt > 0)
      await sleep(options.retryDelaysMs[attempt - 1], undefined, { signal: options.signal });
    const at = new Date().toISOString();
    try {
      const response = await fetch(payment.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        body,
        signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]),
      });
      // Drain the body so the keep-alive socket is reused rather than leaked.
      await response.arrayBuffer();
      payment.callbacks.push({ at, status: response.status });
      last = response.status;
      if (response.ok) return last;
    } catch (error) {
      if (options.signal.aborted) throw error;
      payment.callbacks.push({ at, error: describeError(error) });
      last = null;
    }
  }
  return last;
}

/**
 * Delivers the paid callback under the given faults (a snapshot taken at payment time) and
 * answers the status of the last attempt made, or null if that attempt got no HTTP answer.
 */
export async function deliverCallback(
  payment: Payment,
  faults: Faults,
  options: DeliveryOptions,
): Promise<number | null> {
  const body = callbackBody(payment, faults);
  // A secret the merchant cannot know, derived so that it never equals the real one.
  const secret = faults.badSignature ? `${payment.secret}:not-the-secret` : payment.secret;
  const signature = sign(body, secret);
  const first = await deliverOnce(payment, body, signature, options);
  if (!faults.duplicate) return first;
  return deliverOnce(payment, body, signature, options);
}
