import type { CurrencyCode } from '@kirin/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { withdrawLimitsFor, type WithdrawLimits } from '../../../lib/finance-policy.ts';
import { rowAt } from './vip-ladder.ts';
import { ladderOf, type VipLevelRow } from './vip.repository.ts';

/**
 * The withdrawal limits of a member's level on a site: the daily count and total come from the
 * site's VIP ladder where it has one, the per-request bounds (which the ladder does not hold) and
 * every limit of a site without a ladder from the static table.
 */
export function limitsFromLadder(
  ladder: readonly VipLevelRow[],
  vipLevel: number,
  currency: CurrencyCode,
): WithdrawLimits {
  const fixed = withdrawLimitsFor(vipLevel, currency);
  const row = rowAt(ladder, vipLevel);
  if (!row) return fixed;
  return { ...fixed, perDay: row.dailyWithdrawLimit, countPerDay: row.dailyWithdrawCount };
}

export async function withdrawLimitsForSite(
  db: DbOrTx,
  siteCode: string,
  vipLevel: number,
  currency: CurrencyCode,
): Promise<WithdrawLimits> {
  return limitsFromLadder(await ladderOf(db, siteCode), vipLevel, currency);
}
