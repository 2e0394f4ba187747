import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { turnoverEntries } from '../../../db/schema.ts';

export type TurnoverKind = 'require' | 'wager' | 'waive';

/** Adds an entry once per source; false when that source was already counted. */
export async function addEntry(
  db: DbOrTx,
  memberId: number,
  kind: TurnoverKind,
  amount: bigint,
  source: string,
): Promise<boolean> {
  const rows = await db
    .insert(turnoverEntries)
    .values({ memberId, kind, amount, source })
    .onConflictDoNothing()
    .returning({ id: turnoverEntries.id });
  return rows.length > 0;
}

export async function addEntries(
  db: DbOrTx,
  entries: readonly { memberId: number; kind: TurnoverKind; amount: bigint; source: string }[],
): Promise<void> {
  // One JSON parameter, not four per entry: a settlement batch writes hundreds at once.
  const json = JSON.stringify(entries.map((e) => ({ ...e, amount: e.amount.toString() })));
  await db.execute(
    sql`insert into turnover_entries (member_id, kind, amount, source)
        select e."memberId", e.kind, e.amount, e.source
          from jsonb_to_recordset(${json}::jsonb)
            as e("memberId" bigint, kind text, amount bigint, source text)
        on conflict do nothing`,
  );
}

export async function sums(
  db: DbOrTx,
  memberId: number,
): Promise<{ required: bigint; paid: bigint }> {
  const [row] = await db
    .select({
      required: sql<string>`coalesce(sum(${turnoverEntries.amount}) filter (where ${turnoverEntries.kind} = 'require'), 0)::text`,
      paid: sql<string>`coalesce(sum(${turnoverEntries.amount}) filter (where ${turnoverEntries.kind} <> 'require'), 0)::text`,
    })
    .from(turnoverEntries)
    .where(eq(turnoverEntries.memberId, memberId));
  return { required: BigInt(row?.required ?? '0'), paid: BigInt(row?.paid ?? '0') };
}

/** What a member's requirements add up to by where they came from (`deposit:…`, `redemption:…`). */
export async function requiredBySource(db: DbOrTx, memberId: number): Promise<Map<string, bigint>> {
  const rows = await db
    .select({
      origin: sql<string>`split_part(${turnoverEntries.source}, ':', 1)`,
      amount: sql<string>`sum(${turnoverEntries.amount})::text`,
    })
    .from(turnoverEntries)
    .where(sql`${turnoverEntries.memberId} = ${memberId} and ${turnoverEntries.kind} = 'require'`)
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.origin, BigInt(r.amount)]));
}
