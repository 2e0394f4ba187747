import { toWireAmount, type Lang, type Withdrawal, type WithdrawTarget } from '@kirin/contract';
import { currencyOf } from '../../../lib/money.ts';
import type { WithdrawAccountService } from '../../accounts/withdraw-accounts/withdraw-account.service.ts';
import type { WithdrawalRow } from './withdrawal.repository.ts';

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

/** A withdrawal as its member sees it. */
export function withdrawalView(row: WithdrawalRow): Withdrawal {
  const currency = currencyOf(row.currency);
  const requestedAt = row.createdAt.toISOString();
  // The review has a time once it is over (approved, or decided): while it goes on it has none,
  // rather than the time of the request.
  const reviewedAt = row.approvedAt ?? row.decidedAt;
  const timeline: { step: Withdrawal['timeline'][number]['step']; at: string }[] = [
    { step: 'requested', at: requestedAt },
  ];
  if (reviewedAt) timeline.push({ step: 'reviewing', at: reviewedAt.toISOString() });
  if (row.state !== 'reviewing' && row.decidedAt)
    timeline.push({ step: row.state, at: row.decidedAt.toISOString() });
  return {
    id: row.orderNo,
    amount: toWireAmount(row.amount, currency),
    fee: toWireAmount(row.fee, currency),
    payout: toWireAmount(row.amount - row.fee, currency),
    currency,
    account: {
      id: row.withdrawAccountId,
      kind: row.accountKind as WithdrawTarget['kind'],
      label: row.accountLabel,
    },
    state: row.state,
    timeline,
    reason: row.reason,
    coin: row.coin ?? null,
    createdAt: requestedAt,
  };
}
