import { sql } from 'drizzle-orm';
import { rows } from '../../../db/client.ts';
import { since, type BooksCheck, type CrossViolation } from '../../../ledger/books-check.ts';

/** A move in transit holds its amount pending; a posted move has its hold posted, a voided one voided. */
export const venueMoveBooksCheck: BooksCheck = (db, from) =>
  rows<CrossViolation>(
    db,
    sql`select 'venue_move' as kind, v.trace_id as id, v.state,
          concat_ws(' ', 'hold', h.state, h.amount) as detail
        from venue_transfers v
        join ledger_transfer_states h on h.id = v.pending_transfer_id
        where (${since(sql`v.created_at`, from)} or ${since(sql`v.resolved_at`, from)})
          and not coalesce(h.amount = v.amount
                   and h.state = case v.state when 'pending' then 'pending'
                                              when 'posted' then 'post' else 'void' end, false)
        order by v.id`,
  );

/**
 * A bet's money in the member's venue wallet is its stake (`venue-bet:…:stake`) and then its payout
 * (`…:payout`), each of the bet's amount and none of zero: `none` has neither, `stake` the stake,
 * `done` both; `outside` (pulled before play was booked bet by bet, or demo history) neither. So
 * per venue and day the bookings equal the net of the pulled bets.
 */
export const venueBetBooksCheck: BooksCheck = (db, from) => {
  const key = (leg: string) =>
    sql.raw(`'venue-bet:' || b.site_code || ':' || b.venue_code || ':' || b.bet_id || ':${leg}'`);
  return rows<CrossViolation>(
    db,
    sql`select 'venue_bet' as kind, b.site_code || ':' || b.venue_code || ':' || b.bet_id as id,
          b.booked as state, concat_ws(' ', 'stake', s.amount, 'payout', p.amount) as detail
        from venue_bets b
        left join ledger_transfer_states s on s.transfer_key = ${key('stake')}
        left join ledger_transfer_states p on p.transfer_key = ${key('payout')}
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
};
