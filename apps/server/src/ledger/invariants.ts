import { sql } from 'drizzle-orm';
import { rows, type DbOrTx } from '../db/client.ts';

export type InvariantViolation =
  | {
      kind: 'unbalanced';
      currency: string;
      phase: 'pending' | 'posted';
      debits: string;
      credits: string;
    }
  | { kind: 'cached_totals'; accountId: number; column: string; cached: string; implied: string }
  | { kind: 'negative_member_balance'; accountId: number; available: string }
  | { kind: 'resolved_twice'; pendingId: number };

export type InvariantReport = { ok: boolean; violations: InvariantViolation[] };

/**
 * The books balance: per currency, total debits equal total credits (pending and posted); every
 * account's cached totals equal what its transfers imply; no member account is below zero; no
 * pending transfer is resolved twice. Read in one snapshot so concurrent movements cannot fake a gap.
 */
export async function checkInvariants(db: DbOrTx): Promise<InvariantReport> {
  const violations: InvariantViolation[] = [];

  const sums = await rows<{
    currency: string;
    dp: string;
    cp: string;
    dq: string;
    cq: string;
  }>(
    db,
    sql`select currency, sum(debits_posted)::text as dp, sum(credits_posted)::text as cp,
          sum(debits_pending)::text as dq, sum(credits_pending)::text as cq
        from ledger_accounts group by currency order by currency`,
  );
  for (const s of sums) {
    if (s.dp !== s.cp) {
      violations.push({
        kind: 'unbalanced',
        currency: s.currency,
        phase: 'posted',
        debits: s.dp,
        credits: s.cp,
      });
    }
    if (s.dq !== s.cq) {
      violations.push({
        kind: 'unbalanced',
        currency: s.currency,
        phase: 'pending',
        debits: s.dq,
        credits: s.cq,
      });
    }
  }

  const implied = await rows<{
    id: string | number;
    column: string;
    cached: string;
    implied: string;
  }>(
    db,
    sql`with legs as (
          select t.debit_account_id as account_id, 'd' as side, t.kind, t.amount, t.id,
                 exists (select 1 from ledger_transfers r where r.pending_id = t.id) as resolved
            from ledger_transfers t
          union all
          select t.credit_account_id, 'c', t.kind, t.amount, t.id,
                 exists (select 1 from ledger_transfers r where r.pending_id = t.id)
            from ledger_transfers t
        ), totals as (
          select account_id,
            coalesce(sum(amount) filter (where side = 'd' and kind in ('single', 'post')), 0) as dp,
            coalesce(sum(amount) filter (where side = 'c' and kind in ('single', 'post')), 0) as cp,
            coalesce(sum(amount) filter (where side = 'd' and kind = 'pending' and not resolved), 0) as dq,
            coalesce(sum(amount) filter (where side = 'c' and kind = 'pending' and not resolved), 0) as cq
          from legs group by account_id
        ), compared as (
          select a.id,
            array[a.debits_posted, a.credits_posted, a.debits_pending, a.credits_pending] as cached,
            array[coalesce(t.dp, 0), coalesce(t.cp, 0), coalesce(t.dq, 0), coalesce(t.cq, 0)]::bigint[] as implied
          from ledger_accounts a left join totals t on t.account_id = a.id
        )
        select id, (array['debits_posted', 'credits_posted', 'debits_pending', 'credits_pending'])[i] as column,
               cached[i]::text as cached, implied[i]::text as implied
        from compared, generate_series(1, 4) as i
        where cached[i] <> implied[i]`,
  );
  for (const r of implied) {
    violations.push({
      kind: 'cached_totals',
      accountId: Number(r.id),
      column: r.column,
      cached: r.cached,
      implied: r.implied,
    });
  }

  const negative = await rows<{ id: string | number; available: string }>(
    db,
    sql`select id, (credits_posted - debits_posted - debits_pending)::text as available
        from ledger_accounts
        where member_id is not null and credits_posted - debits_posted - debits_pending < 0`,
  );
  for (const r of negative) {
    violations.push({
      kind: 'negative_member_balance',
      accountId: Number(r.id),
      available: r.available,
    });
  }

  const twice = await rows<{ pending_id: string | number }>(
    db,
    sql`select pending_id from ledger_transfers where pending_id is not null
        group by pending_id having count(*) > 1`,
  );
  for (const r of twice)
    violations.push({ kind: 'resolved_twice', pendingId: Number(r.pending_id) });

  return { ok: violations.length === 0, violations };
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
