import { describe, expect, it } from 'vitest';
import {
  dismissNotice,
  isNoticeDismissed,
  isOverdue,
  maintenanceOf,
  nextEdgeAt,
  secondsLeft,
  splitCountdown,
} from './maintenance-window.ts';

const window = {
  on: false,
  message: '',
  startsAt: '2026-11-29T06:00:00.000Z',
  endsAt: '2026-11-29T08:00:00.000Z',
};

describe('the maintenance window', () => {
  it('takes only the contract’s shape; anything else is no maintenance', () => {
    expect(maintenanceOf(window)).toEqual(window);
    expect(maintenanceOf({ ...window, message: undefined })).toEqual(window);
    for (const value of [null, undefined, false, true, 'on', { on: true }]) {
      expect(maintenanceOf(value)).toBeNull();
    }
  });

  it('changes by itself at the start of a scheduled window and the end of one in force', () => {
    expect(nextEdgeAt(window)).toBe(Date.parse(window.startsAt));
    expect(nextEdgeAt({ ...window, on: true })).toBe(Date.parse(window.endsAt));
    expect(nextEdgeAt(null)).toBeNull();
    expect(nextEdgeAt({ ...window, startsAt: 'soon' })).toBeNull();
  });

  it('is overdue only in force and past its end', () => {
    const end = Date.parse(window.endsAt);
    expect(isOverdue({ ...window, on: true }, end)).toBe(true);
    expect(isOverdue({ ...window, on: true }, end - 1)).toBe(false);
    expect(isOverdue(window, end + 1)).toBe(false);
  });

  it('counts down in whole seconds, with days apart', () => {
    const end = Date.parse(window.endsAt);
    expect(secondsLeft(window.endsAt, end - 1500)).toBe(2);
    expect(secondsLeft(window.endsAt, end + 1000)).toBe(0);
    expect(secondsLeft('never', end)).toBe(0);
    expect(splitCountdown(7384)).toEqual({ days: 0, time: '02:03:04' });
    expect(splitCountdown(2 * 86_400 + 59)).toEqual({ days: 2, time: '00:00:59' });
    expect(splitCountdown(-5)).toEqual({ days: 0, time: '00:00:00' });
  });

  it('remembers a dismissed notice for that window only', () => {
    expect(isNoticeDismissed(window)).toBe(false);
    dismissNotice(window);
    expect(isNoticeDismissed(window)).toBe(true);
    expect(isNoticeDismissed({ ...window, endsAt: '2026-11-29T09:00:00.000Z' })).toBe(false);
  });
});
