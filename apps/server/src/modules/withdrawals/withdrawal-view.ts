import { randomInt } from 'node:crypto';
import {
  isCurrencyCode,
  toWireAmount,
  type CurrencyCode,
  type Lang,
  type Withdrawal,
  type WithdrawTarget,
} from '@kirin/contract';
import type { WithdrawAccountService } from '../withdraw-accounts/withdraw-account.service.ts';
import type { WithdrawalRow } from './withdrawal.repository.ts';

// Beijing keeps UTC+8 all year (no daylight saving), so the day needs no time-zone database.
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The start of the Asia/Shanghai calendar day that `now` falls in. */
export function beijingDayStart(now: Date): Date {
  const local = now.getTime() + BEIJING_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - BEIJING_OFFSET_MS);
}

/** "W" + Beijing date (yyMMdd) + 10 random digits: readable over the phone, unguessable. */
export function newOrderNo(now: Date): string {
  const day = new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(2, 10);
  const random =
    `${randomInt(100_000)}`.padStart(5, '0') + `${randomInt(100_000)}`.padStart(5, '0');
  return `W${day.replaceAll('-', '')}${random}`;
}

const ALIPAY: Record<Lang, string> = { 'zh-CN': '支付宝', 'zh-HK': '支付寶', en: 'Alipay' };

type Cards = Awaited<ReturnType<WithdrawAccountService['list']>>;

/**
 * The member's withdrawal accounts as one list of labels: "中国工商银行 ****1234",
 * "USDT-TRC20 TR7NHq…gjLj6t", "支付宝 138****8000" (the masks are the accounts module's).
 */
export function targetsOf(cards: Cards, lang: Lang): WithdrawTarget[] {
  return [
    ...cards.bank.map((c) => ({
      id: c.id,
      kind: 'bank' as const,
      label: `${c.bankName} ****${c.cardNo.slice(-4)}`,
    })),
    ...cards.virtual.map((c) => ({
      id: c.id,
      kind: 'virtual' as const,
      label: `${c.currency}-${c.network} ${c.address}`,
    })),
    ...cards.alipay.map((c) => ({
      id: c.id,
      kind: 'alipay' as const,
      label: `${ALIPAY[lang]} ${c.account}`,
    })),
  ];
}

export function currencyOf(row: { currency: string }): CurrencyCode {
  if (!isCurrencyCode(row.currency)) throw new Error(`unknown currency ${row.currency}`);
  return row.currency;
}

/** A withdrawal as its member sees it. */
export function withdrawalView(row: WithdrawalRow): Withdrawal {
  const currency = currencyOf(row);
  const requestedAt = row.createdAt.toISOString();
  const timeline: { step: Withdrawal['timeline'][number]['step']; at: string }[] = [
    { step: 'requested', at: requestedAt },
    { step: 'reviewing', at: requestedAt },
  ];
  if (row.state !== 'reviewing' && row.decidedAt)
    timeline.push({ step: row.state, at: row.decidedAt.toISOString() });
  return {
    id: row.orderNo,
    amount: toWireAmount(row.amount, currency),
    fee: toWireAmount(row.fee, currency),
    currency,
    account: {
      id: row.withdrawAccountId,
      kind: row.accountKind as WithdrawTarget['kind'],
      label: row.accountLabel,
    },
    state: row.state,
    timeline,
    reason: row.reason,
    createdAt: requestedAt,
  };
}
