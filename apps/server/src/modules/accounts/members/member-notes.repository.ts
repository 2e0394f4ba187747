import { count, eq, sql } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../../db/client.ts';
import { memberNotes } from '../../../db/schema.ts';

// Operators' notes on members: added, read, never changed (migration 0029's triggers refuse it).
// The operator's account name comes from the view the operators' module keeps for others.

export type MemberNoteRow = {
  id: number;
  memberId: number;
  operatorId: number;
  operatorAccount: string;
  text: string;
  createdAt: Date;
};

export async function insertNote(
  db: DbOrTx,
  note: { memberId: number; operatorId: number; text: string },
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(memberNotes)
    .values(note)
    .returning({ id: memberNotes.id, createdAt: memberNotes.createdAt });
  if (!row) throw new Error('member_notes insert returned no row');
  return row;
}

/** A member's notes, newest first, a page at a time, with how many there are. */
export async function listNotes(
  db: DbOrTx,
  memberId: number,
  limit: number,
  offset: number,
): Promise<{ rows: MemberNoteRow[]; total: number }> {
  const [found, [total]] = await Promise.all([
    rows<{
      id: string | number;
      member_id: string | number;
      operator_id: string | number;
      operator_account: string | null;
      text: string;
      created_at: string | Date;
    }>(
      db,
      sql`select n.id, n.member_id, n.operator_id, o.account as operator_account, n.text,
                 n.created_at
            from member_notes n
            left join operator_accounts o on o.id = n.operator_id
           where n.member_id = ${memberId}
           order by n.id desc
           limit ${limit} offset ${offset}`,
    ),
    db.select({ n: count() }).from(memberNotes).where(eq(memberNotes.memberId, memberId)),
  ]);
  return {
    rows: found.map((r) => ({
      id: Number(r.id),
      memberId: Number(r.member_id),
      operatorId: Number(r.operator_id),
      operatorAccount: r.operator_account ?? '',
      text: r.text,
      createdAt: new Date(r.created_at),
    })),
    total: Number(total?.n ?? 0),
  };
}
