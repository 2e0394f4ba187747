import { toWireAmount, type CurrencyCode, type Lang } from '@kirin/contract';
import { beijingDateTime } from '../../../lib/beijing-time.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { MoneyLimit } from './protection-limits.ts';
import { periodOf, type MoneyPeriod } from './protection-periods.ts';
import type { ExclusionRow } from './protection.repository.ts';
import type { MoneyKind } from './protection.schemas.ts';

// The refusals of responsible gambling, in the member's language (API.md).

const LIMIT_NAMES: Record<Lang, Record<MoneyKind, Record<MoneyPeriod, string>>> = {
  'zh-CN': {
    deposit: { day: '每日存款限额', week: '每周存款限额', month: '每月存款限额' },
    loss: { day: '每日亏损限额', week: '每周亏损限额', month: '每月亏损限额' },
    wager: { day: '每日投注限额', week: '每周投注限额', month: '每月投注限额' },
  },
  'zh-HK': {
    deposit: { day: '每日存款限額', week: '每週存款限額', month: '每月存款限額' },
    loss: { day: '每日虧損限額', week: '每週虧損限額', month: '每月虧損限額' },
    wager: { day: '每日投注限額', week: '每週投注限額', month: '每月投注限額' },
  },
  en: {
    deposit: {
      day: 'daily deposit limit',
      week: 'weekly deposit limit',
      month: 'monthly deposit limit',
    },
    loss: { day: 'daily loss limit', week: 'weekly loss limit', month: 'monthly loss limit' },
    wager: { day: 'daily wager limit', week: 'weekly wager limit', month: 'monthly wager limit' },
  },
};

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
