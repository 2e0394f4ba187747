import { sql, type SQL } from 'drizzle-orm';
import { preparedRows, rows, type DbOrTx } from '../db/client.ts';
import type { LedgerAccountKind, LedgerTransferKind } from '../db/wallet-schema.ts';

// Raw SQL: the ledger's hot paths are single statements (ledger_transfer in sql/ledger.sql),
// and amounts come back as text so both drivers hand us the same thing to turn into bigint.

export type AccountIdentity = {
  siteCode: string;
  kind: LedgerAccountKind;
  memberId: number | null;
  venueCode: string;
  shard: number;
  currency: string;
};

/**
 * The account's id, creating it on first use (`created` says this call made the row), in one call
 * of `ledger_account` (sql/ledger.sql), which also settles a race with a twin creating it.
 */
export async function ensureAccount(
  db: DbOrTx,
  a: AccountIdentity,
): Promise<{ id: number; created: boolean }> {
  const [row] = await rows<{ id: string | number; created: boolean }>(
    db,
    sql`select id, created from ledger_account(${a.siteCode}, ${a.kind}, ${a.memberId}::bigint,
          ${a.venueCode}, ${a.shard}::smallint, ${a.currency})`,
  );
  if (!row) throw new Error('ledger_account returned no row');
  return { id: Number(row.id), created: row.created };
}

export type TransferCall = {
  key: string;
  kind: LedgerTransferKind;
  debitAccountId: number | null;
  creditAccountId: number | null;
  amount: bigint | null;
  currency: string | null;
  reason: string;
  pendingId: number | null;
  meta: Record<string, unknown>;
};

export type TransferRow = {
  transfer_id: string | number;
  replayed: boolean;
  debit_account_id: string | number;
  credit_account_id: string | number;
  amount: string;
  created_at: string | Date;
};

const ledgerTransferCall = (c: TransferCall) =>
  sql`ledger_transfer(${c.key}, ${c.kind}, ${c.debitAccountId}::bigint,
    ${c.creditAccountId}::bigint, ${c.amount === null ? null : c.amount.toString()}::bigint,
    ${c.currency}, ${c.reason}, ${c.pendingId}::bigint, null::timestamptz,
    ${JSON.stringify(c.meta)}::jsonb)`;

export async function callTransfer(db: DbOrTx, c: TransferCall): Promise<TransferRow> {
  const [row] = await preparedRows<TransferRow>(
    db,
    'ledger_transfer_call',
    sql`select transfer_id, replayed, debit_account_id, credit_account_id, amount::text as amount,
          created_at
        from ${ledgerTransferCall(c)}`,
  );
  if (!row) throw new Error('ledger_transfer returned no row');
  return row;
}

export type ManyTransferItem = {
  key: string;
  debit: number;
  credit: number;
  amount: bigint;
  currency: string;
  reason: string;
  meta: Record<string, unknown>;
};

/** Many single transfers in one call of `ledger_transfer_many` (sql/ledger.sql), in order. */
export async function callTransferMany(
  db: DbOrTx,
  items: readonly ManyTransferItem[],
): Promise<{ key: string; id: number; replayed: boolean }[]> {
  // One JSON parameter: both drivers pass it alike, where arrays of each type would differ.
  const json = JSON.stringify(items.map((i) => ({ ...i, amount: i.amount.toString() })));
  const found = await rows<{
    transfer_key: string;
    transfer_id: string | number;
    replayed: boolean;
  }>(db, sql`select transfer_key, transfer_id, replayed from ledger_transfer_many(${json}::jsonb)`);
  return found.map((r) => ({
    key: r.transfer_key,
    id: Number(r.transfer_id),
    replayed: r.replayed,
  }));
}

/** The ids of the accounts of these identities that exist, in one query (index: input order). */
export async function findAccountIds(
  db: DbOrTx,
  identities: readonly AccountIdentity[],
): Promise<(number | undefined)[]> {
  const json = JSON.stringify(identities);
  const found = await rows<{ n: string | number; id: string | number }>(
    db,
    sql`select x.n, a.id
          from rows from (jsonb_to_recordset(${json}::jsonb) as ("siteCode" text, kind text,
                 "memberId" bigint, "venueCode" text, shard smallint, currency text))
               with ordinality as x(site, kind, member, venue, shard, currency, n)
          join ledger_accounts a on a.site_code = x.site and a.kind = x.kind
           and coalesce(a.member_id, 0) = coalesce(x.member, 0) and a.venue_code = x.venue
           and a.shard = x.shard and a.currency = x.currency`,
  );
  const ids: (number | undefined)[] = identities.map(() => undefined);
  for (const r of found) ids[Number(r.n) - 1] = Number(r.id);
  return ids;
}

/** The transfer as a scalar subquery answering its id, to embed in another statement. */
export const transferIdExpression = (c: TransferCall): SQL =>
  sql`(select transfer_id from ${ledgerTransferCall(c)})`;

/** Locks accounts in ascending id order: the first step of a movement of several legs. */
export async function lockAccounts(db: DbOrTx, ids: readonly number[]): Promise<void> {
  const list = [...new Set(ids)].sort((a, b) => a - b);
  await rows(
    db,
    sql`select id from ledger_accounts where id in (${sql.join(
      list.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for update`,
  );
}

export type AccountTotalsRow = {
  id: string | number;
  kind: LedgerAccountKind;
  venue_code: string;
  currency: string;
  debits_pending: string;
  debits_posted: string;
  credits_pending: string;
  credits_posted: string;
};

const totalsColumns = sql`id, kind, venue_code, currency, debits_pending::text as debits_pending,
  debits_posted::text as debits_posted, credits_pending::text as credits_pending,
  credits_posted::text as credits_posted`;

export async function memberAccounts(db: DbOrTx, memberId: number): Promise<AccountTotalsRow[]> {
  return rows(
    db,
    sql`select ${totalsColumns} from ledger_accounts where member_id = ${memberId} order by id`,
  );
}

/** Every account of these members, with the owner's id (one query for many balance reads). */
export async function membersAccounts(
  db: DbOrTx,
  memberIds: readonly number[],
): Promise<(AccountTotalsRow & { member_id: string | number })[]> {
  return rows(
    db,
    sql`select member_id, ${totalsColumns} from ledger_accounts
        where member_id in (${sql.join(
          memberIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id`,
  );
}

export async function accountById(db: DbOrTx, id: number): Promise<AccountTotalsRow | undefined> {
  const [row] = await preparedRows<AccountTotalsRow>(
    db,
    'ledger_account_by_id',
    sql`select ${totalsColumns} from ledger_accounts where id = ${id}`,
  );
  return row;
}

/** Several accounts' totals in one query. */
export async function accountsByIds(
  db: DbOrTx,
  ids: readonly number[],
): Promise<AccountTotalsRow[]> {
  if (ids.length === 0) return [];
  return rows(
    db,
    sql`select ${totalsColumns} from ledger_accounts
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id`,
  );
}

export type TransferState = 'pending' | 'posted' | 'voided';

export type TransferViewRow = {
  id: string | number;
  transfer_key: string;
  kind: 'single' | 'pending';
  debit_account_id: string | number;
  credit_account_id: string | number;
  amount: string;
  posted_amount: string | null;
  currency: string;
  reason: string;
  meta: Record<string, unknown>;
  created_at: string | Date;
  state: TransferState;
  settled_at: string | Date | null;
};

/** A movement as its owner sees it: a pending transfer carries the state of its resolution. */
export const transferView = sql`t.id, t.transfer_key, t.kind, t.debit_account_id,
  t.credit_account_id, t.amount::text as amount, r.amount::text as posted_amount, t.currency,
  t.reason, t.meta, t.created_at,
  case when t.kind = 'single' or r.kind = 'post' then 'posted'
       when r.kind = 'void' then 'voided' else 'pending' end as state,
  case when t.kind = 'single' then t.created_at else r.created_at end as settled_at`;
