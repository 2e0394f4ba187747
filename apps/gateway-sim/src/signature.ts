import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lowercase hex HMAC-SHA256 of the exact body bytes: the `x-signature` header of the protocol. */
export function sign(body: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

// Strict on purpose: the protocol says lowercase hex, and a simulator that accepted uppercase
// would hide a server bug the real gateway might not forgive.
const SIGNATURE = /^[0-9a-f]{64}$/;

export function verifySignature(
  body: string | Buffer,
  secret: string,
  signature: string | undefined,
): boolean {
  if (signature === undefined || !SIGNATURE.test(signature)) return false;
  // Constant-time compare so the simulator does not teach callers a timing oracle.
  return timingSafeEqual(Buffer.from(sign(body, secret), 'hex'), Buffer.from(signature, 'hex'));
}
