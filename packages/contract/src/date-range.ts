// Date-range filter presets (spec §4). Bounds are whole calendar days in a time zone, printed as
// ISO 8601 with that zone's offset at each bound, so a DST change inside the range shows up as two
// different offsets rather than a shifted hour.
//
// Zone arithmetic is date-fns on a TZDate from @date-fns/tz, which reads the platform's tz database
// through Intl; no offset is hard-coded.

import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay, subDays, subMilliseconds } from 'date-fns';

export const DATE_PRESETS = Object.freeze({
  ALL: -1,
  TODAY: 0,
  YESTERDAY: 1,
  LAST_7_DAYS: 2,
  LAST_30_DAYS: 3,
} as const);

export type DatePreset = (typeof DATE_PRESETS)[keyof typeof DATE_PRESETS];

export interface DateRange {
  readonly startTime: string;
  readonly endTime: string;
}

export interface DateRangeOptions {
  readonly now?: Date;
  /** IANA zone name; the site's business day is Beijing time unless a brand says otherwise. */
  readonly timeZone?: string;
}

export const DEFAULT_RANGE_TIME_ZONE = 'Asia/Shanghai';

/** Days counted back from today to the first and to the last day of each preset. */
const PRESET_SPANS: ReadonlyMap<number, { readonly first: number; readonly last: number }> =
  new Map([
    [DATE_PRESETS.TODAY, { first: 0, last: 0 }],
    [DATE_PRESETS.YESTERDAY, { first: 1, last: 1 }],
    [DATE_PRESETS.LAST_7_DAYS, { first: 6, last: 0 }],
    [DATE_PRESETS.LAST_30_DAYS, { first: 29, last: 0 }],
  ]);

const EMPTY_RANGE: DateRange = Object.freeze({ startTime: '', endTime: '' });

const knownTimeZones = new Set<string>();

/**
 * Throws RangeError for a zone the tz database does not know: a misconfigured brand should fail
 * loudly. TZDate alone would only give an Invalid Date, and it reads offset-like fragments
 * ('Foo+05') as fixed offsets, so the name is checked with Intl first.
 */
function assertTimeZone(timeZone: string): void {
  if (knownTimeZones.has(timeZone)) return;
  new Intl.DateTimeFormat('en-US', { timeZone });
  knownTimeZones.add(timeZone);
}

/**
 * Bounds for a preset: start of the first day (00:00:00.000) through the end of the last day
 * (23:59:59.999) in `timeZone`. ALL and unknown presets give empty bounds, which the list APIs
 * read as "no filter".
 */
export function dateRangePreset(preset: number, options: DateRangeOptions = {}): DateRange {
  const span = PRESET_SPANS.get(preset);
  if (!span) return EMPTY_RANGE;
  const nowMs = (options.now ?? new Date()).getTime();
  if (Number.isNaN(nowMs)) throw new RangeError('dateRangePreset: now is an invalid Date');
  const timeZone = options.timeZone ?? DEFAULT_RANGE_TIME_ZONE;

  assertTimeZone(timeZone);

  const now = new TZDate(nowMs, timeZone);
  // startOfDay gives the first instant of the local day, also when a DST gap swallows 00:00.
  const start = startOfDay(subDays(now, span.first));
  // The end is the instant before the next day starts, not endOfDay: on a day that falls back at
  // midnight 23:59:59.999 happens twice and endOfDay picks the first, losing the repeated hour.
  const end = subMilliseconds(startOfDay(addDays(now, 1 - span.last)), 1);
  // TZDate prints ISO 8601 with milliseconds and the zone's offset at that instant.
  return { startTime: start.toISOString(), endTime: end.toISOString() };
}
