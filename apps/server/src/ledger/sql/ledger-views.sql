-- What modules may read of the ledger in their own SQL (docs/decisions/module-views.md): a module
-- ties its rows to the ledger by a transfer's key or id. `state` is how a transfer stands now: a
-- pending one's resolution ('post', 'void') or 'pending'; any other its kind.
CREATE OR REPLACE VIEW ledger_transfer_states AS
SELECT t.id, t.transfer_key, t.kind, t.amount, t.currency, t.reason, t.pending_id, t.created_at,
       CASE WHEN t.kind = 'pending'
            THEN coalesce((SELECT r.kind FROM ledger_transfers r WHERE r.pending_id = t.id), 'pending')
            ELSE t.kind
       END AS state
  FROM ledger_transfers t;
