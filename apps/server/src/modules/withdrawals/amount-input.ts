import { parseAmount, type CurrencyCode, type FieldReason } from '@kirin/contract';
import { DomainError } from '../../lib/errors.ts';

const REASONS = {
  invalid: 'invalid_format',
  too_many_decimals: 'too_many_decimals',
  too_large: 'too_large',
  negative: 'too_small',
} as const satisfies Record<string, FieldReason>;

/**
 * A money field from a request, in minor units, or a VALIDATION refusal naming the field. Zero is
 * refused too: no movement of nothing is ever asked for.
 */
export function amountField(
  field: string,
  input: string | number | undefined,
  currency: CurrencyCode,
  options: { allowNegative?: boolean } = {},
): bigint {
  if (input === undefined || input === '') throw DomainError.validation({ [field]: 'required' });
  const parsed = parseAmount(input, currency, options);
  if (!parsed.ok) throw DomainError.validation({ [field]: REASONS[parsed.reason] });
  if (parsed.minor === 0n) throw DomainError.validation({ [field]: 'too_small' });
  return parsed.minor;
}
