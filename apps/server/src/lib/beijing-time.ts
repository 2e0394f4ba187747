// Every site's business day is Beijing's: deposit channels' opening hours, the daily withdrawal
// allowance, the date in order numbers. Beijing has kept UTC+8 all year since 1991 (no daylight
// saving), so a fixed offset is exact and needs no time-zone database.

/** Beijing's offset from UTC: eight hours all year (no daylight saving). */
export const OFFSET_MS = 8 * 3_600_000;
/** A Beijing day is always this long: no daylight saving. */
export const DAY_MS = 86_400_000;

/** The start of the Asia/Shanghai calendar day that `at` falls in. */
export function beijingDayStart(at: Date): Date {
  const local = at.getTime() + OFFSET_MS;
  return new Date(local - (local % DAY_MS) - OFFSET_MS);
}

/** Minutes since midnight in Asia/Shanghai. */
export function beijingMinutes(at: Date): number {
  return Math.floor((at.getTime() - beijingDayStart(at).getTime()) / 60_000);
}

/** "2025-01-01": the Asia/Shanghai calendar day of `at`, as reports and rebate periods name it. */
export function beijingDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** "20250101": the Asia/Shanghai date of `at`. */
export function beijingDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** "2025-01-01 08:00:00": the Asia/Shanghai wall-clock time of `at`, as members read times. */
export function beijingDateTime(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
