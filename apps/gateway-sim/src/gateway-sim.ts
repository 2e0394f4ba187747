import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { deliverCallback, type DeliveryOptions } from './callbacks.ts';
import { FaultSwitch, parseFaultPatch } from './faults.ts';
import { BodyTooLargeError, parseJson, readBody, sendHtml, sendJson, sendText } from './http-io.ts';
import { notFoundPage, paidPage, payPage } from './pages.ts';
import { parseCreatePayment, PaymentStore, viewOf, type Payment } from './payments.ts';
import { verifySignature } from './signature.ts';

export { FaultSwitch, type FaultPatch, type Faults } from './faults.ts';
export { sign, verifySignature } from './signature.ts';
export type { CallbackAttempt, PaymentView } from './payments.ts';

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [200, 1000, 3000];
export const DEFAULT_CALLBACK_TIMEOUT_MS = 5000;

export interface GatewaySimOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Waits before each callback retry; [] disables retries. */
  retryDelaysMs?: readonly number[];
  callbackTimeoutMs?: number;
  /** Base of payUrl when members reach the simulator by another address than `url`. */
  publicUrl?: string;
}

export interface GatewaySim {
  /** Where the simulator answers, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** The same switch as `/faults`, for tests running in process. */
  faults: FaultSwitch;
  /** Stops listening, cancels pending (late or retrying) callbacks. Safe to call twice. */
  close(): Promise<void>;
}

type Completion = { kind: 'done'; callbackStatus: number | null } | { kind: 'already_paid' };

// A wildcard bind address is not something a browser or fetch can dial.
function reachableHost(address: string): string {
  if (address === '0.0.0.0' || address === '::') return '127.0.0.1';
  return address.includes(':') ? `[${address}]` : address;
}

const headerValue = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export async function startGatewaySim(options: GatewaySimOptions = {}): Promise<GatewaySim> {
  const faults = new FaultSwitch();
  const payments = new PaymentStore();
  const lifetime = new AbortController();
  const background = new Set<Promise<void>>();
  const delivery: DeliveryOptions = {
    retryDelaysMs: [...(options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS)],
    timeoutMs: options.callbackTimeoutMs ?? DEFAULT_CALLBACK_TIMEOUT_MS,
    signal: lifetime.signal,
  };
  let payBaseUrl = '';

  /** Marks the payment paid and sends its callback under the faults in force right now. */
  async function complete(payment: Payment): Promise<Completion> {
    // Checked and set with no await in between, so two racing payers cannot both pay.
    if (payment.state === 'paid') return { kind: 'already_paid' };
    const snapshot = faults.current;
    payment.state = 'paid';
    payment.paidAt = new Date().toISOString();
    if (snapshot.lateMs <= 0) {
      return { kind: 'done', callbackStatus: await deliverCallback(payment, snapshot, delivery) };
    }
    const late = sleep(snapshot.lateMs, undefined, { signal: lifetime.signal })
      .then(() => deliverCallback(payment, snapshot, delivery))
      .then(
        () => undefined,
        (error: unknown) => {
          if (!lifetime.signal.aborted) console.error('gateway-sim: late callback failed', error);
        },
      );
    background.add(late);
    void late.finally(() => background.delete(late));
    return { kind: 'done', callbackStatus: null };
  }

  async function createPayment(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    if (faults.current.failCreate) return sendJson(response, 503, { error: 'unavailable' });
    const parsed = parseJson(raw);
    if ('error' in parsed)
      return sendJson(response, 400, { error: 'bad_request', message: parsed.error });
    // The signing key travels in the body it signs, so the body must be read before checking.
    const secret = (parsed.value as { secret?: unknown } | null)?.secret;
    if (typeof secret !== 'string' || secret === '') {
      return sendJson(response, 400, { error: 'bad_request', message: 'secret is required' });
    }
    if (!verifySignature(raw, secret, headerValue(request, 'x-signature'))) {
      return sendJson(response, 401, { error: 'bad_signature' });
    }
    const checked = parseCreatePayment(parsed.value);
    if ('error' in checked) {
      return sendJson(response, 400, { error: 'bad_request', message: checked.error });
    }
    const result = payments.create(checked.input);
    if (result.kind === 'conflict') {
      return sendJson(response, 409, {
        error: 'idempotency_conflict',
        paymentId: result.payment.paymentId,
      });
    }
    if (faults.current.loseCreate) return sendJson(response, 503, { error: 'unavailable' });
    sendJson(response, 200, answerOf(result.payment));
  }

  const answerOf = (payment: Payment) => ({
    paymentId: payment.paymentId,
    payUrl: `${payBaseUrl}/pay/${encodeURIComponent(payment.paymentId)}`,
    state: payment.state,
  });

  /**
   * `POST /payments/lookup` `{ merchantOrderId, secret }`, signed like a create: the merchant asks
   * whether an order of theirs became a payment (its create's answer was lost). 404 when it did
   * not, or when the secret is not the one the payment was made with.
   */
  async function lookupPayment(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    const parsed = parseJson(raw);
    if ('error' in parsed)
      return sendJson(response, 400, { error: 'bad_request', message: parsed.error });
    const { merchantOrderId, secret } = (parsed.value ?? {}) as Record<string, unknown>;
    if (typeof secret !== 'string' || secret === '' || typeof merchantOrderId !== 'string') {
      return sendJson(response, 400, {
        error: 'bad_request',
        message: 'merchantOrderId and secret are required',
      });
    }
    if (!verifySignature(raw, secret, headerValue(request, 'x-signature'))) {
      return sendJson(response, 401, { error: 'bad_signature' });
    }
    const payment = payments.byOrder(merchantOrderId);
    if (!payment || payment.secret !== secret)
      return sendJson(response, 404, { error: 'not_found' });
    sendJson(response, 200, answerOf(payment));
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://sim').pathname;
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    const [first, second, third] = parts;

    if (path === '/healthz' && method === 'GET') return sendText(response, 200, 'ok');

    if (first === 'payments' && parts.length === 1 && method === 'POST') {
      return createPayment(request, response);
    }
    if (first === 'payments' && second === 'lookup' && parts.length === 2 && method === 'POST') {
      return lookupPayment(request, response);
    }

    if (first === 'payments' && second !== undefined && parts.length <= 3) {
      const payment = payments.get(second);
      if (parts.length === 2 && method === 'GET') {
        if (!payment) return sendJson(response, 404, { error: 'not_found' });
        return sendJson(response, 200, viewOf(payment));
      }
      if (third === 'complete' && method === 'POST') {
        await readBody(request);
        if (!payment) return sendJson(response, 404, { error: 'not_found' });
        const done = await complete(payment);
        if (done.kind === 'already_paid') return sendJson(response, 409, { error: 'already_paid' });
        return sendJson(response, 200, { ok: true, callbackStatus: done.callbackStatus });
      }
    }

    if (first === 'pay' && second !== undefined && parts.length === 2) {
      const payment = payments.get(second);
      if (method === 'GET') {
        if (!payment) return sendHtml(response, 404, notFoundPage());
        return sendHtml(response, 200, payPage(payment));
      }
      if (method === 'POST') {
        await readBody(request);
        if (!payment) return sendHtml(response, 404, notFoundPage());
        // Waits for the callback like the JSON API, so a browser test that clicks Pay can
        // assert the merchant's side right after the success page appears.
        const done = await complete(payment);
        return sendHtml(
          response,
          done.kind === 'done' ? 200 : 409,
          paidPage(payment, done.kind === 'already_paid'),
        );
      }
    }

    if (first === 'faults') {
      if (parts.length === 1 && method === 'GET') return sendJson(response, 200, faults.current);
      if (parts.length === 1 && method === 'POST') {
        const parsed = parseJson(await readBody(request));
        if ('error' in parsed)
          return sendJson(response, 400, { error: 'bad_request', message: parsed.error });
        const checked = parseFaultPatch(parsed.value);
        if ('error' in checked) {
          return sendJson(response, 400, { error: 'bad_request', message: checked.error });
        }
        return sendJson(response, 200, faults.set(checked.patch));
      }
      if (second === 'reset' && parts.length === 2 && method === 'POST') {
        await readBody(request);
        return sendJson(response, 200, faults.reset());
      }
    }

    sendJson(response, 404, { error: 'not_found' });
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy();
      if (error instanceof BodyTooLargeError) {
        response.setHeader('connection', 'close');
        return sendJson(response, 413, { error: 'body_too_large' });
      }
      if (lifetime.signal.aborted) return sendJson(response, 503, { error: 'shutting_down' });
      console.error('gateway-sim: request failed', error);
      sendJson(response, 500, { error: 'internal' });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const url = `http://${reachableHost(address.address)}:${address.port}`;
  payBaseUrl = (options.publicUrl ?? url).replace(/\/+$/, '');

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      lifetime.abort();
      await Promise.allSettled(background);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would otherwise hold close() open until the client drops them.
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 1000).unref();
      });
    })();
    return closing;
  };

  return { url, faults, close };
}
