import { DEFAULT_RANGE_TIME_ZONE, formatDecimalDisplay } from '@kirin/contract';

const stamp = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_RANGE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as `yyyy-MM-dd HH:mm:ss`, Beijing time, as the member site and the reports show it. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(stamp.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part['year']}-${part['month']}-${part['day']} ${part['hour']}:${part['minute']}:${part['second']}`;
}

/** A wire amount with its currency: "1,234.50 CNY". */
export const formatAmount = (amount: string | null | undefined, currency?: string): string =>
  amount ? `${formatDecimalDisplay(amount)}${currency ? ` ${currency}` : ''}` : '';
