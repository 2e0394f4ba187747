export interface Currency {
  readonly code: string;
  /** Number of minor-unit digits: amountMinor = major * 10^scale. */
  readonly scale: number;
  readonly symbol: string;
}

export const CURRENCIES = Object.freeze({
  CNY: Object.freeze({ code: 'CNY', scale: 2, symbol: '¥' }),
  HKD: Object.freeze({ code: 'HKD', scale: 2, symbol: 'HK$' }),
  USD: Object.freeze({ code: 'USD', scale: 2, symbol: '$' }),
  USDT: Object.freeze({ code: 'USDT', scale: 6, symbol: '₮' }),
} as const) satisfies Readonly<Record<string, Currency>>;

export type CurrencyCode = keyof typeof CURRENCIES;

export const CURRENCY_CODES = Object.freeze(Object.keys(CURRENCIES)) as readonly CurrencyCode[];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  // Object.hasOwn so that 'toString' and friends are not mistaken for currencies.
  return typeof value === 'string' && Object.hasOwn(CURRENCIES, value);
}

export function currencyScale(code: CurrencyCode): number {
  return CURRENCIES[code].scale;
}

/** Currencies members pay by bank transfer; USDT arrives on chain only. */
export function isPaidByBank(code: CurrencyCode): boolean {
  return code !== 'USDT';
}
