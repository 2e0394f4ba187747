-- Repeatable: applied after the migrations whenever this file's text changes (db/repeatable-sql.ts),
-- so the definition here is the one that runs. Change a function here, never in a migration.

-- Phase two of a venue move in one round trip. The update takes the move's row lock: a concurrent
-- settler (the request, the reconciler on another node) waits, then finds the move no longer
-- pending and only reads its state. The one that closed it resolves the ledger hold the same way,
-- with the key 'venue:<trace>:<post|void>', in the same transaction.
CREATE OR REPLACE FUNCTION venue_transfer_settle(p_id bigint, p_outcome text)
RETURNS TABLE (state text, resolved_at timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  r venue_transfers%ROWTYPE;
BEGIN
  IF p_outcome NOT IN ('post', 'void') THEN
    RAISE EXCEPTION 'LEDGER:INVALID_KIND';
  END IF;
  UPDATE venue_transfers v
  SET state = CASE p_outcome WHEN 'post' THEN 'posted' ELSE 'voided' END, resolved_at = now()
  WHERE v.id = p_id AND v.state = 'pending'
  RETURNING * INTO r;
  IF NOT FOUND THEN
    RETURN QUERY SELECT v.state, v.resolved_at FROM venue_transfers v WHERE v.id = p_id;
    RETURN;
  END IF;
  PERFORM ledger_transfer('venue:' || r.trace_id || ':' || p_outcome, p_outcome, NULL, NULL, NULL,
    NULL, 'transfer', r.pending_transfer_id, NULL, '{}'::jsonb);
  state := r.state;
  resolved_at := r.resolved_at;
  RETURN NEXT;
END;
$$;

-- Many venue moves in one round trip, each in a transaction of its own (CONVENTIONS: one database
-- transaction per movement). A procedure called outside a transaction block may COMMIT, so each
-- move is filed or settled and committed before the next one starts; a move that fails is rolled
-- back alone (its own block) and answered with its error, and the others go on. The caller gathers
-- the moves that arrive while its last call runs (apps/server/src/lib/batcher.ts).
--
-- Each move's commit but the last does not wait for its WAL to reach the disk (synchronous_commit
-- off for that transaction); the last commits as the session's synchronous_commit says. WAL is
-- flushed in order, so that flush makes every move before it durable too. When the last move
-- failed or changed nothing (a transaction that wrote no WAL before its commit record is not
-- flushed, even with a transaction id),
-- the procedure ends with a transaction that writes one WAL record (a transactional logical
-- message, which touches no table) and so is flushed. When the CALL returns every move of it is
-- durable, and nobody has been answered and no venue called before that. A crash before the flush
-- loses moves nobody was told about; any durable commit that could have read one of them comes
-- later in the WAL and would have flushed it.
-- (docs/decisions/venue-transfers.md)

-- Files each move and takes its pending hold, as the single INSERT of the request path does.
-- p_moves: [{trace_id, site_code, member_id, venue_code, direction, amount, currency, origin,
-- next_check_at, hold_key, hold_kind, debit_id, credit_id, hold_amount, hold_currency, reason,
-- pending_id, timeout_at, meta}]. p_filed: per move, in order, its row or {trace_id, error}.
CREATE OR REPLACE PROCEDURE venue_transfers_file(p_moves jsonb, INOUT p_filed jsonb DEFAULT NULL)
LANGUAGE plpgsql AS $$
DECLARE
  m jsonb;
  r venue_transfers%ROWTYPE;
  v_out jsonb := '[]'::jsonb;
  v_last boolean;
  v_durable boolean := false;
BEGIN
  FOR i IN 0 .. jsonb_array_length(p_moves) - 1 LOOP
    m := p_moves -> i;
    v_last := i = jsonb_array_length(p_moves) - 1;
    IF NOT v_last THEN
      PERFORM set_config('synchronous_commit', 'off', true);
    END IF;
    BEGIN
      INSERT INTO venue_transfers (trace_id, site_code, member_id, venue_code, direction, amount,
        currency, pending_transfer_id, origin, next_check_at)
      VALUES (m ->> 'trace_id', m ->> 'site_code', (m ->> 'member_id')::bigint,
        m ->> 'venue_code', m ->> 'direction', (m ->> 'amount')::bigint, m ->> 'currency',
        (SELECT t.transfer_id FROM ledger_transfer(m ->> 'hold_key', m ->> 'hold_kind',
          (m ->> 'debit_id')::bigint, (m ->> 'credit_id')::bigint, (m ->> 'hold_amount')::bigint,
          m ->> 'hold_currency', m ->> 'reason', (m ->> 'pending_id')::bigint,
          (m ->> 'timeout_at')::timestamptz, m -> 'meta') t),
        m ->> 'origin', (m ->> 'next_check_at')::timestamptz)
      RETURNING * INTO r;
      v_out := v_out || jsonb_build_array(to_jsonb(r));
      -- Only a move that wrote something commits with a flush (a settled move is left alone).
      v_durable := v_last AND pg_current_xact_id_if_assigned() IS NOT NULL;
    EXCEPTION WHEN OTHERS THEN
      v_out := v_out || jsonb_build_array(jsonb_build_object(
        'trace_id', m ->> 'trace_id', 'error', SQLERRM, 'sqlstate', SQLSTATE));
    END;
    COMMIT;
  END LOOP;
  -- The last move did not commit durably: this transaction's flush makes the moves above durable.
  IF NOT v_durable THEN
    PERFORM pg_logical_emit_message(true, 'kirin', 'venue_transfers_file');
  END IF;
  p_filed := v_out;
END;
$$;

-- Settles each move with venue_transfer_settle (above), one transaction each.
-- p_moves: [{id, outcome}]. p_settled: per move, in order, {id, state, resolved_at} or {id, error}.
CREATE OR REPLACE PROCEDURE venue_transfers_settle(p_moves jsonb, INOUT p_settled jsonb DEFAULT NULL)
LANGUAGE plpgsql AS $$
DECLARE
  m jsonb;
  v_state text;
  v_resolved timestamptz;
  v_out jsonb := '[]'::jsonb;
  v_last boolean;
  v_durable boolean := false;
BEGIN
  FOR i IN 0 .. jsonb_array_length(p_moves) - 1 LOOP
    m := p_moves -> i;
    v_last := i = jsonb_array_length(p_moves) - 1;
    IF NOT v_last THEN
      PERFORM set_config('synchronous_commit', 'off', true);
    END IF;
    BEGIN
      SELECT s.state, s.resolved_at INTO v_state, v_resolved
      FROM venue_transfer_settle((m ->> 'id')::bigint, m ->> 'outcome') s;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'venue transfer % vanished', m ->> 'id';
      END IF;
      v_out := v_out || jsonb_build_array(jsonb_build_object(
        'id', (m ->> 'id')::bigint, 'state', v_state, 'resolved_at', v_resolved));
      v_durable := v_last AND pg_current_xact_id_if_assigned() IS NOT NULL;
    EXCEPTION WHEN OTHERS THEN
      v_out := v_out || jsonb_build_array(jsonb_build_object(
        'id', (m ->> 'id')::bigint, 'error', SQLERRM, 'sqlstate', SQLSTATE));
    END;
    COMMIT;
  END LOOP;
  -- As in venue_transfers_file.
  IF NOT v_durable THEN
    PERFORM pg_logical_emit_message(true, 'kirin', 'venue_transfers_settle');
  END IF;
  p_settled := v_out;
END;
$$;

-- Every member venue move is in the audit trail (issue 20): filed (by the member) and closed (by
-- the system, posted or voided), written inside the statement that files or closes it, so no path
-- (the request's single INSERT, the batch procedures above, the reconciler) moves money unrecorded.
CREATE OR REPLACE FUNCTION venue_transfer_audit() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_log (actor_kind, actor_id, site_code, action, target_kind, target_id, after)
  VALUES (
    CASE TG_OP WHEN 'INSERT' THEN 'member' ELSE 'system' END,
    CASE TG_OP WHEN 'INSERT' THEN NEW.member_id::text END,
    NEW.site_code,
    CASE TG_OP WHEN 'INSERT' THEN 'venue.transfer.file' ELSE 'venue.transfer.' || NEW.state END,
    'venue-transfer',
    NEW.trace_id,
    jsonb_build_object('memberId', NEW.member_id, 'venue', NEW.venue_code,
      'direction', NEW.direction, 'amount', NEW.amount::text, 'currency', NEW.currency,
      'origin', NEW.origin, 'state', NEW.state));
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER venue_transfers_audit_file
  AFTER INSERT ON venue_transfers
  FOR EACH ROW EXECUTE FUNCTION venue_transfer_audit();

CREATE OR REPLACE TRIGGER venue_transfers_audit_close
  AFTER UPDATE OF state ON venue_transfers
  FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION venue_transfer_audit();
