import {
  parseRate,
  toWireAmount,
  type CurrencyCode,
  type DepositChannel,
  type DepositInstructions,
  type DepositOrder,
  type DepositState,
} from '@kirin/contract';
import { currencyOf } from '../wallet/money.ts';
import type { ChannelRow, OrderRow } from './deposit.repository.ts';
import { isOpenAt } from './deposit-rules.ts';

/** A text field of a channel's `details` JSON; '' when missing, so a page never shows "undefined". */
export function detail(channel: ChannelRow, key: string): string {
  const value = (channel.details as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : '';
}

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
export function isUsable(channel: ChannelRow, gatewayUrl: string | undefined): boolean {
  if (!channel.enabled) return false;
  if (channel.kind === 'usdt') {
    return parseRate(detail(channel, 'rate')) !== null && detail(channel, 'address') !== '';
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
): DepositChannel {
  return {
    id: channel.id,
    name: channel.name,
    kind: channel.kind,
    min: toWireAmount(channel.minAmount, currency),
    max: toWireAmount(channel.maxAmount, currency),
    hours: { open: channel.openTime, close: channel.closeTime },
    open: usable && isOpenAt(channel.openTime, channel.closeTime, now),
    ...(channel.kind === 'usdt'
      ? { rate: detail(channel, 'rate'), network: detail(channel, 'network') }
      : {}),
  };
}

function instructions(order: OrderRow, channel: ChannelRow): DepositInstructions {
  switch (channel.kind) {
    case 'bank':
      return {
        kind: 'bank',
        bankName: detail(channel, 'bankName'),
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

export function orderView(order: OrderRow, channel: ChannelRow, now: Date): DepositOrder {
  const currency = currencyOf(order.currency);
  const state = effectiveState(order, now);
  return {
    id: order.orderNo,
    channelId: channel.id,
    channelName: channel.name,
    amount: toWireAmount(order.amount, currency),
    currency,
    state,
    instructions: instructions(order, channel),
    createdAt: order.createdAt.toISOString(),
    creditedAt: state === 'credited' ? (order.decidedAt?.toISOString() ?? null) : null,
    reason: state === 'rejected' ? order.reason : null,
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
