import { randomInt } from 'node:crypto';
import { usdtForAmount, type CurrencyCode } from '@kirin/contract';
import { beijingMinutes } from '../../../lib/beijing-time.ts';

// Pure rules of deposits: opening hours, the USDT amount and bank references.

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

const minutesOf = (hhmm: string) => {
  const match = HHMM.exec(hhmm);
  if (!match) throw new Error(`not an HH:mm time: ${hhmm}`);
  return Number(match[1]) * 60 + Number(match[2]);
};

/**
 * Whether a channel with hours `open`-`close` (Asia/Shanghai) takes orders at `at`. Equal bounds
 * mean around the clock; `close` before `open` is a window across midnight (22:00-02:00). The
 * window includes its opening minute and excludes its closing one.
 */
export function isOpenAt(open: string, close: string, at: Date): boolean {
  const from = minutesOf(open);
  const to = minutesOf(close);
  if (from === to) return true;
  const now = beijingMinutes(at);
  return from < to ? now >= from && now < to : now >= from || now < to;
}

/** Upper-case letters and digits without the ones read alike (0/O, 1/I/L). */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 6;

/** The short code a member quotes in a bank transfer's memo. */
export function newReference(): string {
  return Array.from(
    { length: REFERENCE_LENGTH },
    () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
  ).join('');
}

/** The USDT a member sends for an amount at a channel's configured rate (the contract's rule). */
export function usdtPayAmount(amountMinor: bigint, currency: CurrencyCode, rate: string): bigint {
  const pay = usdtForAmount(amountMinor, currency, rate);
  if (pay === null) throw new Error(`not a rate: ${rate}`);
  return pay;
}
