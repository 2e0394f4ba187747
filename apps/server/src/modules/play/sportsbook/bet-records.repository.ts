import { sql, type SQL } from 'drizzle-orm';
import type { BetState } from '@kirin/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { rows } from '../../../db/client.ts';

// A member's betting records, venues' and the book's, from the view `bet_records`
// (sql/sportsbook-views.sql).

export type BetRecordFilter = {
  memberId: number;
  from?: Date | undefined;
  to?: Date | undefined;
  venue?: string | undefined;
  /** The book's bets only, or the venues' only. */
  source?: 'sports' | 'venue' | undefined;
  state?: BetState | undefined;
};

export type BetRecordRow = {
  source: 'venue' | 'sports';
  row_id: string | number;
  venue_code: string;
  bet_id: string;
  game_code: string;
  round: string;
  stake: string;
  valid_stake: string;
  payout: string;
  state: BetState;
  placed_at: string | Date;
  settled_at: string | Date | null;
  detail: unknown;
};

function where(f: BetRecordFilter): SQL {
  const parts = [sql`member_id = ${f.memberId}`];
  if (f.from) parts.push(sql`placed_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) parts.push(sql`placed_at <= ${f.to.toISOString()}::timestamptz`);
  if (f.venue) parts.push(sql`venue_code = ${f.venue}`);
  if (f.source) parts.push(sql`source = ${f.source}`);
  if (f.state) parts.push(sql`state = ${f.state}`);
  return sql.join(parts, sql` and `);
}

export async function listBetRecords(
  db: DbOrTx,
  f: BetRecordFilter,
  limit: number,
  offset: number,
): Promise<BetRecordRow[]> {
  return rows<BetRecordRow>(
    db,
    sql`select source, row_id, venue_code, bet_id, game_code, round, stake::text, valid_stake::text,
               payout::text, state, placed_at, settled_at, detail
          from bet_records where ${where(f)}
         order by placed_at desc, source desc, row_id desc
         limit ${limit} offset ${offset}`,
  );
}

/** Count and sums over the whole filtered range; win/loss counts settled bets only. */
export async function betRecordTotals(db: DbOrTx, f: BetRecordFilter) {
  const [row] = await rows<{ n: string | number; stake: string; valid: string; net: string }>(
    db,
    sql`select count(*) as n, coalesce(sum(stake), 0)::text as stake,
               coalesce(sum(valid_stake), 0)::text as valid,
               coalesce(sum(payout - stake) filter (where state = 'settled'), 0)::text as net
          from bet_records where ${where(f)}`,
  );
  return {
    total: Number(row?.n ?? 0),
    stake: BigInt(row?.stake ?? '0'),
    validStake: BigInt(row?.valid ?? '0'),
    winLoss: BigInt(row?.net ?? '0'),
  };
}
