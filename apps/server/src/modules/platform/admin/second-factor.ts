import { Secret, TOTP } from 'otpauth';
import type { OperatorRole } from '../../../db/schema.ts';

/**
 * Roles that move money (finance pays, admin does anything, a trader's results pay bets) sign in
 * with a second factor (issue 20). Support reads and answers members but moves nothing; any
 * operator may still enrol, and once enrolled always needs the code.
 */
export const SECOND_FACTOR_ROLES: readonly OperatorRole[] = ['admin', 'finance', 'trader'];

const PERIOD_SECONDS = 30;
const DIGITS = 6;

const totpOf = (secret: string, account = '', issuer = 'Kirin') =>
  new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1', // what every authenticator app reads; SHA-256 is ignored by several
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret, base32 as authenticator apps take it (RFC 4226 recommends 160 bits). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` address an authenticator app reads from a QR code. */
export const totpUri = (secret: string, account: string, issuer: string): string =>
  totpOf(secret, account, issuer).toString();

/**
 * The time step a code is good for, allowing one step of clock drift either side, or undefined
 * when it is not good. The caller refuses a step not after the last one used, so a code seen over
 * a shoulder or in a log cannot be replayed.
 */
export function acceptedStep(secret: string, code: string, now = Date.now()): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code for a moment (tests and our own processes sign in with it). */
export const totpCode = (secret: string, now = Date.now()): string =>
  totpOf(secret).generate({ timestamp: now });
