import { sql, type SQL } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../db/client.ts';

// The checks that tie each module's money rows to the ledger's transfers. Each answers the rows
// that break their rule, looking only at rows made or decided since `since` (null: all of them).
// Reads of other modules' tables: a read model of the books, which CONVENTIONS lets a checker own.
// Each rule is wrapped in coalesce(…, false): a missing transfer makes it null, which must count
// as broken, not be filtered away.

export type CrossViolation = {
  kind: 'withdrawal' | 'venue_move' | 'deposit' | 'adjustment' | 'venue_bet';
  id: string;
  state: string;
  detail: string;
};

const since = (column: SQL, from: Date | null) =>
  from === null ? sql`true` : sql`${column} >= ${from.toISOString()}::timestamptz`;

/** How a pending transfer stands: its resolution's kind ('post', 'void') or 'pending'. */
const resolution = (alias: string) =>
  sql.raw(
    `coalesce((select r.kind from ledger_transfers r where r.pending_id = ${alias}.id), 'pending')`,
  );

/**
 * A withdrawal under review holds its payout and fee legs pending; a paid one has both posted, a
 * rejected one both voided. The legs add up to the amount and the fee leg is the fee (a withdrawal
 * filed before fees were booked apart has one leg of the whole amount).
 */
export async function withdrawalViolations(
  db: DbOrTx,
  from: Date | null,
): Promise<CrossViolation[]> {
  return rows<CrossViolation>(
    db,
    sql`select 'withdrawal' as kind, w.order_no as id, w.state,
          concat_ws(' ', 'hold', h.state, h.amount, 'fee', f.state, f.amount) as detail
        from withdrawals w
        cross join lateral (select ${resolution('x')} as state, x.amount
                              from ledger_transfers x where x.id = w.hold_transfer_id) h
        left join lateral (select ${resolution('y')} as state, y.amount
                             from ledger_transfers y where y.id = w.fee_transfer_id) f on true
        where (${since(sql`w.created_at`, from)} or ${since(sql`w.decided_at`, from)})
          and not coalesce((
            h.amount + coalesce(f.amount, 0) = w.amount
            and (w.fee_transfer_id is null or f.amount = w.fee)
            and h.state = case w.state when 'reviewing' then 'pending' when 'paid' then 'post'
                                       else 'void' end
            and coalesce(f.state, h.state) = h.state), false)
        order by w.id`,
  );
}

/** A move in transit holds its amount pending; a posted move has its hold posted, a voided one voided. */
export async function venueMoveViolations(
  db: DbOrTx,
  from: Date | null,
): Promise<CrossViolation[]> {
  return rows<CrossViolation>(
    db,
    sql`select 'venue_move' as kind, v.trace_id as id, v.state,
          concat_ws(' ', 'hold', h.state, h.amount) as detail
        from venue_transfers v
        cross join lateral (select ${resolution('x')} as state, x.amount
                              from ledger_transfers x where x.id = v.pending_transfer_id) h
        where (${since(sql`v.created_at`, from)} or ${since(sql`v.resolved_at`, from)})
          and not coalesce(h.amount = v.amount
                   and h.state = case v.state when 'pending' then 'pending'
                                              when 'posted' then 'post' else 'void' end, false)
        order by v.id`,
  );
}

/** A credited deposit has exactly its one credit of its amount; any other order has none. */
export async function depositViolations(db: DbOrTx, from: Date | null): Promise<CrossViolation[]> {
  return rows<CrossViolation>(
    db,
    sql`select 'deposit' as kind, d.order_no as id, d.state,
          concat_ws(' ', 'transfer', t.id, t.kind, t.amount) as detail
        from deposit_orders d
        left join ledger_transfers t on t.transfer_key = 'deposit:' || d.order_no
        where (${since(sql`d.created_at`, from)} or ${since(sql`d.decided_at`, from)})
          and not coalesce(case when d.state = 'credited'
                        then t.id = d.transfer_id and t.kind = 'single' and t.amount = d.amount
                        else t.id is null and d.transfer_id is null end, false)
        order by d.id`,
  );
}

/** An applied adjustment has its one transfer of its size; a waiting or rejected one has none. */
export async function adjustmentViolations(
  db: DbOrTx,
  from: Date | null,
): Promise<CrossViolation[]> {
  return rows<CrossViolation>(
    db,
    sql`select 'adjustment' as kind, a.id::text as id, a.state,
          concat_ws(' ', 'transfer', t.id, t.kind, t.amount) as detail
        from adjustments a
        left join ledger_transfers t on t.transfer_key = 'adjustment:' || a.id
        where (${since(sql`a.created_at`, from)} or ${since(sql`a.decided_at`, from)})
          and not coalesce(case when a.state = 'applied'
                        then t.id = a.transfer_id and t.kind = 'single' and t.amount = abs(a.amount)
                        else t.id is null and a.transfer_id is null end, false)
        order by a.id`,
  );
}

/**
 * A bet's money in the member's venue wallet is its stake (`venue-bet:…:stake`) and then its payout
 * (`…:payout`), each of the bet's amount and none of zero: `none` has neither, `stake` the stake,
 * `done` both; `outside` (pulled before play was booked bet by bet, or demo history) neither. So
 * per venue and day the bookings equal the net of the pulled bets.
 */
export async function venueBetViolations(db: DbOrTx, from: Date | null): Promise<CrossViolation[]> {
  const key = (leg: string) =>
    sql.raw(`'venue-bet:' || b.site_code || ':' || b.venue_code || ':' || b.bet_id || ':${leg}'`);
  return rows<CrossViolation>(
    db,
    sql`select 'venue_bet' as kind, b.site_code || ':' || b.venue_code || ':' || b.bet_id as id,
          b.booked as state, concat_ws(' ', 'stake', s.amount, 'payout', p.amount) as detail
        from venue_bets b
        left join ledger_transfers s on s.transfer_key = ${key('stake')}
        left join ledger_transfers p on p.transfer_key = ${key('payout')}
        where (${since(sql`b.created_at`, from)} or b.booked in ('none', 'stake'))
          and not coalesce(case
            when b.booked in ('none', 'outside') then s.id is null and p.id is null
            when b.booked = 'stake' then
              (case when b.stake = 0 then s.id is null else s.amount = b.stake end) and p.id is null
            else b.state <> 'open'
              and (case when b.stake = 0 then s.id is null else s.amount = b.stake end)
              and (case when b.payout = 0 then p.id is null else p.amount = b.payout end)
          end, false)
        order by b.id`,
  );
}

/** The books' sums and members below zero: one pass over the accounts, cheap enough every minute. */
export async function balanceViolations(db: DbOrTx): Promise<{ kind: string; detail: string }[]> {
  return rows(
    db,
    sql`select 'unbalanced' as kind, currency || ' posted ' || sum(debits_posted) || '/' ||
               sum(credits_posted) || ' pending ' || sum(debits_pending) || '/' ||
               sum(credits_pending) as detail
          from ledger_accounts group by currency
          having sum(debits_posted) <> sum(credits_posted)
              or sum(debits_pending) <> sum(credits_pending)
        union all
        select 'negative_member_balance', id || ' ' ||
               (credits_posted - debits_posted - debits_pending)
          from ledger_accounts
          where member_id is not null and credits_posted - debits_posted - debits_pending < 0`,
  );
}

export type CheckRun = {
  id: number;
  startedAt: Date;
  since: Date | null;
  ok: boolean;
  violations: unknown[];
};

/**
 * Claims the incremental check: the one cursor row, locked and skipped by every other node while
 * one runs it. Answers where the last run checked up to, or undefined when another node has it.
 */
export async function claimCheckCursor(
  db: DbOrTx,
): Promise<{ checkedUntil: Date | null } | undefined> {
  await rows(db, sql`insert into books_check_cursor (id) values (1) on conflict do nothing`);
  const [row] = await rows<{ checked_until: string | Date | null }>(
    db,
    sql`select checked_until from books_check_cursor where id = 1 for update skip locked`,
  );
  if (!row) return undefined;
  return { checkedUntil: row.checked_until === null ? null : new Date(row.checked_until) };
}

export async function advanceCheckCursor(db: DbOrTx, until: Date): Promise<void> {
  await rows(
    db,
    sql`update books_check_cursor set checked_until = ${until.toISOString()}::timestamptz where id = 1`,
  );
}

export async function databaseNow(db: DbOrTx): Promise<Date> {
  const [row] = await rows<{ now: string | Date }>(db, sql`select now() as now`);
  return new Date(row?.now ?? Date.now());
}

export async function insertCheckRun(
  db: DbOrTx,
  run: { since: Date | null; ok: boolean; violations: unknown[] },
): Promise<void> {
  await rows(
    db,
    sql`insert into books_check_runs (since, ok, violations)
        values (${run.since?.toISOString() ?? null}::timestamptz, ${run.ok},
                ${JSON.stringify(run.violations)}::jsonb)`,
  );
}

export async function lastCheckRun(db: DbOrTx): Promise<CheckRun | undefined> {
  const [row] = await rows<{
    id: string | number;
    started_at: string | Date;
    since: string | Date | null;
    ok: boolean;
    violations: unknown[];
  }>(
    db,
    sql`select id, started_at, since, ok, violations from books_check_runs order by id desc limit 1`,
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    startedAt: new Date(row.started_at),
    since: row.since === null ? null : new Date(row.since),
    ok: row.ok,
    violations: row.violations,
  };
}

/** Keeps the last runs only: a run a minute would otherwise grow without end. */
export async function pruneCheckRuns(db: DbOrTx, keep: number): Promise<void> {
  await rows(
    db,
    sql`delete from books_check_runs where id <= (select max(id) - ${keep} from books_check_runs)`,
  );
}
