import { toWireAmount, type CurrencyCode } from '@kirin/contract';
import type { LimitPeriodValue } from '../../../db/schema.ts';
import { DomainError } from '../../../lib/errors.ts';
import { MONEY_PERIODS, periodOf, type MoneyPeriod } from './protection-periods.ts';
import type { ExclusionRow, LimitRow } from './protection.repository.ts';
import {
  LIMIT_KINDS,
  MONEY_KINDS,
  type LimitKind,
  type LimitsView,
  type MoneyKind,
} from './protection.schemas.ts';

// What a member sends to set a limit, the limits as the member reads them, and those in force.

/** A money limit of the member, and the start of its current Beijing period. */
export type MoneyLimit<K extends MoneyKind = MoneyKind> = {
  kind: K;
  period: MoneyPeriod;
  amount: bigint;
  from: Date;
};

/** The limits of `kinds` set in `rows`, by kind then day, week, month, with their periods' starts. */
export function limitsInForce<K extends MoneyKind>(
  rows: readonly LimitRow[],
  kinds: readonly K[],
  now: Date,
): MoneyLimit<K>[] {
  const found: MoneyLimit<K>[] = [];
  for (const kind of kinds) {
    for (const period of MONEY_PERIODS) {
      const amount = rows.find((r) => r.kind === kind && r.period === period)?.amount;
      if (amount === undefined || amount === null) continue;
      found.push({ kind, period, amount, from: periodOf(period, now).start });
    }
  }
  return found;
}

/** Session and reality-check limits, in whole minutes. */
const MINUTES_MAX = 24 * 60;

export type Target = { kind: LimitKind; period: LimitPeriodValue };

export function targetOf(input: { kind?: unknown; period?: unknown }): Target {
  const kind = input.kind as LimitKind;
  if (!LIMIT_KINDS.includes(kind)) throw DomainError.validation({ kind: 'invalid_value' });
  if ((MONEY_KINDS as readonly string[]).includes(kind)) {
    const period = input.period as MoneyPeriod;
    if (!MONEY_PERIODS.includes(period)) throw DomainError.validation({ period: 'invalid_value' });
    return { kind, period };
  }
  if (input.period !== undefined && input.period !== null) {
    throw DomainError.validation({ period: 'invalid_value' });
  }
  return { kind, period: '-' };
}

export function minutesField(input: unknown): bigint {
  const text = typeof input === 'number' ? String(input) : input;
  if (typeof text !== 'string' || !/^[1-9]\d{0,4}$/.test(text)) {
    throw DomainError.validation({ amount: 'invalid_format' });
  }
  if (Number(text) > MINUTES_MAX) throw DomainError.validation({ amount: 'too_large' });
  return BigInt(text);
}

/** A limit in minutes (session, reality check) as a number; null when none is set. */
export function minutesOf(rows: LimitRow[], kind: 'session' | 'realityCheck'): number | null {
  const amount = rows.find((r) => r.kind === kind && r.period === '-')?.amount;
  return amount === undefined || amount === null ? null : Number(amount);
}

/** The member's limits, the changes waiting and the restrictions in force, as the wire has them. */
export function limitsView(
  rows: LimitRow[],
  used: readonly { limit: MoneyLimit; sum: bigint }[],
  restrictions: ExclusionRow[],
  currency: CurrencyCode,
  now: Date,
): LimitsView {
  const money = (n: bigint | null) => (n === null ? null : toWireAmount(n, currency));
  const amountOf = (kind: LimitKind, period: LimitPeriodValue) =>
    rows.find((r) => r.kind === kind && r.period === period)?.amount ?? null;
  const periods = (kind: MoneyKind) => ({
    day: money(amountOf(kind, 'day')),
    week: money(amountOf(kind, 'week')),
    month: money(amountOf(kind, 'month')),
  });
  const usedOf = (kind: MoneyKind, period: MoneyPeriod) =>
    money(used.find((u) => u.limit.kind === kind && u.limit.period === period)?.sum ?? null);
  const usedIn = (kind: MoneyKind) => ({
    day: usedOf(kind, 'day'),
    week: usedOf(kind, 'week'),
    month: usedOf(kind, 'month'),
  });
  const timeout = restrictions.find((r) => r.kind === 'timeout');
  const exclusion = restrictions.find((r) => r.kind === 'exclusion');
  return {
    deposit: periods('deposit'),
    loss: periods('loss'),
    wager: periods('wager'),
    used: { deposit: usedIn('deposit'), loss: usedIn('loss'), wager: usedIn('wager') },
    sessionMinutes: minutesOf(rows, 'session'),
    realityCheckMinutes: minutesOf(rows, 'realityCheck'),
    pending: rows
      .filter((r) => r.pendingAt !== null && r.effectiveAt !== null)
      .map((r) => {
        const isMoney = r.period !== '-';
        const pending = r.pendingAmount;
        return {
          kind: r.kind,
          period: isMoney ? (r.period as MoneyPeriod) : null,
          amount: pending === null ? null : isMoney ? money(pending) : Number(pending),
          effectiveAt: (r.effectiveAt as Date).toISOString(),
          confirmable: (r.effectiveAt as Date).getTime() <= now.getTime(),
        };
      }),
    timeoutUntil: timeout?.until?.toISOString() ?? null,
    excludedUntil: exclusion ? (exclusion.until?.toISOString() ?? 'permanent') : null,
  };
}
