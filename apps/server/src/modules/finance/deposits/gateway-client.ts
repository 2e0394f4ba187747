import { createHmac, timingSafeEqual } from 'node:crypto';

// The payment gateway's protocol (apps/gateway-sim/README.md): JSON bodies signed with
// `x-signature` = lowercase hex HMAC-SHA256 of the exact body bytes under the channel's secret.

export const SIGNATURE_HEADER = 'x-signature';

/** How long order creation waits for the gateway before refusing with TRY_AGAIN. */
const CREATE_TIMEOUT_MS = 5000;

export function signBody(body: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

const SIGNATURE = /^[0-9a-fA-F]{64}$/;

/** Constant-time, so a caller cannot learn the right signature byte by byte from our timing. */
export function verifySignature(
  body: string | Buffer,
  secret: string,
  signature: string | undefined,
): boolean {
  if (signature === undefined || !SIGNATURE.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(body, secret), 'hex'), Buffer.from(signature, 'hex'));
}

export type GatewayPaymentInput = {
  merchantOrderId: string;
  amount: string;
  currency: string;
  callbackUrl: string;
  secret: string;
};

export type GatewayPayment = { paymentId: string; payUrl: string };

/** The gateway could not be reached or gave no usable answer; the order is not made. */
export class GatewayUnavailable extends Error {
  override name = 'GatewayUnavailable';
}

/** `POST <gatewayUrl>/payments`, signed; answers the gateway's payment id and its pay page. */
export async function createGatewayPayment(
  gatewayUrl: string,
  input: GatewayPaymentInput,
): Promise<GatewayPayment> {
  const answer = await signedCall(gatewayUrl, '/payments', input, input.secret);
  if (answer.status !== 200) {
    throw new GatewayUnavailable(`gateway answered ${answer.status}: ${answer.text}`);
  }
  return paymentOf(answer.json);
}

/**
 * Asks the gateway whether our order became a payment (its create's answer never reached us):
 * the payment, or `absent` when the gateway says it has none. Anything else is still unknown
 * (GatewayUnavailable).
 */
export async function lookupGatewayPayment(
  gatewayUrl: string,
  input: { merchantOrderId: string; secret: string },
): Promise<GatewayPayment | 'absent'> {
  const answer = await signedCall(gatewayUrl, '/payments/lookup', input, input.secret);
  if (answer.status === 404) return 'absent';
  if (answer.status !== 200) {
    throw new GatewayUnavailable(`gateway answered ${answer.status}: ${answer.text}`);
  }
  return paymentOf(answer.json);
}

async function signedCall(gatewayUrl: string, path: string, input: object, secret: string) {
  const body = JSON.stringify(input);
  let response: Response;
  try {
    response = await fetch(`${gatewayUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(body, secret) },
      body,
      signal: AbortSignal.timeout(CREATE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new GatewayUnavailable('gateway unreachable', { cause: error });
  }
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

function paymentOf(answer: unknown): GatewayPayment {
  const { paymentId, payUrl } = (answer ?? {}) as Record<string, unknown>;
  if (typeof paymentId !== 'string' || typeof payUrl !== 'string' || !/^https?:\/\//.test(payUrl)) {
    throw new GatewayUnavailable('gateway answer lacks paymentId or payUrl');
  }
  return { paymentId, payUrl };
}
