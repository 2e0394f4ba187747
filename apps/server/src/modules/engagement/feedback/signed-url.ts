import { createHmac, timingSafeEqual } from 'node:crypto';

// Upload URLs carry their own permission: `<img src>` sends no session header, so the URL is
// signed (HMAC-SHA256 over the stored name and the expiry) and stops working after about an hour.

export const MEDIA_PREFIX = '/media/uploads/';
/** How long a URL works at least. */
export const URL_TTL_SECONDS = 3600;
/**
 * Expiries are rounded up to this step, so that one image keeps one URL for a while and the
 * browser's cache serves it again instead of fetching a fresh URL on every page view.
 */
const EXPIRY_STEP_SECONDS = 900;

/** Names the server makes: 32 hex digits and the sniffed kind's extension. */
export const STORED_NAME = /^[0-9a-f]{32}\.(?:png|jpg|gif|webp)$/;

const signature = (key: Buffer, name: string, exp: number) =>
  createHmac('sha256', key).update(`${name}\n${exp}`).digest('base64url');

export function signedUrl(key: Buffer, name: string, nowMs = Date.now()): string {
  const earliest = Math.floor(nowMs / 1000) + URL_TTL_SECONDS;
  const exp = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  return `${MEDIA_PREFIX}${name}?exp=${exp}&sig=${signature(key, name, exp)}`;
}

/** Seconds the URL still works, or undefined when it is forged, altered or expired. */
export function verifySignedUrl(
  key: Buffer,
  name: string,
  exp: string | undefined,
  sig: string | undefined,
  nowMs = Date.now(),
): number | undefined {
  if (!STORED_NAME.test(name) || !exp || !sig || !/^\d{1,12}$/.test(exp)) return undefined;
  const expiresAt = Number(exp);
  const left = expiresAt - Math.floor(nowMs / 1000);
  if (left <= 0) return undefined;
  const expected = Buffer.from(signature(key, name, expiresAt));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return left;
}
