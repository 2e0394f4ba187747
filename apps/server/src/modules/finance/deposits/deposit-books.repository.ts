import { sql } from 'drizzle-orm';
import { rows } from '../../../db/client.ts';
import { since, type BooksCheck, type CrossViolation } from '../../../ledger/books-check.ts';

/** A credited deposit has exactly its one credit of its amount; any other order has none. */
export const depositBooksCheck: BooksCheck = (db, from) =>
  rows<CrossViolation>(
    db,
    sql`select 'deposit' as kind, d.order_no as id, d.state,
          concat_ws(' ', 'transfer', t.id, t.kind, t.amount) as detail
        from deposit_orders d
        left join ledger_transfer_states t on t.transfer_key = 'deposit:' || d.order_no
        where (${since(sql`d.created_at`, from)} or ${since(sql`d.decided_at`, from)})
          and not coalesce(case when d.state = 'credited'
                        then t.id = d.transfer_id and t.kind = 'single' and t.amount = d.amount
                        else t.id is null and d.transfer_id is null end, false)
        order by d.id`,
  );
