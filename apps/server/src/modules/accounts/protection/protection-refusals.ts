import { LIMIT_NAMES, toWireAmount, type CurrencyCode, type Lang } from '@kirin/contract';
import { beijingDateTime } from '../../../lib/beijing-time.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { MoneyLimit } from './protection-limits.ts';
import { periodOf, type MoneyPeriod } from './protection-periods.ts';
import type { ExclusionRow } from './protection.repository.ts';
import type { MoneyKind } from './protection.schemas.ts';

// The refusals of responsible gambling, in the member's language (API.md).

/** LIMIT_REACHED naming the limit, its amount, what is left of it and its reset in Beijing time. */
export function limitReached(
  kind: MoneyKind,
  period: MoneyPeriod,
  limit: bigint,
  used: bigint,
  end: Date,
  currency: CurrencyCode,
  lang: Lang,
): DomainError {
  const remaining = limit > used ? limit - used : 0n;
  return new DomainError('LIMIT_REACHED', {
    params: {
      limit: LIMIT_NAMES[lang][kind][period],
      amount: toWireAmount(limit, currency),
      remaining: toWireAmount(remaining, currency),
      resetsAt: beijingDateTime(end),
    },
    data: { kind, period, resetsAt: end.toISOString() },
  });
}

/** LIMIT_REACHED for the first of `limits` that `amount` would pass, `used[i]` being limit i's sum. */
export function assertWithin(
  limits: readonly MoneyLimit[],
  used: readonly bigint[],
  amount: bigint,
  now: Date,
  to: { currency: CurrencyCode; lang: Lang },
): void {
  limits.forEach((limit, i) => {
    const sum = used[i];
    if (sum === undefined) throw new Error(`no sum for the ${limit.period} ${limit.kind} limit`);
    if (sum + amount <= limit.amount) return;
    const { end } = periodOf(limit.period, now);
    throw limitReached(limit.kind, limit.period, limit.amount, sum, end, to.currency, to.lang);
  });
}

export function refuseRestricted(restrictions: ExclusionRow[]): void {
  const [first] = restrictions;
  if (!first) return;
  if (first.kind === 'exclusion') throw new DomainError('SELF_EXCLUDED');
  throw new DomainError('TIMED_OUT', {
    params: { until: beijingDateTime(first.until as Date) },
  });
}
