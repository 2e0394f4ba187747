// The amount rules of the deposit and withdraw forms, checked as the member types, with the
// server's own limits (it checks them again and refuses with the same codes).
import type { CurrencyCode, DepositChannel, WithdrawInfo } from '@kirin/contract';
import { readAmountInput, wireMinor, type AmountInputReason } from '../../../lib/money.ts';

export type AmountProblem =
  | { readonly reason: AmountInputReason }
  | { readonly reason: 'below_min' | 'above_max'; readonly limit: bigint }
  | { readonly reason: 'above_available' | 'above_daily_left'; readonly limit: bigint }
  | { readonly reason: 'not_above_fee'; readonly limit: bigint };

export type AmountCheck =
  | { readonly ok: true; readonly minor: bigint }
  | { readonly ok: false; readonly problem: AmountProblem };

const fail = (problem: AmountProblem): AmountCheck => ({ ok: false, problem });

/** A deposit amount against the chosen channel's single-order limits. */
export function checkDepositAmount(
  text: string | undefined,
  channel: DepositChannel,
  currency: CurrencyCode,
): AmountCheck {
  const input = readAmountInput(text, currency);
  if (!input.ok) return fail({ reason: input.reason });
  const min = wireMinor(channel.min, currency);
  const max = wireMinor(channel.max, currency);
  if (min !== null && input.minor < min) return fail({ reason: 'below_min', limit: min });
  if (max !== null && input.minor > max) return fail({ reason: 'above_max', limit: max });
  return input;
}

/** What today still allows, in minor units (never below zero). */
function dailyLeft(info: WithdrawInfo, currency: CurrencyCode): bigint | null {
  const max = wireMinor(info.maxPerDay, currency);
  const used = wireMinor(info.usedToday, currency) ?? 0n;
  if (max === null) return null;
  return max > used ? max - used : 0n;
}

/**
 * "全部": the most the member can ask for in one request now: the available balance, capped by
 * the single-request maximum and by what is left of today's limit (a larger figure would only be
 * refused).
 */
export function withdrawAll(info: WithdrawInfo, currency: CurrencyCode): bigint {
  const caps = [
    wireMinor(info.available, currency),
    wireMinor(info.maxPerRequest, currency),
    dailyLeft(info, currency),
  ].filter((cap): cap is bigint => cap !== null);
  const most = caps.reduce((a, b) => (b < a ? b : a), caps[0] ?? 0n);
  return most > 0n ? most : 0n;
}

/** A withdrawal amount against the request limits, the balance, today's limit and the fee. */
export function checkWithdrawAmount(
  text: string | undefined,
  info: WithdrawInfo,
  currency: CurrencyCode,
): AmountCheck {
  const input = readAmountInput(text, currency);
  if (!input.ok) return fail({ reason: input.reason });
  const { minor } = input;
  const min = wireMinor(info.minPerRequest, currency);
  const max = wireMinor(info.maxPerRequest, currency);
  const available = wireMinor(info.available, currency);
  const left = dailyLeft(info, currency);
  const fee = wireMinor(info.fee, currency) ?? 0n;
  if (min !== null && minor < min) return fail({ reason: 'below_min', limit: min });
  if (max !== null && minor > max) return fail({ reason: 'above_max', limit: max });
  if (available !== null && minor > available) {
    return fail({ reason: 'above_available', limit: available });
  }
  if (left !== null && minor > left) return fail({ reason: 'above_daily_left', limit: left });
  if (minor <= fee) return fail({ reason: 'not_above_fee', limit: fee });
  return input;
}
