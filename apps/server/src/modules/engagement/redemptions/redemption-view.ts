import { toWireAmount, type Redemption } from '@kirin/contract';
import { currencyOf } from '../../../lib/money.ts';
import type { RedemptionRow } from './redemption.repository.ts';

/** A redemption as the member reads it. */
export function redemptionView(row: RedemptionRow): Redemption {
  const currency = currencyOf(row.currency);
  return {
    id: String(row.id),
    kind: row.kind,
    period: row.period,
    amount: toWireAmount(row.amount, currency),
    currency,
    basis: toWireAmount(row.basis, currency),
    rate: row.rate,
    turnoverMultiple: row.turnoverMultiple,
    transactionId: row.transferId === null ? null : String(row.transferId),
    createdAt: row.createdAt.toISOString(),
  };
}
