import {
  toWireAmount,
  type AdminVipLevel,
  type CurrencyCode,
  type Lang,
  type VipLevel,
  type VipPrivileges,
  type VipProgress,
} from '@kirin/contract';
import { localized } from '../../play/games/catalogue-view.ts';
import type { VipLevelRow } from './vip.repository.ts';

// The ladder's rules, apart from the database: which level records reach, what a level gives.

/** amount × rate, floored to the minor unit; `rate` is a decimal fraction ("0.008"), exact. */
export function applyRate(amount: bigint, rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,12}))?$/.exec(rate);
  if (!match) throw new Error(`not a rate: ${rate}`);
  const fraction = match[2] ?? '';
  const scaled = BigInt(`${match[1]}${fraction}`);
  return (amount * scaled) / 10n ** BigInt(fraction.length);
}

/** The highest level whose deposit and turnover thresholds are both met (0 without a ladder). */
export function levelReached(ladder: readonly VipLevelRow[], deposits: bigint, turnover: bigint) {
  let reached = 0;
  for (const row of ladder) {
    if (row.minDeposits <= deposits && row.minTurnover <= turnover && row.level > reached)
      reached = row.level;
  }
  return reached;
}

/**
 * What applies at a level: its own row, else the highest row below it (an operator may have
 * shortened the ladder under a member). Undefined when the site has no ladder.
 */
export function rowAt(ladder: readonly VipLevelRow[], level: number): VipLevelRow | undefined {
  let found: VipLevelRow | undefined;
  for (const row of ladder) if (row.level <= level) found = row;
  return found ?? ladder[0];
}

/** The first level above `level`, or undefined at the top. */
export function rowAbove(ladder: readonly VipLevelRow[], level: number): VipLevelRow | undefined {
  return ladder.find((row) => row.level > level);
}

export function progress(current: bigint, required: bigint, currency: CurrencyCode): VipProgress {
  const remaining = required > current ? required - current : 0n;
  const percent = required <= 0n || current >= required ? 100 : Number((current * 100n) / required);
  return {
    current: toWireAmount(current, currency),
    required: toWireAmount(required, currency),
    remaining: toWireAmount(remaining, currency),
    percent,
  };
}

export function privilegesOf(row: VipLevelRow, currency: CurrencyCode): VipPrivileges {
  return {
    dailyWithdrawCount: row.dailyWithdrawCount,
    dailyWithdrawLimit: toWireAmount(row.dailyWithdrawLimit, currency),
    rebateRate: row.rebateRate,
    upgradeBonus: toWireAmount(row.upgradeBonus, currency),
    birthdayBonus: toWireAmount(row.birthdayBonus, currency),
    bonusTurnoverMultiple: row.bonusTurnoverMultiple,
  };
}

/** A level's name in the language, else "VIP<n>". */
export function levelName(row: VipLevelRow | undefined, level: number, lang: Lang): string {
  return (row && row.level === level && localized(row.name, lang)) || `VIP${level}`;
}

export function levelView(row: VipLevelRow, currency: CurrencyCode, lang: Lang): VipLevel {
  return {
    level: row.level,
    name: levelName(row, row.level, lang),
    minDeposits: toWireAmount(row.minDeposits, currency),
    minTurnover: toWireAmount(row.minTurnover, currency),
    ...privilegesOf(row, currency),
  };
}

export function adminLevelView(row: VipLevelRow, currency: CurrencyCode): AdminVipLevel {
  return {
    level: row.level,
    name: row.name,
    minDeposits: toWireAmount(row.minDeposits, currency),
    minTurnover: toWireAmount(row.minTurnover, currency),
    ...privilegesOf(row, currency),
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}
