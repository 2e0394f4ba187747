import { toWireAmount, type CurrencyCode } from '@kirin/contract';
import { wireMinor } from '../../../lib/money.ts';
import { STATEMENT_FIGURES, type StatementMonth } from '../api/get-statement.ts';

export type StatementTotals = Omit<StatementMonth, 'month'>;

const FIGURES = [...STATEMENT_FIGURES, 'net'] as const;

/**
 * The sum of the months, column by column, in exact minor units; null when a figure is not an
 * amount (a total that skipped it would be wrong without saying so).
 */
export function statementTotals(
  items: readonly StatementMonth[],
  currency: CurrencyCode,
): StatementTotals | null {
  const sums = {} as Record<(typeof FIGURES)[number], string>;
  for (const field of FIGURES) {
    let sum = 0n;
    for (const item of items) {
      const minor = wireMinor(item[field], currency);
      if (minor === null) return null;
      sum += minor;
    }
    sums[field] = toWireAmount(sum, currency);
  }
  return sums;
}
