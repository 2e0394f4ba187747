import {
  parseRate,
  toWireAmount,
  type CurrencyCode,
  type DepositChannel,
  type DepositInstructions,
  type DepositOrder,
  type DepositState,
  type Lang,
} from '@kirin/contract';
import { currencyOf } from '../../../lib/money.ts';
import type { ChannelRow, OrderRow } from './deposit.repository.ts';
import { isOpenAt } from './deposit-rules.ts';

/** A text field of a channel's `details` JSON; '' when missing, so a page never shows "undefined". */
export function detail(channel: ChannelRow, key: string): string {
  const value = (channel.details as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : '';
}

/**
 * A localized text of a channel: `details[key]` may be `{ "zh-CN", "zh-HK", "en" }`; the member's
 * language, else zh-CN, else `fallback` (the channel's one name, as older channels have it).
 */
function localized(channel: ChannelRow, key: string, lang: Lang, fallback: string): string {
  const value = (channel.details as Record<string, unknown> | null)?.[key];
  if (typeof value !== 'object' || value === null) return fallback;
  const texts = value as Partial<Record<Lang, unknown>>;
  const text = texts[lang] ?? texts['zh-CN'];
  return typeof text === 'string' && text !== '' ? text : fallback;
}

export const channelName = (channel: ChannelRow, lang: Lang) =>
  localized(channel, 'names', lang, channel.name);

/** USDT paid for a USDT site converts nothing: no rate to show, none to lock. */
export const convertsToUsdt = (currency: CurrencyCode) => currency !== 'USDT';

/** What the member sees: a pending USDT order whose rate ran out is expired, stored so or not. */
export function effectiveState(order: OrderRow, now: Date): DepositState {
  if (order.state === 'pending' && order.rateExpiresAt && order.rateExpiresAt <= now) {
    return 'expired';
  }
  return order.state;
}

/**
 * Whether a channel is set up well enough to take an order: a USDT channel needs an address and a
 * rate, an e-wallet channel a secret and a gateway. A half-configured channel shows as closed
 * instead of failing the member's order halfway.
 */
export function isUsable(
  channel: ChannelRow,
  gatewayUrl: string | undefined,
  currency: CurrencyCode,
): boolean {
  if (!channel.enabled) return false;
  if (channel.kind === 'usdt') {
    const rated = !convertsToUsdt(currency) || parseRate(detail(channel, 'rate')) !== null;
    return rated && detail(channel, 'address') !== '';
  }
  if (channel.kind === 'ewallet') return Boolean(channel.secret && gatewayUrl);
  return true;
}

/** The gateway of an e-wallet channel: its own, else the configured one. */
export function gatewayUrlOf(channel: ChannelRow, fallback: string | undefined) {
  return detail(channel, 'gatewayUrl') || fallback;
}

export function channelView(
  channel: ChannelRow,
  currency: CurrencyCode,
  now: Date,
  usable: boolean,
  lang: Lang,
): DepositChannel {
  return {
    id: channel.id,
    name: channelName(channel, lang),
    kind: channel.kind,
    min: toWireAmount(channel.minAmount, currency),
    max: toWireAmount(channel.maxAmount, currency),
    hours: { open: channel.openTime, close: channel.closeTime },
    open: usable && isOpenAt(channel.openTime, channel.closeTime, now),
    ...(channel.kind === 'usdt'
      ? {
          ...(convertsToUsdt(currency) ? { rate: detail(channel, 'rate') } : {}),
          network: detail(channel, 'network'),
        }
      : {}),
  };
}

function instructions(order: OrderRow, channel: ChannelRow, lang: Lang): DepositInstructions {
  switch (channel.kind) {
    case 'bank':
      return {
        kind: 'bank',
        bankName: localized(channel, 'bankNames', lang, detail(channel, 'bankName')),
        accountName: detail(channel, 'accountName'),
        accountNo: detail(channel, 'accountNo'),
        branch: detail(channel, 'branch'),
        reference: order.reference,
      };
    case 'usdt':
      return {
        kind: 'usdt',
        network: detail(channel, 'network'),
        address: detail(channel, 'address'),
        payAmount: toWireAmount(order.payAmount ?? 0n, 'USDT'),
        rate: order.rate ?? '',
        rateExpiresAt: order.rateExpiresAt?.toISOString() ?? '',
      };
    case 'ewallet':
      return { kind: 'ewallet', payUrl: order.payUrl ?? '' };
  }
}

export function orderView(
  order: OrderRow,
  channel: ChannelRow,
  now: Date,
  lang: Lang = 'zh-CN',
): DepositOrder {
  const currency = currencyOf(order.currency);
  const state = effectiveState(order, now);
  return {
    id: order.orderNo,
    channelId: channel.id,
    channelName: channelName(channel, lang),
    amount: toWireAmount(order.amount, currency),
    currency,
    state,
    instructions: instructions(order, channel, lang),
    createdAt: order.createdAt.toISOString(),
    creditedAt: state === 'credited' ? (order.decidedAt?.toISOString() ?? null) : null,
    reason: state === 'rejected' ? order.reason : null,
    depositorName: order.depositorName,
    paidClaimedAt: order.paidClaimedAt?.toISOString() ?? null,
    receiptUrl: null,
  };
}

/** The operator's view: the member's view plus who, where, and how it was decided. */
export function adminOrderView(order: OrderRow, channel: ChannelRow, account: string, now: Date) {
  const view = orderView(order, channel, now);
  return {
    ...view,
    siteCode: order.siteCode,
    memberId: order.memberId,
    memberAccount: account,
    channelKind: channel.kind,
    reference: order.reference,
    payAmount: order.payAmount === null ? null : toWireAmount(order.payAmount, 'USDT'),
    payCurrency: order.payCurrency,
    rate: order.rate,
    rateExpiresAt: order.rateExpiresAt?.toISOString() ?? null,
    gatewayPaymentId: order.gatewayPaymentId,
    transferId: order.transferId,
    reason: order.reason,
    decidedBy: order.decidedBy,
    decidedAt: order.decidedAt?.toISOString() ?? null,
  };
}

export type AdminOrderView = ReturnType<typeof adminOrderView>;

/** What the audit log keeps of an order before and after a decision. */
export const auditView = (order: OrderRow) => ({
  orderNo: order.orderNo,
  state: order.state,
  amount: order.amount.toString(),
  currency: order.currency,
  transferId: order.transferId,
  reason: order.reason,
});
