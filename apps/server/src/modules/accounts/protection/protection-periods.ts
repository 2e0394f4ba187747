import { beijingDayStart, DAY_MS, OFFSET_MS } from '../../../lib/beijing-time.ts';

export const MONEY_PERIODS = ['day', 'week', 'month'] as const;
export type MoneyPeriod = (typeof MONEY_PERIODS)[number];

/**
 * The Beijing calendar period `at` falls in, `[start, end)`: the day, the week from Monday, or
 * the month (docs/decisions/limits.md). Beijing keeps UTC+8 all year, so the bounds are exact.
 */
export function periodOf(period: MoneyPeriod, at: Date): { start: Date; end: Date } {
  const dayStart = beijingDayStart(at);
  if (period === 'day') return { start: dayStart, end: new Date(dayStart.getTime() + DAY_MS) };
  const local = new Date(at.getTime() + OFFSET_MS);
  if (period === 'week') {
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    const start = new Date(dayStart.getTime() - sinceMonday * DAY_MS);
    return { start, end: new Date(start.getTime() + 7 * DAY_MS) };
  }
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return {
    start: new Date(Date.UTC(year, month, 1) - OFFSET_MS),
    end: new Date(Date.UTC(year, month + 1, 1) - OFFSET_MS),
  };
}

/** `at` plus whole calendar months (a self-exclusion of 6, 12 or 60 months). */
export function addMonths(at: Date, months: number): Date {
  const next = new Date(at.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}
