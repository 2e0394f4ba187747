import { parseAmount, toWireAmount } from '@kirin/contract';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { currencyOf, currencySymbol } from '../../../lib/money.ts';

// Display helpers of the activity pages.

/** An instant as `yyyy-MM-dd HH:mm`, Beijing time (the site's business time). */
export const shortDateTime = (iso: string, lang: string) => formatDateTime(iso, lang).slice(0, 16);

/** A turnover multiple as written: "3" stays "3", "1.50" becomes "1.5". */
export const multipleText = (multiple: string) =>
  /^\d+(?:\.\d+)?$/.test(multiple) ? String(Number(multiple)) : multiple;

/** A wire amount that is zero ("0", "0.00"): compared as text, money never becomes a number. */
export const isZeroAmount = (amount: string) => /^0+(?:\.0+)?$/.test(amount);

/** An amount of the activity's currency for display: "¥1,888.00" (symbol, separators, 2 decimals). */
export const promoMoney = (amount: string, currency: string) => {
  const shown = formatMoney(amount);
  return shown === '' ? '' : `${currencySymbol(currency)}${shown}`;
};

/**
 * The bonus a share-of-deposits activity pays on `deposit`: deposit × rate, floored to the
 * currency's unit, at most `cap` (a zero cap: no cap). Worked out exactly, in minor units: "¥100 ×
 * 50%" is ¥50.00. null when an input is not a plain decimal.
 */
export function shareBonus(
  deposit: string,
  rate: string,
  cap: string,
  currency: string,
): string | null {
  const code = currencyOf(currency);
  const amount = parseAmount(deposit, code);
  const limit = parseAmount(cap, code);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!amount.ok || !limit.ok || !match) return null;
  const fraction = match[2] ?? '';
  const numerator = BigInt(`${match[1]}${fraction}`);
  const bonus = (amount.minor * numerator) / 10n ** BigInt(fraction.length);
  return toWireAmount(limit.minor > 0n && bonus > limit.minor ? limit.minor : bonus, code);
}
