import type { DbOrTx } from '../../db/client.ts';
import type { Ledger } from '../../ledger/ledger.service.ts';
import { timesMultiple } from '../wallet/finance-policy.ts';
import { currencyOf } from '../wallet/money.ts';
import type { TurnoverService } from '../wallet/turnover.service.ts';
import { house, memberCentral } from '../wallet/wallet-accounts.ts';
import { updateOrder, type ChannelRow, type OrderRow } from './deposit.repository.ts';

export type CreditDeps = {
  ledger: Ledger;
  turnover: TurnoverService;
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
 * Credits an order whose row the caller has locked in `tx`: one ledger transfer from the house's
 * deposit account to the member's central wallet, the turnover it requires, and the order marked
 * credited with the transfer's id, all in the caller's transaction. The transfer key
 * `deposit:<orderNo>` makes a second call move nothing even if the state check were skipped.
 */
export async function creditOrder(
  deps: CreditDeps,
  order: OrderRow,
  channel: ChannelRow,
  decidedBy: number | null,
  now: Date,
  tx: DbOrTx,
): Promise<OrderRow> {
  const currency = currencyOf(order.currency);
  const source = `deposit:${order.orderNo}`;
  // The house's deposit account is every credit's hot row: touch it as late as possible, so its
  // lock is held only for the last statements of the transaction.
  await deps.turnover.require(
    order.memberId,
    timesMultiple(order.amount, deps.flowMultiple()),
    source,
    tx,
  );
  const transfer = await deps.ledger.transfer(
    {
      key: source,
      debit: house('house_deposit', order.siteCode, currency, order.memberId),
      credit: memberCentral({ siteCode: order.siteCode, memberId: order.memberId, currency }),
      amount: order.amount,
      currency,
      reason: 'deposit',
      meta: transferMetaOf(order.orderNo, channel),
    },
    tx,
  );
  return updateOrder(tx, order.id, {
    state: 'credited',
    transferId: transfer.id,
    decidedBy,
    decidedAt: now,
  });
}
