import { z } from 'zod';
import {
  isCurrencyCode,
  parseAmount,
  type AmountParseReason,
  type CurrencyCode,
  type FieldReason,
} from '@kirin/contract';
import { DomainError } from './errors.ts';

// Money at the edges of the wallet modules: amounts arriving in requests, currencies read from rows.

/** A money field of a request body before parsing: a decimal string or a JSON number. */
export const moneyInput = z
  .union([z.string().max(40), z.number()])
  .describe('Decimal amount in the site currency, e.g. "1000.00"');

const REASONS: Record<AmountParseReason, FieldReason> = {
  invalid: 'invalid_format',
  negative: 'invalid_format',
  too_many_decimals: 'too_many_decimals',
  too_large: 'too_large',
};

/**
 * A money field in minor units, or a VALIDATION refusal naming the field. Zero is refused as too
 * small unless `allowZero` (a deposit leaves that to its channel's minimum).
 */
export function amountField(
  field: string,
  input: unknown,
  currency: CurrencyCode,
  options: { allowNegative?: boolean; allowZero?: boolean } = {},
): bigint {
  if (input === undefined || input === null || input === '') {
    throw DomainError.validation({ [field]: 'required' });
  }
  if (typeof input !== 'string' && typeof input !== 'number') {
    throw DomainError.validation({ [field]: 'invalid_type' });
  }
  const parsed = parseAmount(input, currency, options);
  if (!parsed.ok) throw DomainError.validation({ [field]: REASONS[parsed.reason] });
  if (parsed.minor === 0n && !options.allowZero) {
    throw DomainError.validation({ [field]: 'too_small' });
  }
  return parsed.minor;
}

/** A stored currency code; anything else in the database is a bug, not a member's mistake. */
export function currencyOf(code: string): CurrencyCode {
  if (!isCurrencyCode(code)) throw new Error(`unknown currency ${code}`);
  return code;
}
