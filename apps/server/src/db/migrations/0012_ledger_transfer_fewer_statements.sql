-- ledger_transfer (0004) with the same rules, checks, refusals and results in fewer statements.
-- Each statement a PL/pgSQL function runs is a full executor start and end, and each UPDATE parses
-- the table's CHECK constraints again; they were most of PostgreSQL's time per transfer
-- (bench/README.md). Now both accounts are locked (ascending id, as before) and read in one
-- statement, both balances change in one UPDATE, the idempotency key is looked up only when
-- something refuses, and the result is returned without a query.
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
  v_amount bigint := p_amount;
  v_debit_id bigint := p_debit;
  v_credit_id bigint := p_credit;
  v_currency text := p_currency;
  v_refusal text;
  v_found integer;
  v_debit_currency text;
  v_credit_currency text;
  v_debit_member boolean;
  v_debit_available bigint;
  v_pending_delta bigint;
  v_posted_delta bigint;
  v_id bigint;
  v_at timestamptz;
BEGIN
  IF p_kind NOT IN ('single', 'pending', 'post', 'void') THEN
    RAISE EXCEPTION 'LEDGER:INVALID_KIND';
  END IF;

  -- The key is looked up only when something refuses (below): a replay takes the same path as the
  -- first call until its insert finds the key taken, and is then answered as before. Until then it
  -- has only taken the accounts' row locks.
  IF p_kind IN ('post', 'void') THEN
    SELECT * INTO v_pending FROM ledger_transfers t WHERE t.id = p_pending_id;
    IF NOT FOUND OR v_pending.kind <> 'pending' THEN
      v_refusal := 'PENDING_NOT_FOUND';
    ELSE
      v_debit_id := v_pending.debit_account_id;
      v_credit_id := v_pending.credit_account_id;
      v_currency := v_pending.currency;
      IF p_kind = 'void' OR v_amount IS NULL THEN
        v_amount := v_pending.amount;
      ELSIF v_amount > v_pending.amount THEN
        v_refusal := 'EXCEEDS_PENDING';
      END IF;
    END IF;
  END IF;

  IF v_refusal IS NULL AND (v_amount IS NULL OR v_amount <= 0) THEN
    v_refusal := 'INVALID_AMOUNT';
  ELSIF v_refusal IS NULL AND v_debit_id = v_credit_id THEN
    v_refusal := 'SAME_ACCOUNT';
  END IF;

  IF v_refusal IS NULL THEN
    -- The subquery's row locks are taken in its ORDER BY (ascending id): two transfers over the
    -- same pair of accounts queue instead of deadlocking.
    SELECT count(*)::integer,
      max(a.currency) FILTER (WHERE a.id = v_debit_id),
      max(a.currency) FILTER (WHERE a.id = v_credit_id),
      bool_or(a.member_id IS NOT NULL) FILTER (WHERE a.id = v_debit_id),
      max(a.credits_posted - a.debits_posted - a.debits_pending) FILTER (WHERE a.id = v_debit_id)
    INTO v_found, v_debit_currency, v_credit_currency, v_debit_member, v_debit_available
    FROM (SELECT * FROM ledger_accounts l WHERE l.id IN (v_debit_id, v_credit_id)
          ORDER BY l.id FOR UPDATE) a;
    IF v_found < 2 THEN
      v_refusal := 'ACCOUNT_NOT_FOUND';
    ELSIF v_debit_currency <> v_currency OR v_credit_currency <> v_currency THEN
      v_refusal := 'CURRENCY_MISMATCH';
    -- Held funds were checked when they were held; new movements need the available balance.
    ELSIF p_kind IN ('single', 'pending') AND v_debit_member AND v_debit_available < v_amount THEN
      v_refusal := 'INSUFFICIENT_FUNDS';
    END IF;
  END IF;

  IF v_refusal IS NULL THEN
    -- DO NOTHING covers both the key and "one resolution per pending transfer"; a twin that
    -- committed first leaves us without a row, and the key tells the two cases apart below.
    INSERT INTO ledger_transfers AS t (transfer_key, kind, debit_account_id, credit_account_id,
      amount, currency, reason, pending_id, timeout_at, meta)
    VALUES (p_key, p_kind, v_debit_id, v_credit_id, v_amount, v_currency, p_reason, p_pending_id,
      CASE WHEN p_kind = 'pending' THEN p_timeout_at END, coalesce(p_meta, '{}'::jsonb))
    ON CONFLICT DO NOTHING
    RETURNING t.id, t.created_at INTO v_id, v_at;
    IF v_id IS NULL THEN
      v_refusal := 'PENDING_RESOLVED';
    END IF;
  END IF;

  IF v_refusal IS NOT NULL THEN
    -- A new statement, so a new snapshot: a twin that committed while we waited is seen.
    SELECT * INTO v_existing FROM ledger_transfers t WHERE t.transfer_key = p_key;
    IF FOUND THEN
      IF v_existing.kind = p_kind
         AND (p_kind IN ('post', 'void') OR (v_existing.debit_account_id = p_debit
              AND v_existing.credit_account_id = p_credit AND v_existing.currency = p_currency))
         AND (p_amount IS NULL OR v_existing.amount = p_amount)
         AND v_existing.reason = p_reason
         AND v_existing.pending_id IS NOT DISTINCT FROM p_pending_id THEN
        transfer_id := v_existing.id;
        replayed := true;
        debit_account_id := v_existing.debit_account_id;
        credit_account_id := v_existing.credit_account_id;
        amount := v_existing.amount;
        created_at := v_existing.created_at;
        RETURN NEXT;
        RETURN;
      END IF;
      RAISE EXCEPTION 'LEDGER:IDEMPOTENCY_CONFLICT';
    END IF;
    RAISE EXCEPTION 'LEDGER:%', v_refusal;
  END IF;

  -- single: posted += amount; pending: pending += amount; post: pending -= held, posted += amount;
  -- void: pending -= held. The same on the debit side of one account and the credit side of the other.
  v_pending_delta := CASE p_kind WHEN 'single' THEN 0 WHEN 'pending' THEN v_amount
    ELSE -v_pending.amount END;
  v_posted_delta := CASE WHEN p_kind IN ('single', 'post') THEN v_amount ELSE 0 END;
  UPDATE ledger_accounts a SET
    debits_pending = a.debits_pending + CASE WHEN a.id = v_debit_id THEN v_pending_delta ELSE 0 END,
    debits_posted = a.debits_posted + CASE WHEN a.id = v_debit_id THEN v_posted_delta ELSE 0 END,
    credits_pending = a.credits_pending
      + CASE WHEN a.id = v_credit_id THEN v_pending_delta ELSE 0 END,
    credits_posted = a.credits_posted + CASE WHEN a.id = v_credit_id THEN v_posted_delta ELSE 0 END
  WHERE a.id IN (v_debit_id, v_credit_id);

  transfer_id := v_id;
  replayed := false;
  debit_account_id := v_debit_id;
  credit_account_id := v_credit_id;
  amount := v_amount;
  created_at := v_at;
  RETURN NEXT;
END;
$$;
--> statement-breakpoint
-- venue_transfer_settle (0010) unchanged but for returning its row without a query.
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
--> statement-breakpoint
-- deposit_gateway_credit (0009) unchanged but for reading both accounts in one statement instead of
-- two calls of ledger_account, and returning its row without a query.
CREATE OR REPLACE FUNCTION deposit_gateway_credit(
  p_order_no text,
  p_channel_id bigint,
  p_amount bigint,
  p_currency text,
  p_payment_id text,
  p_required bigint,
  p_house_shards integer,
  p_meta jsonb,
  p_claimed jsonb,
  p_ip text,
  p_request_id text,
  p_now timestamptz
) RETURNS TABLE (order_id bigint, site_code text, member_id bigint, currency text, transfer_id bigint)
LANGUAGE plpgsql AS $$
DECLARE
  o deposit_orders%ROWTYPE;
  v_house bigint;
  v_member bigint;
  v_transfer bigint;
  v_key text;
BEGIN
  SELECT * INTO o FROM deposit_orders d WHERE d.order_no = p_order_no FOR UPDATE;
  IF NOT FOUND OR o.channel_id <> p_channel_id OR o.state <> 'pending' OR o.amount <> p_amount
     OR o.currency <> p_currency
     OR (coalesce(o.gateway_payment_id, '') <> ''
         AND o.gateway_payment_id IS DISTINCT FROM p_payment_id) THEN
    RETURN;
  END IF;
  v_key := 'deposit:' || o.order_no;

  IF p_required > 0 THEN
    INSERT INTO turnover_entries (member_id, kind, amount, source)
    VALUES (o.member_id, 'require', p_required, v_key)
    ON CONFLICT DO NOTHING;
  END IF;
  -- Both accounts in one statement (two lookups of the identity index); ledger_account creates
  -- one only on a first deposit.
  SELECT
    (SELECT a.id FROM ledger_accounts a WHERE a.site_code = o.site_code
       AND a.kind = 'member_central' AND coalesce(a.member_id, 0) = o.member_id
       AND a.venue_code = '' AND a.shard = 0 AND a.currency = o.currency),
    (SELECT a.id FROM ledger_accounts a WHERE a.site_code = o.site_code
       AND a.kind = 'house_deposit' AND coalesce(a.member_id, 0) = 0 AND a.venue_code = ''
       AND a.shard = (o.member_id % p_house_shards)::smallint AND a.currency = o.currency)
  INTO v_member, v_house;
  IF v_member IS NULL THEN
    SELECT a.id INTO v_member
    FROM ledger_account(o.site_code, 'member_central', o.member_id, '', 0::smallint, o.currency) a;
  END IF;
  IF v_house IS NULL THEN
    SELECT a.id INTO v_house
    FROM ledger_account(o.site_code, 'house_deposit', NULL, '',
      (o.member_id % p_house_shards)::smallint, o.currency) a;
  END IF;
  SELECT t.transfer_id INTO v_transfer
  FROM ledger_transfer(v_key, 'single', v_house, v_member, o.amount, o.currency, 'deposit', NULL,
    NULL, p_meta) t;

  UPDATE deposit_orders d SET state = 'credited', transfer_id = v_transfer, decided_by = NULL,
    decided_at = p_now
  WHERE d.id = o.id;
  -- before/after as auditView (deposit-view.ts) writes them.
  INSERT INTO audit_log (actor_kind, actor_name, site_code, action, target_kind, target_id, before,
    after, ip, request_id)
  VALUES ('system', 'gateway', o.site_code, 'deposit.credit', 'deposit', o.order_no,
    jsonb_build_object('orderNo', o.order_no, 'state', o.state, 'amount', o.amount::text,
      'currency', o.currency, 'transferId', o.transfer_id, 'reason', o.reason),
    jsonb_build_object('orderNo', o.order_no, 'state', 'credited', 'amount', o.amount::text,
      'currency', o.currency, 'transferId', v_transfer, 'reason', o.reason, 'claimed', p_claimed),
    p_ip, p_request_id);

  order_id := o.id;
  site_code := o.site_code;
  member_id := o.member_id;
  currency := o.currency;
  transfer_id := v_transfer;
  RETURN NEXT;
END;
$$;
