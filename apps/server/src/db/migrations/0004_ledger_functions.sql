-- Transfers are evidence: never changed or removed. A correction is a new transfer.
CREATE OR REPLACE FUNCTION ledger_transfers_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only
  BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate
  BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_refuse_change();
--> statement-breakpoint
-- One movement in one statement, so a transfer costs one round trip from the application.
-- Refusals raise SQLSTATE P0001 with a message 'LEDGER:<CODE>' that the service maps to its errors.
-- Accounts are locked in ascending id order (ORDER BY below the row lock), so two transfers over
-- the same pair of accounts queue instead of deadlocking.
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_key text,
  p_kind text,
  p_debit bigint,
  p_credit bigint,
  p_amount bigint,
  p_currency text,
  p_reason text,
  p_pending_id bigint,
  p_timeout_at timestamptz,
  p_meta jsonb
) RETURNS TABLE (
  transfer_id bigint,
  replayed boolean,
  debit_account_id bigint,
  credit_account_id bigint,
  amount bigint,
  created_at timestamptz
)
LANGUAGE plpgsql AS $$
DECLARE
  v_existing ledger_transfers%ROWTYPE;
  v_pending ledger_transfers%ROWTYPE;
  v_debit ledger_accounts%ROWTYPE;
  v_credit ledger_accounts%ROWTYPE;
  v_amount bigint := p_amount;
  v_debit_id bigint := p_debit;
  v_credit_id bigint := p_credit;
  v_currency text := p_currency;
  v_id bigint;
  v_at timestamptz;
BEGIN
  IF p_kind NOT IN ('single', 'pending', 'post', 'void') THEN
    RAISE EXCEPTION 'LEDGER:INVALID_KIND';
  END IF;

  SELECT * INTO v_existing FROM ledger_transfers t WHERE t.transfer_key = p_key;
  IF FOUND THEN
    IF v_existing.kind = p_kind
       AND (p_kind IN ('post', 'void') OR (v_existing.debit_account_id = p_debit
            AND v_existing.credit_account_id = p_credit AND v_existing.currency = p_currency))
       AND (p_amount IS NULL OR v_existing.amount = p_amount)
       AND v_existing.reason = p_reason
       AND v_existing.pending_id IS NOT DISTINCT FROM p_pending_id THEN
      RETURN QUERY SELECT v_existing.id, true, v_existing.debit_account_id,
        v_existing.credit_account_id, v_existing.amount, v_existing.created_at;
      RETURN;
    END IF;
    RAISE EXCEPTION 'LEDGER:IDEMPOTENCY_CONFLICT';
  END IF;

  IF p_kind IN ('post', 'void') THEN
    SELECT * INTO v_pending FROM ledger_transfers t WHERE t.id = p_pending_id;
    IF NOT FOUND OR v_pending.kind <> 'pending' THEN
      RAISE EXCEPTION 'LEDGER:PENDING_NOT_FOUND';
    END IF;
    v_debit_id := v_pending.debit_account_id;
    v_credit_id := v_pending.credit_account_id;
    v_currency := v_pending.currency;
    IF p_kind = 'void' OR v_amount IS NULL THEN
      v_amount := v_pending.amount;
    ELSIF v_amount > v_pending.amount THEN
      RAISE EXCEPTION 'LEDGER:EXCEEDS_PENDING';
    END IF;
  END IF;

  IF v_amount IS NULL OR v_amount <= 0 THEN
    RAISE EXCEPTION 'LEDGER:INVALID_AMOUNT';
  END IF;
  IF v_debit_id = v_credit_id THEN
    RAISE EXCEPTION 'LEDGER:SAME_ACCOUNT';
  END IF;

  PERFORM 1 FROM ledger_accounts a WHERE a.id IN (v_debit_id, v_credit_id) ORDER BY a.id FOR UPDATE;
  SELECT * INTO v_debit FROM ledger_accounts a WHERE a.id = v_debit_id;
  IF NOT FOUND THEN RAISE EXCEPTION 'LEDGER:ACCOUNT_NOT_FOUND'; END IF;
  SELECT * INTO v_credit FROM ledger_accounts a WHERE a.id = v_credit_id;
  IF NOT FOUND THEN RAISE EXCEPTION 'LEDGER:ACCOUNT_NOT_FOUND'; END IF;
  IF v_debit.currency <> v_currency OR v_credit.currency <> v_currency THEN
    RAISE EXCEPTION 'LEDGER:CURRENCY_MISMATCH';
  END IF;

  -- Held funds were checked when they were held; new movements need the available balance.
  IF p_kind IN ('single', 'pending') AND v_debit.member_id IS NOT NULL
     AND v_debit.credits_posted - v_debit.debits_posted - v_debit.debits_pending < v_amount THEN
    RAISE EXCEPTION 'LEDGER:INSUFFICIENT_FUNDS';
  END IF;

  -- DO NOTHING covers both the key and "one resolution per pending transfer"; a racing twin that
  -- committed first leaves us without a row, and we tell the two cases apart below.
  INSERT INTO ledger_transfers AS t (transfer_key, kind, debit_account_id, credit_account_id,
    amount, currency, reason, pending_id, timeout_at, meta)
  VALUES (p_key, p_kind, v_debit_id, v_credit_id, v_amount, v_currency, p_reason, p_pending_id,
    CASE WHEN p_kind = 'pending' THEN p_timeout_at END, coalesce(p_meta, '{}'::jsonb))
  ON CONFLICT DO NOTHING
  RETURNING t.id, t.created_at INTO v_id, v_at;
  IF v_id IS NULL THEN
    IF EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.transfer_key = p_key) THEN
      RETURN QUERY SELECT * FROM ledger_transfer(p_key, p_kind, p_debit, p_credit, p_amount,
        p_currency, p_reason, p_pending_id, p_timeout_at, p_meta);
      RETURN;
    END IF;
    RAISE EXCEPTION 'LEDGER:PENDING_RESOLVED';
  END IF;

  IF p_kind = 'single' THEN
    UPDATE ledger_accounts a SET debits_posted = a.debits_posted + v_amount WHERE a.id = v_debit_id;
    UPDATE ledger_accounts a SET credits_posted = a.credits_posted + v_amount WHERE a.id = v_credit_id;
  ELSIF p_kind = 'pending' THEN
    UPDATE ledger_accounts a SET debits_pending = a.debits_pending + v_amount WHERE a.id = v_debit_id;
    UPDATE ledger_accounts a SET credits_pending = a.credits_pending + v_amount WHERE a.id = v_credit_id;
  ELSIF p_kind = 'post' THEN
    UPDATE ledger_accounts a SET debits_pending = a.debits_pending - v_pending.amount,
      debits_posted = a.debits_posted + v_amount WHERE a.id = v_debit_id;
    UPDATE ledger_accounts a SET credits_pending = a.credits_pending - v_pending.amount,
      credits_posted = a.credits_posted + v_amount WHERE a.id = v_credit_id;
  ELSE
    UPDATE ledger_accounts a SET debits_pending = a.debits_pending - v_pending.amount
      WHERE a.id = v_debit_id;
    UPDATE ledger_accounts a SET credits_pending = a.credits_pending - v_pending.amount
      WHERE a.id = v_credit_id;
  END IF;

  RETURN QUERY SELECT v_id, false, v_debit_id, v_credit_id, v_amount, v_at;
END;
$$;
