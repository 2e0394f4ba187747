import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (key: string, message: string) =>
  createHmac('sha256', key).update(message, 'utf8').digest('hex');

/**
 * The signing secret of one operator: HMAC-SHA256 keyed by the master secret over the operator
 * id. Any operator id is accepted, so each Kirin site can have its own secret without the
 * simulator being told about sites.
 */
export function operatorSecret(masterSecret: string, operator: string): string {
  return hmacHex(masterSecret, operator);
}

export interface SignedParts {
  method: string;
  /** As sent on the request line, query included. */
  pathWithQuery: string;
  timestamp: string;
  /** The raw body text; empty for GET. */
  body: string;
}

export function signRequest(parts: SignedParts, secret: string): string {
  return hmacHex(
    secret,
    `${parts.method}\n${parts.pathWithQuery}\n${parts.timestamp}\n${parts.body}`,
  );
}

// Lowercase only: a simulator that forgave uppercase would hide an adapter bug a real venue won't.
const SIGNATURE = /^[0-9a-f]{64}$/;

export function verifyRequest(
  parts: SignedParts,
  secret: string,
  signature: string | undefined,
): boolean {
  if (signature === undefined || !SIGNATURE.test(signature)) return false;
  return timingSafeEqual(
    Buffer.from(signRequest(parts, secret), 'hex'),
    Buffer.from(signature, 'hex'),
  );
}
