import { formatDateTime, formatDecimalDisplay } from '@kirin/contract';

/** An instant as `yyyy-MM-dd HH:mm:ss`, Beijing time, as the member site and the reports show it. */
export const formatTime = (iso: string | null | undefined): string =>
  iso ? formatDateTime(iso, 'zh-CN') : '';

/** A wire amount with its currency: "1,234.50 CNY". */
export const formatAmount = (amount: string | null | undefined, currency?: string): string =>
  amount ? `${formatDecimalDisplay(amount)}${currency ? ` ${currency}` : ''}` : '';
