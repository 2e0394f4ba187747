import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATE_PRESETS, dateRangePreset } from './date-range.ts';

const range = (startTime: string, endTime: string) => ({ startTime, endTime });

describe('DATE_PRESETS', () => {
  it('matches the spec values', () => {
    expect(DATE_PRESETS).toEqual({
      ALL: -1,
      TODAY: 0,
      YESTERDAY: 1,
      LAST_7_DAYS: 2,
      LAST_30_DAYS: 3,
    });
    expect(Object.isFrozen(DATE_PRESETS)).toBe(true);
  });
});

describe('dateRangePreset in Asia/Shanghai (default zone)', () => {
  // 00:30 on 21 Nov in Shanghai is still 20 Nov in UTC.
  const justAfterMidnight = new Date('2026-11-20T16:30:00.000Z');
  it.each([
    [DATE_PRESETS.TODAY, range('2026-11-21T00:00:00.000+08:00', '2026-11-21T23:59:59.999+08:00')],
    [
      DATE_PRESETS.YESTERDAY,
      range('2026-11-20T00:00:00.000+08:00', '2026-11-20T23:59:59.999+08:00'),
    ],
    [
      DATE_PRESETS.LAST_7_DAYS,
      range('2026-11-15T00:00:00.000+08:00', '2026-11-21T23:59:59.999+08:00'),
    ],
    [
      DATE_PRESETS.LAST_30_DAYS,
      range('2026-10-23T00:00:00.000+08:00', '2026-11-21T23:59:59.999+08:00'),
    ],
  ])('preset %i just after midnight', (preset, expected) => {
    expect(dateRangePreset(preset, { now: justAfterMidnight })).toEqual(expected);
  });

  it.each<[string, number, ReturnType<typeof range>]>([
    // one millisecond before Shanghai midnight is still the 20th
    [
      '2026-11-20T15:59:59.999Z',
      0,
      range('2026-11-20T00:00:00.000+08:00', '2026-11-20T23:59:59.999+08:00'),
    ],
    [
      '2026-11-20T16:00:00.000Z',
      0,
      range('2026-11-21T00:00:00.000+08:00', '2026-11-21T23:59:59.999+08:00'),
    ],
    // year and month boundaries
    [
      '2025-12-31T16:10:00.000Z',
      1,
      range('2025-12-31T00:00:00.000+08:00', '2025-12-31T23:59:59.999+08:00'),
    ],
    [
      '2025-12-31T16:10:00.000Z',
      3,
      range('2025-12-03T00:00:00.000+08:00', '2026-01-01T23:59:59.999+08:00'),
    ],
    [
      '2026-03-02T04:00:00.000Z',
      2,
      range('2026-02-24T00:00:00.000+08:00', '2026-03-02T23:59:59.999+08:00'),
    ],
    // leap day
    [
      '2028-03-01T01:00:00.000Z',
      1,
      range('2028-02-29T00:00:00.000+08:00', '2028-02-29T23:59:59.999+08:00'),
    ],
  ])('now %s preset %i', (now, preset, expected) => {
    expect(dateRangePreset(preset, { now: new Date(now) })).toEqual(expected);
  });
});

describe('dateRangePreset across DST changes', () => {
  it.each<[string, string, number, ReturnType<typeof range>]>([
    // London leaves BST at 01:00 UTC on 25 Oct 2026: a 25-hour day
    [
      'Europe/London',
      '2026-10-25T12:00:00.000Z',
      0,
      range('2026-10-25T00:00:00.000+01:00', '2026-10-25T23:59:59.999+00:00'),
    ],
    [
      'Europe/London',
      '2026-10-25T12:00:00.000Z',
      1,
      range('2026-10-24T00:00:00.000+01:00', '2026-10-24T23:59:59.999+01:00'),
    ],
    [
      'Europe/London',
      '2026-10-25T12:00:00.000Z',
      2,
      range('2026-10-19T00:00:00.000+01:00', '2026-10-25T23:59:59.999+00:00'),
    ],
    [
      'Europe/London',
      '2026-10-26T00:30:00.000Z',
      1,
      range('2026-10-25T00:00:00.000+01:00', '2026-10-25T23:59:59.999+00:00'),
    ],
    [
      'Europe/London',
      '2026-11-05T09:00:00.000Z',
      3,
      range('2026-10-07T00:00:00.000+01:00', '2026-11-05T23:59:59.999+00:00'),
    ],
    // 00:30 BST on 24 Oct is 23:30 UTC on the 23rd
    [
      'Europe/London',
      '2026-10-23T23:30:00.000Z',
      0,
      range('2026-10-24T00:00:00.000+01:00', '2026-10-24T23:59:59.999+01:00'),
    ],
    // London enters BST on 29 Mar 2026: a 23-hour day
    [
      'Europe/London',
      '2026-03-29T12:00:00.000Z',
      0,
      range('2026-03-29T00:00:00.000+00:00', '2026-03-29T23:59:59.999+01:00'),
    ],
    // Santiago springs forward at midnight: 6 Sep 2026 starts at 01:00
    [
      'America/Santiago',
      '2026-09-06T15:00:00.000Z',
      0,
      range('2026-09-06T01:00:00.000-03:00', '2026-09-06T23:59:59.999-03:00'),
    ],
    [
      'America/Santiago',
      '2026-09-06T15:00:00.000Z',
      1,
      range('2026-09-05T00:00:00.000-04:00', '2026-09-05T23:59:59.999-04:00'),
    ],
    // 00:30 on 7 Sep: going back a day lands on a 00:30 that never existed on the 6th
    [
      'America/Santiago',
      '2026-09-07T03:30:00.000Z',
      1,
      range('2026-09-06T01:00:00.000-03:00', '2026-09-06T23:59:59.999-03:00'),
    ],
    // Santiago falls back at midnight: 4 Apr 2026 ends after its repeated 23:00 hour
    [
      'America/Santiago',
      '2026-04-05T15:00:00.000Z',
      1,
      range('2026-04-04T00:00:00.000-03:00', '2026-04-04T23:59:59.999-04:00'),
    ],
  ])('%s now %s preset %i', (timeZone, now, preset, expected) => {
    expect(dateRangePreset(preset, { now: new Date(now), timeZone })).toEqual(expected);
  });
});

describe('dateRangePreset in other zones', () => {
  const now = new Date('2026-11-21T03:00:00.000Z');
  it.each([
    ['UTC', range('2026-11-21T00:00:00.000+00:00', '2026-11-21T23:59:59.999+00:00')],
    ['America/New_York', range('2026-11-20T00:00:00.000-05:00', '2026-11-20T23:59:59.999-05:00')],
    ['Asia/Kolkata', range('2026-11-21T00:00:00.000+05:30', '2026-11-21T23:59:59.999+05:30')],
    ['Asia/Kathmandu', range('2026-11-21T00:00:00.000+05:45', '2026-11-21T23:59:59.999+05:45')],
    ['Pacific/Kiritimati', range('2026-11-21T00:00:00.000+14:00', '2026-11-21T23:59:59.999+14:00')],
    ['Asia/Hong_Kong', range('2026-11-21T00:00:00.000+08:00', '2026-11-21T23:59:59.999+08:00')],
  ])('today in %s', (timeZone, expected) => {
    expect(dateRangePreset(DATE_PRESETS.TODAY, { now, timeZone })).toEqual(expected);
  });
});

describe('dateRangePreset empty bounds', () => {
  it.each([[-1], [4], [-2], [0.5], [1.5], [100], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'preset %s → empty',
    (preset) => {
      expect(dateRangePreset(preset, { now: new Date('2026-11-21T03:00:00.000Z') })).toEqual(
        range('', ''),
      );
    },
  );

  it('ALL does not look at the zone or the clock', () => {
    expect(dateRangePreset(-1, { now: new Date(Number.NaN), timeZone: 'Nowhere/Else' })).toEqual(
      range('', ''),
    );
  });
});

describe('dateRangePreset defaults and misuse', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the current time when now is omitted', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T16:30:00.000Z'));
    expect(dateRangePreset(DATE_PRESETS.TODAY)).toEqual(
      range('2026-11-21T00:00:00.000+08:00', '2026-11-21T23:59:59.999+08:00'),
    );
  });

  it.each([
    [{ timeZone: 'Nowhere/Else', now: new Date() }],
    [{ timeZone: '', now: new Date() }],
    [{ now: new Date(Number.NaN) }],
  ])('throws RangeError for %o', (options) => {
    expect(() => dateRangePreset(DATE_PRESETS.TODAY, options)).toThrow(RangeError);
  });
});
