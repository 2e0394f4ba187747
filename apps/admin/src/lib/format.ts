import { formatDateTime, formatDecimalDisplay } from '@kirin/contract';

/** An instant as `yyyy-MM-dd HH:mm:ss`, Beijing time, as the member site and the reports show it. */
export const formatTime = (iso: string | null | undefined): string =>
  iso ? formatDateTime(iso, 'zh-CN') : '';

/** A wire amount with its currency: "1,234.50 CNY". */
export const formatAmount = (amount: string | null | undefined, currency?: string): string =>
  amount ? `${formatDecimalDisplay(amount)}${currency ? ` ${currency}` : ''}` : '';

/**
 * A USDT figure to send on chain, every decimal kept ("1234.500000" → "1,234.500000"): what the
 * operator types into a wallet must not be rounded to cents.
 */
export function formatUsdt(amount: string): string {
  const [whole = '', fraction] = amount.trim().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A share written as a fraction ("0.07") as a percentage ("7%"), exactly: no float on the way. */
export function formatRate(rate: string): string {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  const digits = fraction.padEnd(2, '0');
  const percent = `${Number(`${whole}${digits.slice(0, 2)}`)}`;
  const rest = digits.slice(2).replace(/0+$/, '');
  return `${percent}${rest ? `.${rest}` : ''}%`;
}
