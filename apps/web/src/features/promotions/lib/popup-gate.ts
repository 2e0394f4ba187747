import { popupHideDay } from '@kirin/contract';

// "Don't show again today" for the site's pop-ups, per site and Beijing day (the site's business
// day, as for every other daily rule), kept in this browser only. Also the once-per-visit rule:
// the pop-up shows on the home when the site is opened, not on every page nor on every reload.

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

/** Where this tab remembers that the pop-up has been shown: one key per site. */
export const popupShownKey = (site: string) => `popup-shown:site-${site}`;

/** Without session storage: shown once per page load. */
let openedHere = false;

/**
 * True the first time in this visit (this tab's session: a reload is the same visit, a new tab a
 * new one), and claims it: the pop-up greets the member once, it does not come back on every
 * reload.
 */
export function claimOpening(site: string): boolean {
  try {
    if (sessionStorage.getItem(popupShownKey(site)) === '1') return false;
    sessionStorage.setItem(popupShownKey(site), '1');
    return true;
  } catch {
    if (openedHere) return false;
    openedHere = true;
    return true;
  }
}

/** Tests only: a fresh page load (session storage, as in a browser, is the test's to clear). */
export function resetOpening(): void {
  openedHere = false;
}
