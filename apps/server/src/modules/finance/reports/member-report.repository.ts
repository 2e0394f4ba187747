import { sql } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../../db/client.ts';

// A member's own figures: the monthly statement and the reality check. Like the dashboard's
// reads, they read only the views the owners publish (credited_deposits, paid_withdrawals,
// settled_bets, bet_records, reward_credits), each by member and time.

/** One Beijing month of the statement: sums as decimal text of minor units. */
export type MonthSums = {
  month: string;
  deposits: string;
  withdrawals: string;
  stakes: string;
  payouts: string;
  bonuses: string;
};

/** "2026-11": the Beijing month of a time column (UTC+8 all year, so a fixed offset is exact). */
const monthOf = (column: string) =>
  sql.raw(`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`);

/** The member's months in `[from, to)` that have any movement, with their sums. */
export function monthlySums(
  db: DbOrTx,
  memberId: number,
  from: Date,
  to: Date,
): Promise<MonthSums[]> {
  const between = (column: string) =>
    sql`member_id = ${memberId} and ${sql.raw(column)} >= ${from.toISOString()}::timestamptz
        and ${sql.raw(column)} < ${to.toISOString()}::timestamptz`;
  return rows<MonthSums>(
    db,
    sql`with items as (
          select ${monthOf('credited_at')} as month, amount as deposits, 0::bigint as withdrawals,
                 0::bigint as stakes, 0::bigint as payouts, 0::bigint as bonuses
            from credited_deposits where ${between('credited_at')}
          union all
          select ${monthOf('paid_at')}, 0, amount, 0, 0, 0
            from paid_withdrawals where ${between('paid_at')}
          union all
          select ${monthOf('settled_at')}, 0, 0, stake, payout, 0
            from settled_bets where ${between('settled_at')}
          union all
          select ${monthOf('created_at')}, 0, 0, 0, 0, amount
            from reward_credits where ${between('created_at')}
        )
        select month, sum(deposits)::text as deposits, sum(withdrawals)::text as withdrawals,
               sum(stakes)::text as stakes, sum(payouts)::text as payouts,
               sum(bonuses)::text as bonuses
          from items group by month order by month desc`,
  );
}

/**
 * The member's play since `from`: the stakes of the bets placed since (void ones aside) and the
 * result of those settled since (payouts minus stakes), the book's and the venues' (pulled).
 */
export async function playSince(
  db: DbOrTx,
  memberId: number,
  from: Date,
): Promise<{ staked: string; net: string }> {
  const at = from.toISOString();
  const [row] = await rows<{ staked: string; net: string }>(
    db,
    sql`select
          (select coalesce(sum(stake), 0)::text from bet_records
            where member_id = ${memberId} and placed_at >= ${at}::timestamptz
              and state <> 'void') as staked,
          (select coalesce(sum(payout - stake), 0)::text from settled_bets
            where member_id = ${memberId} and settled_at >= ${at}::timestamptz) as net`,
  );
  return row ?? { staked: '0', net: '0' };
}
