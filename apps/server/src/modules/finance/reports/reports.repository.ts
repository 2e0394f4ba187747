import { sql, type SQL } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../../db/client.ts';

// The dashboard's reads. This module owns no table: every statement reads views the owners
// publish (credited_deposits, paid_withdrawals, settled_bets, reward_credits, member_accounts,
// live_member_sessions; apps/server/README.md). Each filters `site_code in (…)` and a time range,
// which the owners' (site_code, time) indexes serve for one site and, one scan a site, for all of
// them (docs/decisions/dashboard-figures.md).

/** The sites read and the Beijing days counted: `[from, to)`, whole days of 86 400 s each. */
export type Window = { sites: readonly string[]; from: Date; to: Date };

/** Sums of one currency on one day: money as decimal text of minor units. */
export type DepositSums = { currency: string; day: number; amount: string; n: number };
export type WithdrawalSums = DepositSums & { fee: string };
export type AmountSums = { currency: string; day: number; amount: string };
/**
 * Settled bets: by currency and day (`level` 0), by day across currencies (1, `currency` null) and
 * over the whole window (2, `day` null too). `active` counts distinct members at each level.
 */
export type BetSums = {
  level: 0 | 1 | 2;
  currency: string | null;
  day: number | null;
  stake: string;
  payout: string;
  active: number;
};
export type DayCount = { day: number; n: number };

/** The day of the window a time falls on: 0 for the first. */
const dayOf = (column: string, from: Date) =>
  sql`floor(extract(epoch from (${sql.raw(column)} - ${from.toISOString()}::timestamptz)) / 86400)::int`;

/** The rows of a site in the window, by the view's time column. */
const within = (column: string, w: Window): SQL => {
  const at = sql.raw(column);
  return sql`site_code in ${[...w.sites]}
    and ${at} >= ${w.from.toISOString()}::timestamptz and ${at} < ${w.to.toISOString()}::timestamptz`;
};

export function depositSums(db: DbOrTx, w: Window): Promise<DepositSums[]> {
  return rows<DepositSums>(
    db,
    sql`select currency, ${dayOf('credited_at', w.from)} as day,
          sum(amount)::text as amount, count(*)::int as n
        from credited_deposits
        where ${within('credited_at', w)}
        group by 1, 2`,
  );
}

export function withdrawalSums(db: DbOrTx, w: Window): Promise<WithdrawalSums[]> {
  return rows<WithdrawalSums>(
    db,
    sql`select currency, ${dayOf('paid_at', w.from)} as day,
          sum(amount)::text as amount, count(*)::int as n, sum(fee)::text as fee
        from paid_withdrawals
        where ${within('paid_at', w)}
        group by 1, 2`,
  );
}

/** Stakes, payouts and active members of settled play, in one pass over the window's bets. */
export function betSums(db: DbOrTx, w: Window): Promise<BetSums[]> {
  return rows<BetSums>(
    db,
    sql`select case grouping(currency, day) when 0 then 0 when 2 then 1 else 2 end as level,
          currency, day, sum(stake)::text as stake, sum(payout)::text as payout,
          count(distinct member_id)::int as active
        from (select currency, member_id, stake, payout, ${dayOf('settled_at', w.from)} as day
                from settled_bets
               where ${within('settled_at', w)}) b
        group by grouping sets ((currency, day), (day), ())`,
  );
}

/** Rewards credited, agent commission apart (a share of revenue paid to agents, not a bonus). */
export function bonusSums(db: DbOrTx, w: Window): Promise<AmountSums[]> {
  return rows<AmountSums>(
    db,
    sql`select currency, ${dayOf('created_at', w.from)} as day, sum(amount)::text as amount
        from reward_credits
        where ${within('created_at', w)} and kind <> 'commission'
        group by 1, 2`,
  );
}

export function signUps(db: DbOrTx, w: Window): Promise<DayCount[]> {
  return rows<DayCount>(
    db,
    sql`select ${dayOf('created_at', w.from)} as day, count(*)::int as n
        from member_accounts
        where ${within('created_at', w)}
        group by 1`,
  );
}

/** Distinct members of the sites with a live session used since `since`. */
export async function onlineMembers(
  db: DbOrTx,
  sites: readonly string[],
  since: Date,
): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(distinct member_id)::int as n
        from live_member_sessions
        where site_code in ${[...sites]} and last_seen_at > ${since.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}
