import { randomBytes } from 'node:crypto';
import { isPositiveDecimal } from './amount.ts';

export type PaymentState = 'created' | 'paid';

/** One try at delivering a callback: the merchant's HTTP status, or why there was none. */
export type CallbackAttempt = { at: string; status: number } | { at: string; error: string };

export interface CreatePaymentInput {
  merchantOrderId: string;
  amount: string;
  currency: string;
  callbackUrl: string;
  secret: string;
}

export interface Payment extends CreatePaymentInput {
  paymentId: string;
  state: PaymentState;
  createdAt: string;
  paidAt: string | null;
  callbacks: CallbackAttempt[];
}

/** What `GET /payments/:id` shows: everything but the merchant's secret. */
export type PaymentView = Omit<Payment, 'secret'>;

export function viewOf(payment: Payment): PaymentView {
  const { secret: _secret, ...view } = payment;
  return { ...view, callbacks: [...view.callbacks] };
}

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks a `POST /payments` body (after its signature); returns the first problem found. */
export function parseCreatePayment(
  value: unknown,
): { input: CreatePaymentInput } | { error: string } {
  if (typeof value !== 'object' || value === null) return { error: 'body must be a JSON object' };
  const body = value as Record<string, unknown>;
  if (!text(body.merchantOrderId, 128)) return { error: 'merchantOrderId must be 1-128 chars' };
  if (typeof body.amount !== 'string' || !isPositiveDecimal(body.amount)) {
    return { error: 'amount must be a positive decimal string such as "100.00"' };
  }
  if (!text(body.currency, 16)) return { error: 'currency must be 1-16 chars' };
  if (!text(body.callbackUrl, 2048) || !isHttpUrl(body.callbackUrl)) {
    return { error: 'callbackUrl must be an http(s) URL' };
  }
  if (!text(body.secret, 512)) return { error: 'secret must be 1-512 chars' };
  const { merchantOrderId, amount, currency, callbackUrl, secret } = body;
  return { input: { merchantOrderId, amount, currency, callbackUrl, secret } };
}

export type CreateResult =
  { kind: 'created' | 'replayed'; payment: Payment } | { kind: 'conflict'; payment: Payment };

/** In-memory payments; the simulator forgets everything when it stops, by design. */
export class PaymentStore {
  readonly #byId = new Map<string, Payment>();
  readonly #byOrder = new Map<string, Payment>();

  /**
   * Idempotent on merchantOrderId: the same order with the same body answers the first payment;
   * the same order with a different body is a conflict (the repo's rule for replayed ids).
   */
  create(input: CreatePaymentInput): CreateResult {
    const existing = this.#byOrder.get(input.merchantOrderId);
    if (existing) {
      const same =
        existing.amount === input.amount &&
        existing.currency === input.currency &&
        existing.callbackUrl === input.callbackUrl &&
        existing.secret === input.secret;
      return { kind: same ? 'replayed' : 'conflict', payment: existing };
    }
    const payment: Payment = {
      paymentId: `gp_${randomBytes(12).toString('hex')}`,
      ...input,
      state: 'created',
      createdAt: new Date().toISOString(),
      paidAt: null,
      callbacks: [],
    };
    this.#byId.set(payment.paymentId, payment);
    this.#byOrder.set(payment.merchantOrderId, payment);
    return { kind: 'created', payment };
  }

  get(paymentId: string): Payment | undefined {
    return this.#byId.get(paymentId);
  }

  byOrder(merchantOrderId: string): Payment | undefined {
    return this.#byOrder.get(merchantOrderId);
  }
}
