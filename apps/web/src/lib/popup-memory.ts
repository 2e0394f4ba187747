// Spec §9: popups offer "don't show again today". "Today" is the member's local calendar day,
// which is what they mean by it, so the stored value is a local date, not a timestamp.

const KEY_PREFIX = 'popup-hide:';

export function popupStorageKey(id: string): string {
  return `${KEY_PREFIX}${id}`;
}

/** Local calendar date as YYYY-MM-DD. */
export function localDateKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function shouldShowPopup(id: string, now: Date = new Date()): boolean {
  try {
    return localStorage.getItem(popupStorageKey(id)) !== localDateKey(now);
  } catch {
    return true; // without storage we cannot remember a dismissal
  }
}

export function dismissPopupForToday(id: string, now: Date = new Date()): void {
  try {
    localStorage.setItem(popupStorageKey(id), localDateKey(now));
  } catch {
    // the popup simply comes back next visit
  }
}
