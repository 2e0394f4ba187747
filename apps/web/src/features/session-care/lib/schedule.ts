// When the reality check is due, and how long the member has been logged in. Checks fall on whole
// intervals since log-in (60, 120, 180… minutes), not since the last one was closed: reading the
// message does not push the next one back, and a reload keeps the same rhythm.

const MINUTE_MS = 60_000;

/** The first check strictly after `afterMs`: `loginMs` plus a whole number (≥ 1) of intervals. */
export function nextCheckAt(loginMs: number, intervalMinutes: number, afterMs: number): number {
  const intervalMs = intervalMinutes * MINUTE_MS;
  if (afterMs < loginMs) return loginMs + intervalMs;
  return loginMs + (Math.floor((afterMs - loginMs) / intervalMs) + 1) * intervalMs;
}

/** Whole hours and minutes from log-in to `nowMs` (never negative: clocks may disagree). */
export function sinceLogin(loginMs: number, nowMs: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor((nowMs - loginMs) / MINUTE_MS));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** An ISO time in ms, or null when the server sent none or something unreadable. */
export function timeOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** A positive whole number of minutes, or null: a check every 0 minutes would never let go. */
export function positiveMinutes(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1
    ? Math.floor(value)
    : null;
}
