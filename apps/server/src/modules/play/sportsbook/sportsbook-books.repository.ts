import { sql } from 'drizzle-orm';
import { rows } from '../../../db/client.ts';
import { since, type BooksCheck, type CrossViolation } from '../../../ledger/books-check.ts';

/**
 * A bet's stake left central when it was taken (`sb:<id>:stake`); once settled or cashed out, the
 * book took it from the locked funds (`sb:<id>:take`). What its settlements paid less what they took
 * back (`sb:<id>:pay:<v>`, `sb:<id>:back:<v>`, one each per version at most), or its cash-out
 * (`sb:<id>:cashout`), is its `paid`.
 */
export const sportsBetBooksCheck: BooksCheck = (db, from) =>
  rows<CrossViolation>(
    db,
    sql`select 'sports_bet' as kind, b.id::text as id, b.state,
          concat_ws(' ', 'stake', s.amount, 'take', k.amount, 'net paid', p.net, 'cash-out', c.amount)
            as detail
        from sports_bets b
        left join ledger_transfer_states s on s.transfer_key = 'sb:' || b.id || ':stake'
        left join ledger_transfer_states k on k.transfer_key = 'sb:' || b.id || ':take'
        left join ledger_transfer_states c on c.transfer_key = 'sb:' || b.id || ':cashout'
        cross join lateral (
          select coalesce(sum(coalesce(pay.amount, 0) - coalesce(bk.amount, 0)), 0) as net
            from generate_series(1, b.settle_version) v
            left join ledger_transfer_states pay on pay.transfer_key = 'sb:' || b.id || ':pay:' || v
            left join ledger_transfer_states bk on bk.transfer_key = 'sb:' || b.id || ':back:' || v
        ) p
        where (${since(sql`b.created_at`, from)} or ${since(sql`b.updated_at`, from)})
          and not coalesce(s.amount = b.stake
            and (case when b.state = 'open' then k.id is null else k.amount = b.stake end)
            and (case when b.state = 'cashed_out' then c.amount = b.paid and p.net = 0
                      else c.id is null and p.net = b.paid end), false)
        order by b.id`,
  );
