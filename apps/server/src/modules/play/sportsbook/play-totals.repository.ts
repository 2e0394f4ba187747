import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { rows } from '../../../db/client.ts';

// Turnover of every settled bet of the play area (venues' and the book's), from the view
// `settled_bets` (sql/sportsbook-views.sql).

const inRange = (range?: { from: Date; to: Date }) =>
  range
    ? sql`and settled_at >= ${range.from.toISOString()}::timestamptz
          and settled_at < ${range.to.toISOString()}::timestamptz`
    : sql``;

/**
 * Valid turnover of a member's settled bets, in the site currency; within `[from, to)` of the
 * settlement time when given (a rebate day), else all time.
 */
export async function settledTurnover(
  db: DbOrTx,
  memberId: number,
  currency: string,
  range?: { from: Date; to: Date },
): Promise<bigint> {
  const [row] = await rows<{ total: string }>(
    db,
    sql`select coalesce(sum(valid_stake), 0)::text as total from settled_bets
         where member_id = ${memberId} and currency = ${currency} ${inRange(range)}`,
  );
  return BigInt(row?.total ?? '0');
}

/**
 * Valid turnover of a member's settled bets by Beijing day ("2026-11-20" → minor units), for
 * bets settled within `[from, to)`. Beijing keeps UTC+8 all year, so the day is UTC + 8 hours.
 */
export async function settledTurnoverByDay(
  db: DbOrTx,
  memberId: number,
  currency: string,
  range: { from: Date; to: Date },
): Promise<Map<string, bigint>> {
  const found = await rows<{ day: string; total: string }>(
    db,
    sql`select to_char((settled_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day,
               coalesce(sum(valid_stake), 0)::text as total
          from settled_bets
         where member_id = ${memberId} and currency = ${currency} ${inRange(range)}
         group by 1`,
  );
  return new Map(found.map((r) => [r.day, BigInt(r.total)]));
}
