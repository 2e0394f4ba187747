import { beijingMonth, shiftMonth } from '@kirin/contract';

/** A rate fraction as a percentage, exactly ("0.35" → "35%", "0.015" → "1.5%"); '' if not one. */
export function ratePercent(rate: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!match) return '';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const whole = `${match[1]}${fraction.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = fraction.slice(2).replace(/0+$/, '');
  return `${whole}${rest ? `.${rest}` : ''}%`;
}

/** How many months back the period switcher offers, this month included. */
export const MONTHS_OFFERED = 12;

/**
 * The months before last month that the switcher lists, newest first (Beijing months): none
 * before the member's own (`since`, their registration), when there were no figures to show.
 */
export function earlierMonths(now: Date = new Date(), since?: Date): string[] {
  const current = beijingMonth(now);
  const first = since ? beijingMonth(since) : '';
  return Array.from({ length: MONTHS_OFFERED - 2 }, (_, i) => shiftMonth(current, -(i + 2))).filter(
    (month) => month >= first,
  );
}
