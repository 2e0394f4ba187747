import type { SiteMaintenance } from '@kirin/contract';

/**
 * `/md`'s `maintenance`, or null when there is none or it is not of the contract's shape (a
 * server from before the window existed sent a boolean there): a wrong shape must never close the
 * site.
 */
export function maintenanceOf(value: unknown): SiteMaintenance | null {
  if (typeof value !== 'object' || value === null) return null;
  const { on, message, startsAt, endsAt } = value as Record<string, unknown>;
  if (typeof on !== 'boolean' || typeof startsAt !== 'string' || typeof endsAt !== 'string') {
    return null;
  }
  return { on, message: typeof message === 'string' ? message : '', startsAt, endsAt };
}

/**
 * When /md's answer is due to change by itself: the start of a scheduled window, the end of one
 * in force. Null without a window or with a time that does not parse.
 */
export function nextEdgeAt(maintenance: SiteMaintenance | null): number | null {
  if (!maintenance) return null;
  const at = Date.parse(maintenance.on ? maintenance.endsAt : maintenance.startsAt);
  return Number.isNaN(at) ? null : at;
}

/** In force by /md but past its expected end by the member's clock: the site is about to reopen. */
export const isOverdue = (maintenance: SiteMaintenance | null, now: number): boolean =>
  maintenance?.on === true && (nextEdgeAt(maintenance) ?? Number.POSITIVE_INFINITY) <= now;

/** Whole seconds left until `endsAt` (never negative; 0 when it does not parse). */
export function secondsLeft(endsAt: string, now: number): number {
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 7384 s → `{ days: 0, time: '02:03:04' }`: the countdown's figures, days apart for the words. */
export function splitCountdown(totalSeconds: number): { days: number; time: string } {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const time = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return { days, time };
}

// One entry, not one per window: a dismissal is only worth keeping for the window it was for.
const DISMISSED_KEY = 'maintenanceNoticeDismissed';

/** A window is its start and end: moved by the operator, it is news again. */
const windowId = (maintenance: SiteMaintenance) => `${maintenance.startsAt}/${maintenance.endsAt}`;

export function isNoticeDismissed(maintenance: SiteMaintenance): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === windowId(maintenance);
  } catch {
    return false;
  }
}

export function dismissNotice(maintenance: SiteMaintenance): void {
  try {
    localStorage.setItem(DISMISSED_KEY, windowId(maintenance));
  } catch {
    // Without storage the notice is hidden for this page view only.
  }
}
