import { randomInt } from 'node:crypto';
import { CURRENCIES, type CurrencyCode } from '@kirin/contract';
import { beijingMinutes } from '../wallet/beijing-time.ts';

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

const RATE = /^(\d{1,9})(?:\.(\d{1,8}))?$/;

/** A positive rate such as "7.20" (site currency per 1 USDT) as an integer over a power of ten. */
export function parseRate(rate: string): { units: bigint; scale: number } {
  const match = RATE.exec(rate);
  if (!match) throw new Error(`not a rate: ${rate}`);
  const fraction = match[2] ?? '';
  const units = BigInt(`${match[1]}${fraction}`);
  if (units <= 0n) throw new Error(`rate must be positive: ${rate}`);
  return { units, scale: fraction.length };
}

/**
 * The USDT (micro-units, scale 6) a member sends for `amountMinor` of the site currency at `rate`:
 * amount / rate rounded UP, so what arrives never falls short of the amount credited.
 */
export function usdtPayAmount(amountMinor: bigint, currency: CurrencyCode, rate: string): bigint {
  const { units, scale } = parseRate(rate);
  const numerator = amountMinor * 10n ** BigInt(CURRENCIES.USDT.scale + scale);
  const denominator = 10n ** BigInt(CURRENCIES[currency].scale) * units;
  return (numerator + denominator - 1n) / denominator;
}
