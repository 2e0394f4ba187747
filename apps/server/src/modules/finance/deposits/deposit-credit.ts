import type { DbOrTx } from '../../../db/client.ts';
import { timesMultiple } from '../../../lib/finance-policy.ts';
import { HOUSE_SHARDS } from '../../../ledger/wallet-accounts.ts';
import { creditInDatabase, type ChannelRow, type OrderRow } from './deposit.repository.ts';

export type CreditDeps = {
  /** Read at each credit, so a changed configuration applies from the next one. */
  flowMultiple: () => string;
};

/**
 * What a deposit's transfer keeps of its order and channel: the channel's names in every language
 * too, so the member's records name it in theirs.
 */
export function transferMetaOf(orderNo: string, channel: ChannelRow) {
  const names = (channel.details as { names?: unknown } | null)?.names;
  return {
    orderNo,
    channel: channel.name,
    ...(typeof names === 'object' && names !== null ? { channelNames: names } : {}),
  };
}

/**
 * Credits an order whose row the caller has locked in `tx` and found creditable: its turnover, the
 * ledger transfer from the house's deposit account to the member's central wallet and the order
 * marked credited, all in the caller's transaction, by `deposit_credit` (sql/deposit-credit.sql),
 * the one implementation a gateway's callback runs too. The transfer key `deposit:<orderNo>` makes
 * a second call move nothing even if the state check were skipped.
 */
export async function creditOrder(
  deps: CreditDeps,
  order: OrderRow,
  channel: ChannelRow,
  decidedBy: number | null,
  now: Date,
  tx: DbOrTx,
): Promise<OrderRow> {
  const transferId = await creditInDatabase(tx, {
    orderId: order.id,
    required: timesMultiple(order.amount, deps.flowMultiple()),
    houseShards: HOUSE_SHARDS,
    meta: transferMetaOf(order.orderNo, channel),
    decidedBy,
    now,
  });
  // Nothing else of the row changes, and the caller holds its lock.
  return { ...order, state: 'credited', transferId, decidedBy, decidedAt: now };
}
