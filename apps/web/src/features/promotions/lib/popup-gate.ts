import { popupHideDay } from '@kirin/contract';

// "Don't show again today" for the site's pop-ups, per site and Beijing day (the site's business
// day, as for every other daily rule), kept in this browser only. Also the once-per-visit rule:
// the pop-up shows when the site is opened, not on every page.

/** Where the hidden day is kept: one key per site, so brands on one host stay apart. */
export const popupHideKey = (site: string) => `popup-hide:site-${site}`;
const key = popupHideKey;

export function hiddenToday(site: string, now = new Date()): boolean {
  try {
    return localStorage.getItem(key(site)) === popupHideDay(now);
  } catch {
    return false;
  }
}

export function hideToday(site: string, now = new Date()): void {
  try {
    localStorage.setItem(key(site), popupHideDay(now));
  } catch {
    // Without storage the pop-up simply shows again next time.
  }
}

let opened = false;

/** True the first time in this page load only. */
export function claimOpening(): boolean {
  if (opened) return false;
  opened = true;
  return true;
}

/** Tests only: a fresh page load. */
export function resetOpening(): void {
  opened = false;
}
