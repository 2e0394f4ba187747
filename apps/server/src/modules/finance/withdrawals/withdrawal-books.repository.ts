import { sql } from 'drizzle-orm';
import { rows } from '../../../db/client.ts';
import { since, type BooksCheck, type CrossViolation } from '../../../ledger/books-check.ts';

/**
 * A withdrawal under review holds its payout and fee legs pending; a paid one has both posted, a
 * rejected one both voided. The legs add up to the amount and the fee leg is the fee (a withdrawal
 * filed before fees were booked apart has one leg of the whole amount).
 */
export const withdrawalBooksCheck: BooksCheck = (db, from) =>
  rows<CrossViolation>(
    db,
    sql`select 'withdrawal' as kind, w.order_no as id, w.state,
          concat_ws(' ', 'hold', h.state, h.amount, 'fee', f.state, f.amount) as detail
        from withdrawals w
        join ledger_transfer_states h on h.id = w.hold_transfer_id
        left join ledger_transfer_states f on f.id = w.fee_transfer_id
        where (${since(sql`w.created_at`, from)} or ${since(sql`w.decided_at`, from)})
          and not coalesce((
            h.amount + coalesce(f.amount, 0) = w.amount
            and (w.fee_transfer_id is null or f.amount = w.fee)
            and h.state = case w.state when 'reviewing' then 'pending' when 'paid' then 'post'
                                       else 'void' end
            and coalesce(f.state, h.state) = h.state), false)
        order by w.id`,
  );
