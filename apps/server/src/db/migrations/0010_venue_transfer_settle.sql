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
  RETURN QUERY SELECT r.state, r.resolved_at;
END;
$$;
