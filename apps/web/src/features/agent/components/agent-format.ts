import { beijingMonth, shiftMonth } from '@kirin/contract';

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
