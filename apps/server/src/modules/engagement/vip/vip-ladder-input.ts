import {
  LANGS,
  VIP_LEVEL_MAX,
  VIP_MULTIPLE_PATTERN,
  VIP_RATE_PATTERN,
  type CurrencyCode,
} from '@kirin/contract';
import { DomainError } from '../../../lib/errors.ts';
import { amountField } from '../../../lib/money.ts';
import type { NewVipLevel } from './vip.repository.ts';

/** One level as an operator sends it; amounts are decimal strings (or numbers) in the site currency. */
export type LevelInput = {
  level: number;
  name: Record<string, string>;
  minDeposits: string | number;
  minTurnover: string | number;
  dailyWithdrawCount: number;
  dailyWithdrawLimit: string | number;
  rebateRate: string;
  upgradeBonus: string | number;
  birthdayBonus: string | number;
  bonusTurnoverMultiple?: string | undefined;
};

const NAME_MAX = 40;

/**
 * Checks a whole ladder and turns it into rows: levels 0, 1, 2… without gaps, level 0 with no
 * thresholds (every member starts there), thresholds that never fall from one level to the next,
 * a name in every language. Field errors are named `levels.<i>.<field>`.
 */
export function ladderRows(
  siteCode: string,
  input: readonly LevelInput[],
  currency: CurrencyCode,
  operatorId: number,
): NewVipLevel[] {
  if (input.length === 0) throw DomainError.validation({ levels: 'required' });
  if (input.length > VIP_LEVEL_MAX + 1) throw DomainError.validation({ levels: 'too_long' });
  const rows: NewVipLevel[] = [];
  input.forEach((level, i) => {
    const field = (name: string) => `levels.${i}.${name}`;
    const amount = (name: keyof LevelInput, value: unknown) =>
      amountField(field(name), value, currency, { allowZero: true });
    if (level.level !== i) throw DomainError.validation({ [field('level')]: 'invalid_value' });
    const name: Record<string, string> = {};
    for (const lang of LANGS) {
      const text = (level.name[lang] ?? '').trim();
      if (text === '') throw DomainError.validation({ [field(`name.${lang}`)]: 'required' });
      if (text.length > NAME_MAX)
        throw DomainError.validation({ [field(`name.${lang}`)]: 'too_long' });
      name[lang] = text;
    }
    if (!VIP_RATE_PATTERN.test(level.rebateRate))
      throw DomainError.validation({ [field('rebateRate')]: 'invalid_value' });
    const multiple = level.bonusTurnoverMultiple ?? '1';
    if (!VIP_MULTIPLE_PATTERN.test(multiple) || Number(multiple) > 100)
      throw DomainError.validation({ [field('bonusTurnoverMultiple')]: 'invalid_value' });
    const row: NewVipLevel = {
      siteCode,
      level: i,
      name,
      minDeposits: amount('minDeposits', level.minDeposits),
      minTurnover: amount('minTurnover', level.minTurnover),
      dailyWithdrawCount: level.dailyWithdrawCount,
      dailyWithdrawLimit: amount('dailyWithdrawLimit', level.dailyWithdrawLimit),
      rebateRate: level.rebateRate,
      upgradeBonus: amount('upgradeBonus', level.upgradeBonus),
      birthdayBonus: amount('birthdayBonus', level.birthdayBonus),
      bonusTurnoverMultiple: multiple,
      updatedBy: operatorId,
    };
    const below = rows[i - 1];
    if (i === 0 && (row.minDeposits !== 0n || row.minTurnover !== 0n))
      throw DomainError.validation({ [field('minDeposits')]: 'invalid_value' });
    if (i === 0 && row.upgradeBonus !== 0n)
      throw DomainError.validation({ [field('upgradeBonus')]: 'invalid_value' });
    if (below && row.minDeposits < below.minDeposits)
      throw DomainError.validation({ [field('minDeposits')]: 'too_small' });
    if (below && row.minTurnover < below.minTurnover)
      throw DomainError.validation({ [field('minTurnover')]: 'too_small' });
    rows.push(row);
  });
  return rows;
}
