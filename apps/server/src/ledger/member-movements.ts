import { sql, type SQL } from 'drizzle-orm';
import { rows, type DbOrTx } from '../db/client.ts';
import { transferView, type TransferViewRow } from './ledger.repository.ts';

// The movements of one member: every transfer touching one of their accounts, with both sides'
// owners, for the records module's read model (it reads the ledger through this file, not its
// tables).

export type RecordRow = TransferViewRow & {
  debit_member: string | number | null;
  credit_member: string | number | null;
  debit_kind: string;
  credit_kind: string;
  debit_venue: string;
  credit_venue: string;
};

export type RecordFilter = {
  memberId: number;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Only movements of these reasons. */
  reasons?: readonly string[] | undefined;
  /** Reasons left out (bookings that are not movements the member made). */
  hidden?: readonly string[] | undefined;
};

function where(f: RecordFilter): SQL {
  const parts: SQL[] = [
    sql`t.kind in ('single', 'pending')`,
    sql`(t.debit_account_id in (select id from ledger_accounts where member_id = ${f.memberId})
      or t.credit_account_id in (select id from ledger_accounts where member_id = ${f.memberId}))`,
  ];
  if (f.from) parts.push(sql`t.created_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) parts.push(sql`t.created_at <= ${f.to.toISOString()}::timestamptz`);
  if (f.reasons?.length)
    parts.push(
      sql`t.reason in (${sql.join(
        f.reasons.map((r) => sql`${r}`),
        sql`, `,
      )})`,
    );
  if (f.hidden?.length)
    parts.push(
      sql`t.reason not in (${sql.join(
        f.hidden.map((r) => sql`${r}`),
        sql`, `,
      )})`,
    );
  return sql.join(parts, sql` and `);
}

const select = sql`select ${transferView}, da.member_id as debit_member, ca.member_id as credit_member,
    da.kind as debit_kind, ca.kind as credit_kind, da.venue_code as debit_venue,
    ca.venue_code as credit_venue
  from ledger_transfers t
  left join ledger_transfers r on r.pending_id = t.id
  join ledger_accounts da on da.id = t.debit_account_id
  join ledger_accounts ca on ca.id = t.credit_account_id`;

export async function listRecords(
  db: DbOrTx,
  f: RecordFilter,
  limit: number,
  offset: number,
): Promise<RecordRow[]> {
  return rows<RecordRow>(
    db,
    sql`${select} where ${where(f)} order by t.id desc limit ${limit} offset ${offset}`,
  );
}

export async function countRecords(db: DbOrTx, f: RecordFilter): Promise<number> {
  const [row] = await rows<{ n: string | number }>(
    db,
    sql`select count(*) as n from ledger_transfers t where ${where(f)}`,
  );
  return Number(row?.n ?? 0);
}

/** One movement, only when it touches one of the member's own accounts. */
export async function findRecord(
  db: DbOrTx,
  memberId: number,
  id: number,
  hidden?: readonly string[],
): Promise<RecordRow | undefined> {
  const [row] = await rows<RecordRow>(
    db,
    sql`${select} where t.id = ${id} and ${where({ memberId, hidden })}`,
  );
  return row;
}
