import { toWireAmount, type AdminLedgerEntry, type Lang } from '@kirin/contract';
import type { RecordRow } from '../../../ledger/member-movements.ts';
import { currencyOf } from '../../../lib/money.ts';

// One ledger transfer of a member as operators read it (GET /api/admin/v1/members/:id/ledger):
// both accounts named, the amount signed from the member's side, whatever the transfer says of
// itself. Members' own records (finance/records) show fewer movements and in their words.

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

const accountOf = (kind: string, venue: string) => (venue ? `${kind}:${venue}` : kind);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export function ledgerEntryView(row: RecordRow, memberId: number, lang: Lang): AdminLedgerEntry {
  const mine = (owner: string | number | null) => owner !== null && Number(owner) === memberId;
  const debitCentral = mine(row.debit_member) && row.debit_kind === 'member_central';
  const creditCentral = mine(row.credit_member) && row.credit_kind === 'member_central';
  // Between two of the member's accounts, central's side decides; else where the money went.
  const credited = creditCentral || (!debitCentral && mine(row.credit_member));
  const amount =
    row.state === 'posted' && row.posted_amount !== null ? row.posted_amount : row.amount;
  const meta = row.meta ?? {};
  const channelNames = meta['channelNames'] as Record<string, unknown> | undefined;
  return {
    id: String(row.id),
    kind: row.reason,
    amount: `${credited ? '+' : '-'}${toWireAmount(BigInt(amount), currencyOf(row.currency))}`,
    currency: row.currency,
    state: row.state,
    from: accountOf(row.debit_kind, row.debit_venue),
    to: accountOf(row.credit_kind, row.credit_venue),
    reference:
      text(meta['orderNo']) ??
      (typeof meta['betId'] === 'number' ? String(meta['betId']) : null) ??
      (row.credit_venue || row.debit_venue || null),
    note:
      text(channelNames?.[lang]) ??
      text(meta['channel']) ??
      text(meta['title']) ??
      text(meta['reason']) ??
      text(meta['venueName']),
    createdAt: iso(row.created_at) as string,
    settledAt: iso(row.settled_at),
  };
}
