import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissPopupForToday,
  localDateKey,
  popupStorageKey,
  shouldShowPopup,
} from './popup-memory.ts';

// Local-time constructors, so the tests hold in any TZ the runner uses.
const beforeMidnight = new Date(2024, 0, 31, 23, 59, 59, 999);
const afterMidnight = new Date(2024, 1, 1, 0, 0, 0, 0);

describe('popup memory', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('formats the local date as YYYY-MM-DD', () => {
    expect(localDateKey(new Date(2024, 2, 5, 12))).toBe('2024-03-05');
    expect(localDateKey(beforeMidnight)).toBe('2024-01-31');
  });

  it('shows a popup that was never dismissed', () => {
    expect(shouldShowPopup('notice')).toBe(true);
  });

  it('hides it for the rest of the day, keyed popup-hide:<id>', () => {
    const morning = new Date(2024, 0, 31, 0, 0, 1);
    dismissPopupForToday('notice', morning);
    expect(localStorage.getItem(popupStorageKey('notice'))).toBe('2024-01-31');
    expect(localStorage.getItem('popup-hide:notice')).toBe('2024-01-31');
    expect(shouldShowPopup('notice', beforeMidnight)).toBe(false);
  });

  it('shows it again after midnight', () => {
    dismissPopupForToday('notice', beforeMidnight);
    expect(shouldShowPopup('notice', beforeMidnight)).toBe(false);
    expect(shouldShowPopup('notice', afterMidnight)).toBe(true);
  });

  it('keeps popups independent', () => {
    dismissPopupForToday('a', afterMidnight);
    expect(shouldShowPopup('a', afterMidnight)).toBe(false);
    expect(shouldShowPopup('b', afterMidnight)).toBe(true);
  });

  it('uses the current date by default', () => {
    dismissPopupForToday('today');
    expect(shouldShowPopup('today')).toBe(false);
  });

  it('shows the popup when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => dismissPopupForToday('x')).not.toThrow();
    expect(shouldShowPopup('x')).toBe(true);
  });
});
