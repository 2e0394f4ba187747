import type { TransactionRecord } from '@kirin/contract';
import { signedAmount } from '../../../lib/money.ts';

/** Credits green, debits red (UI.md); a voided movement is struck through: it did not happen. */
export function TransactionAmount({ record }: { record: TransactionRecord }) {
  const { text, direction } = signedAmount(record.amount);
  return (
    <span
      className={`record-amount is-${direction}${record.state === 'voided' ? ' is-voided' : ''}`}
    >
      {text}
    </span>
  );
}
