// Display formatting for the UI; the rules live in @kirin/contract so server and web agree.
import { formatDecimalDisplay } from '@kirin/contract';

/**
 * A wire amount ("1234.5") for display: "1,234.50" (thousands separators, 2 decimals, floored
 * toward zero). '0' gives '0.00'. null, undefined, '' and anything that is not a plain decimal give
 * '' rather than a made-up zero, so a missing value looks missing, never 'NaN' or 'undefined'.
 */
export function formatMoney(value: string | null | undefined): string {
  return formatDecimalDisplay(value);
}

/** `yyyy-MM-dd HH:mm:ss`, Beijing time: the contract's, which the operator console shows too. */
export { formatDateTime } from '@kirin/contract';
