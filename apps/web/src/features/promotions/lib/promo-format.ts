import { formatDateTime } from '../../../lib/format.ts';

// Display helpers of the activity pages.

/** An instant as `yyyy-MM-dd HH:mm`, Beijing time (the site's business time). */
export const shortDateTime = (iso: string, lang: string) => formatDateTime(iso, lang).slice(0, 16);

/** A turnover multiple as written: "3" stays "3", "1.50" becomes "1.5". */
export const multipleText = (multiple: string) =>
  /^\d+(?:\.\d+)?$/.test(multiple) ? String(Number(multiple)) : multiple;

/** A wire amount that is zero ("0", "0.00"): compared as text, money never becomes a number. */
export const isZeroAmount = (amount: string) => /^0+(?:\.0+)?$/.test(amount);
