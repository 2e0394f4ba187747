import { and, count, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { moneyListOrder } from '../../../lib/list-order.ts';
import type { MoneyListSort } from '../../../lib/route-parts.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { withdrawals } from '../../../db/schema.ts';
import { memberAccounts } from '../../accounts/members/member-views.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;
export type WithdrawalState = WithdrawalRow['state'];

export async function insertWithdrawal(db: DbOrTx, values: NewWithdrawal): Promise<WithdrawalRow> {
  const [row] = await db.insert(withdrawals).values(values).returning();
  if (!row) throw new Error('withdrawal was not inserted');
  return row;
}

export async function orderNoTaken(db: DbOrTx, orderNo: string): Promise<boolean> {
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(eq(withdrawals.orderNo, orderNo));
  return rows.length > 0;
}

/** What the member asked for since `since`, rejected requests excepted (they gave the money back). */
export async function usageSince(
  db: DbOrTx,
  memberId: number,
  since: Date,
): Promise<{ used: bigint; count: number }> {
  const [row] = await db
    .select({
      used: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text`,
      n: count(),
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        ne(withdrawals.state, 'rejected'),
        gte(withdrawals.createdAt, since),
      ),
    );
  return { used: BigInt(row?.used ?? '0'), count: Number(row?.n ?? 0) };
}

export async function listMemberWithdrawals(
  db: DbOrTx,
  memberId: number,
  limit: number,
): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.memberId, memberId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
}

/** One withdrawal of this member; another member's order number finds nothing. */
export async function findMemberWithdrawal(
  db: DbOrTx,
  memberId: number,
  orderNo: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.orderNo, orderNo)));
  return row;
}

/** Locks the row so that two operators deciding at once are served one after the other. */
export async function findWithdrawal(
  db: DbOrTx,
  orderNo: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo));
  return row;
}

export async function lockWithdrawal(
  db: DbOrTx,
  orderNo: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.orderNo, orderNo))
    .for('update');
  return row;
}

export async function decideWithdrawal(
  db: DbOrTx,
  id: number,
  decision: { state: 'paid' | 'rejected'; decidedBy: number; reason?: string | null },
): Promise<WithdrawalRow> {
  const [row] = await db
    .update(withdrawals)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(eq(withdrawals.id, id))
    .returning();
  if (!row) throw new Error('withdrawal vanished while locked');
  return row;
}

/** The second operator's approval of a large withdrawal; it stays under review until paid. */
export async function approveWithdrawal(
  db: DbOrTx,
  id: number,
  approvedBy: number,
): Promise<WithdrawalRow> {
  const [row] = await db
    .update(withdrawals)
    .set({ approvedBy, approvedAt: sql`now()` })
    .where(eq(withdrawals.id, id))
    .returning();
  if (!row) throw new Error('withdrawal vanished while locked');
  return row;
}

export type WithdrawalFilter = {
  sort?: MoneyListSort | undefined;
  state?: WithdrawalState | undefined;
  siteCode?: string | undefined;
  /** The member's account name, any case. */
  account?: string | undefined;
};

export type WithdrawalListRow = WithdrawalRow & { memberAccount: string };

export async function listWithdrawals(
  db: DbOrTx,
  filter: WithdrawalFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: WithdrawalListRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(withdrawals.state, filter.state));
  if (filter.siteCode) conditions.push(eq(withdrawals.siteCode, filter.siteCode));
  if (filter.account)
    conditions.push(sql`lower(${memberAccounts.account}) = lower(${filter.account})`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ w: withdrawals, memberAccount: memberAccounts.account })
    .from(withdrawals)
    .innerJoin(memberAccounts, eq(memberAccounts.id, withdrawals.memberId))
    .where(where)
    .orderBy(
      ...moneyListOrder(
        filter.sort,
        { time: withdrawals.createdAt, amount: withdrawals.amount },
        withdrawals.id,
      ),
    )
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(withdrawals)
    .innerJoin(memberAccounts, eq(memberAccounts.id, withdrawals.memberId))
    .where(where);
  return {
    rows: rows.map((r) => ({ ...r.w, memberAccount: r.memberAccount })),
    total: Number(total?.n ?? 0),
  };
}

/** How many withdrawals of these sites are in `state` (the operators' dashboard counts its queue). */
export async function countWithdrawals(
  db: DbOrTx,
  sites: readonly string[],
  state: WithdrawalState,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(inArray(withdrawals.siteCode, [...sites]), eq(withdrawals.state, state)));
  return Number(row?.n ?? 0);
}
