import { randomInt } from 'node:crypto';
import { CURRENCIES, parseAmount, type CurrencyCode, type FieldReason } from '@kirin/contract';
import { DomainError } from '../../lib/errors.ts';

// Pure rules of deposits: opening hours, the USDT amount, order numbers and bank references.

/** Beijing time has had no daylight saving since 1991, so a fixed offset is exact. */
const SHANGHAI_OFFSET_MINUTES = 8 * 60;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isHhMm(value: string): boolean {
  return HHMM.test(value);
}

const minutesOf = (hhmm: string) => {
  const match = HHMM.exec(hhmm);
  if (!match) throw new Error(`not an HH:mm time: ${hhmm}`);
  return Number(match[1]) * 60 + Number(match[2]);
};

/** Minutes since midnight in Asia/Shanghai. */
export function shanghaiMinutes(at: Date): number {
  const utc = Math.floor(at.getTime() / 60_000);
  return (((utc + SHANGHAI_OFFSET_MINUTES) % 1440) + 1440) % 1440;
}

/**
 * Whether a channel with hours `open`-`close` (Asia/Shanghai) takes orders at `at`. Equal bounds
 * mean around the clock; `close` before `open` is a window across midnight (22:00-02:00). The
 * window includes its opening minute and excludes its closing one.
 */
export function isOpenAt(open: string, close: string, at: Date): boolean {
  const from = minutesOf(open);
  const to = minutesOf(close);
  if (from === to) return true;
  const now = shanghaiMinutes(at);
  return from < to ? now >= from && now < to : now >= from || now < to;
}

/** "20250101" in Asia/Shanghai, the business day an order number carries. */
export function shanghaiDate(at: Date): string {
  const shifted = new Date(at.getTime() + SHANGHAI_OFFSET_MINUTES * 60_000);
  return shifted.toISOString().slice(0, 10).replaceAll('-', '');
}

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

/** "D2025010112345678": the public order number; the repository checks it is unused. */
export function newOrderNo(at: Date): string {
  return `D${shanghaiDate(at)}${digits(8)}`;
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

/** A member's amount field in the site currency; every malformed input is a VALIDATION refusal. */
export function amountInput(input: unknown, currency: CurrencyCode, field = 'amount'): bigint {
  if (input === undefined || input === null || input === '') {
    throw DomainError.validation({ [field]: 'required' });
  }
  if (typeof input !== 'string' && typeof input !== 'number') {
    throw DomainError.validation({ [field]: 'invalid_type' });
  }
  const parsed = parseAmount(input, currency);
  if (parsed.ok) return parsed.minor;
  const reasons: Record<typeof parsed.reason, FieldReason> = {
    invalid: 'invalid_format',
    negative: 'invalid_format',
    too_many_decimals: 'too_many_decimals',
    too_large: 'too_large',
  };
  throw DomainError.validation({ [field]: reasons[parsed.reason] });
}
