import { describe, expect, it } from 'vitest';
import { nextCheckAt, positiveMinutes, sinceLogin, timeOf } from './schedule.ts';

const MIN = 60_000;
const LOGIN = Date.parse('2026-11-29T08:00:00.000Z');

describe('nextCheckAt', () => {
  it('falls on whole intervals since log-in, strictly after the moment given', () => {
    expect(nextCheckAt(LOGIN, 60, LOGIN)).toBe(LOGIN + 60 * MIN);
    expect(nextCheckAt(LOGIN, 60, LOGIN + 59 * MIN)).toBe(LOGIN + 60 * MIN);
    // Answered right at the hour: the next is an hour on, not the same moment again.
    expect(nextCheckAt(LOGIN, 60, LOGIN + 60 * MIN)).toBe(LOGIN + 120 * MIN);
    // Answered late: the rhythm stays that of the log-in, not of the answer.
    expect(nextCheckAt(LOGIN, 60, LOGIN + 75 * MIN)).toBe(LOGIN + 120 * MIN);
    expect(nextCheckAt(LOGIN, 15, LOGIN + 200 * MIN)).toBe(LOGIN + 210 * MIN);
  });

  it('waits a whole interval when the clock is behind the server’s log-in time', () => {
    expect(nextCheckAt(LOGIN, 30, LOGIN - 5 * MIN)).toBe(LOGIN + 30 * MIN);
  });
});

describe('sinceLogin', () => {
  it('gives whole hours and minutes, never negative', () => {
    expect(sinceLogin(LOGIN, LOGIN + 59 * MIN + 59_000)).toEqual({ hours: 0, minutes: 59 });
    expect(sinceLogin(LOGIN, LOGIN + 125 * MIN)).toEqual({ hours: 2, minutes: 5 });
    expect(sinceLogin(LOGIN, LOGIN - MIN)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('timeOf and positiveMinutes', () => {
  it('read what the server sent, and nothing unusable', () => {
    expect(timeOf('2026-11-29T08:00:00.000Z')).toBe(LOGIN);
    expect(timeOf(null)).toBeNull();
    expect(timeOf('soon')).toBeNull();
    expect(positiveMinutes(30)).toBe(30);
    expect(positiveMinutes(0)).toBeNull();
    expect(positiveMinutes(null)).toBeNull();
    expect(positiveMinutes(Number.NaN)).toBeNull();
  });
});
