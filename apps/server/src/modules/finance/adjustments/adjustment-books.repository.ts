import { sql } from 'drizzle-orm';
import { rows } from '../../../db/client.ts';
import { since, type BooksCheck, type CrossViolation } from '../../../ledger/books-check.ts';

/** An applied adjustment has its one transfer of its size; a waiting or rejected one has none. */
export const adjustmentBooksCheck: BooksCheck = (db, from) =>
  rows<CrossViolation>(
    db,
    sql`select 'adjustment' as kind, a.id::text as id, a.state,
          concat_ws(' ', 'transfer', t.id, t.kind, t.amount) as detail
        from adjustments a
        left join ledger_transfer_states t on t.transfer_key = 'adjustment:' || a.id
        where (${since(sql`a.created_at`, from)} or ${since(sql`a.decided_at`, from)})
          and not coalesce(case when a.state = 'applied'
                        then t.id = a.transfer_id and t.kind = 'single' and t.amount = abs(a.amount)
                        else t.id is null and a.transfer_id is null end, false)
        order by a.id`,
  );
