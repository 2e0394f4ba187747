import type { CurrencyCode, MemberLimits } from '@kirin/contract';
import { showMinor, wireMinor } from '../../../lib/money.ts';

export type Pending = MemberLimits['pending'][number];

/** Time left as H:MM:SS (a cooling-off is at most 24 hours); 0:00:00 once it is over. */
export function formatWait(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * Whether a waiting change may be confirmed now: the server said so when it answered, or its
 * 24 hours have run out since (the page stays open; the server checks again on confirm).
 */
export const isConfirmable = (pending: Pending, now: number) =>
  pending.confirmable || Date.parse(pending.effectiveAt) <= now;

/** The waiting change of one limit, if any. */
export const pendingOf = (
  limits: MemberLimits,
  kind: Pending['kind'],
  period: Pending['period'],
): Pending | undefined =>
  limits.pending.find((p) => p.kind === kind && (p.period ?? null) === period);

export type LimitUsage = { used: string; left: string; percent: number };

/**
 * What a money limit has used of its period and what is left (never below zero), shown as
 * amounts, with the used share in whole percent for the bar (capped at 100: a loss limit can be
 * passed by a settlement). Null when no limit is set or the server sent no usage for it.
 */
export function usageOf(
  limit: string | null,
  used: string | null,
  currency: CurrencyCode,
): LimitUsage | null {
  const limitMinor = wireMinor(limit, currency);
  const usedMinor = wireMinor(used, currency);
  if (limitMinor === null || usedMinor === null) return null;
  const spent = usedMinor > 0n ? usedMinor : 0n;
  const left = limitMinor > spent ? limitMinor - spent : 0n;
  const percent =
    limitMinor <= 0n || spent >= limitMinor ? 100 : Number((spent * 100n) / limitMinor);
  return { used: showMinor(spent, currency), left: showMinor(left, currency), percent };
}
