import { parseAmount, type CurrencyCode } from '@kirin/contract';

/** Withdrawal limits by VIP level, in major units of the site currency (docs/decisions/wallet.md). */
const WITHDRAW_LIMITS: readonly {
  minLevel: number;
  min: string;
  max: string;
  perDay: string;
  countPerDay: number;
}[] = [
  { minLevel: 0, min: '100', max: '50000', perDay: '200000', countPerDay: 5 },
  { minLevel: 3, min: '100', max: '100000', perDay: '500000', countPerDay: 10 },
  { minLevel: 6, min: '100', max: '300000', perDay: '2000000', countPerDay: 20 },
];

export type WithdrawLimits = {
  min: bigint;
  max: bigint;
  perDay: bigint;
  countPerDay: number;
};

export function minorOf(major: string, currency: CurrencyCode): bigint {
  const parsed = parseAmount(major, currency);
  if (!parsed.ok) throw new Error(`not an amount: ${major}`);
  return parsed.minor;
}

export function withdrawLimitsFor(vipLevel: number, currency: CurrencyCode): WithdrawLimits {
  const tier =
    [...WITHDRAW_LIMITS].reverse().find((t) => vipLevel >= t.minLevel) ?? WITHDRAW_LIMITS[0]!;
  return {
    min: minorOf(tier.min, currency),
    max: minorOf(tier.max, currency),
    perDay: minorOf(tier.perDay, currency),
    countPerDay: tier.countPerDay,
  };
}

const MULTIPLE = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** amount x multiple, floored to the minor unit; the multiple is a decimal string of at most 2 decimals. */
export function timesMultiple(amount: bigint, multiple: string): bigint {
  const match = MULTIPLE.exec(multiple.trim());
  if (!match) throw new Error(`not a multiple: ${multiple}`);
  const hundredths = BigInt(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
  return (amount * hundredths) / 100n;
}
