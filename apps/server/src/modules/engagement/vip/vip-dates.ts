import { beijingDay, beijingDayStart, DAY_MS, OFFSET_MS } from '../../../lib/beijing-time.ts';

// Calendar dates of rewards. Business days are Beijing days (UTC+8 all year, see beijing-time.ts).

export { DAY_MS };

export type CalendarDate = { year: number; month: number; day: number };

/** The Beijing calendar date `at` falls on. */
export function beijingCalendar(at: Date): CalendarDate {
  const local = new Date(at.getTime() + OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** "2026-11-20": the Beijing day that starts at `dayStart`. */
export const dayLabel = beijingDay;

/** The start of a Beijing day given as "YYYY-MM-DD", or undefined when it is not a real date. */
export function dayStartOf(label: string): Date | undefined {
  const date = parseDate(label);
  if (!date) return undefined;
  return new Date(Date.UTC(date.year, date.month - 1, date.day) - OFFSET_MS);
}

/** The `count` completed Beijing days before `now`'s, newest first, as day starts. */
export function previousDays(now: Date, count: number): Date[] {
  const today = beijingDayStart(now).getTime();
  return Array.from({ length: count }, (_, i) => new Date(today - (i + 1) * DAY_MS));
}

/** "YYYY-MM-DD" that names a real date, else undefined. */
export function parseDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day)
    return undefined;
  return { year, month, day };
}

/** Whole years between a birth date and `today` (a 29 February birthday counts from 1 March). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday =
    today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}
