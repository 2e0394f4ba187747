-- Repeatable: applied after the migrations whenever this file's text changes (db/repeatable-sql.ts),
-- so the definition here is the one that runs. Change a function here, never in a migration.

-- Transfers are evidence: never changed or removed. A correction is a new transfer.
-- (The triggers that call this are in migration 0004.)
CREATE OR REPLACE FUNCTION ledger_transfers_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

-- One movement in one statement, so a transfer costs one round trip from the application.
-- Refusals raise SQLSTATE P0001 with a message 'LEDGER:<CODE>' that the service maps to its errors.
-- Accounts are locked in ascending id order (ORDER BY below the row lock), so two transfers over
-- the same pair of accounts queue instead of deadlocking. Both accounts are locked and read in one
-- statement, both balances change in one UPDATE, the idempotency key is looked up only when
-- something refuses, and the result is returned without a query: each statement a PL/pgSQL
-- function runs is a full executor start and end (bench/README.md).
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

-- An account's id, creating it on first use, in one round trip. Looked up first, so the usual case
-- burns no sequence value. A twin inserting the same account at the same moment makes our insert
-- wait and do nothing; the next statement takes a new snapshot and finds the twin's row.
CREATE OR REPLACE FUNCTION ledger_account(
  p_site text,
  p_kind text,
  p_member bigint,
  p_venue text,
  p_shard smallint,
  p_currency text
) RETURNS TABLE (id bigint, created boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT a.id INTO v_id FROM ledger_accounts a
  WHERE a.site_code = p_site AND a.kind = p_kind AND coalesce(a.member_id, 0) = coalesce(p_member, 0)
    AND a.venue_code = p_venue AND a.shard = p_shard AND a.currency = p_currency;
  IF FOUND THEN
    RETURN QUERY SELECT v_id, false;
    RETURN;
  END IF;
  INSERT INTO ledger_accounts AS a (site_code, kind, member_id, venue_code, shard, currency)
  VALUES (p_site, p_kind, p_member, p_venue, p_shard, p_currency)
  ON CONFLICT DO NOTHING
  RETURNING a.id INTO v_id;
  IF v_id IS NOT NULL THEN
    RETURN QUERY SELECT v_id, true;
    RETURN;
  END IF;
  SELECT a.id INTO v_id FROM ledger_accounts a
  WHERE a.site_code = p_site AND a.kind = p_kind AND coalesce(a.member_id, 0) = coalesce(p_member, 0)
    AND a.venue_code = p_venue AND a.shard = p_shard AND a.currency = p_currency;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'LEDGER:ACCOUNT_NOT_FOUND';
  END IF;
  RETURN QUERY SELECT v_id, false;
END;
$$;

-- Many single transfers in one call, for background batches (settling bets) that move money for
-- many items in one transaction (CONVENTIONS, money rule 3). The same rules as ledger_transfer, as
-- sets: every account locked in ascending id order first, then the transfers appended and each
-- account's totals changed once by the sum of its legs. A key already taken with the same body is a
-- replay and moves nothing; with another body the whole call refuses. A member account that would
-- go below zero refuses the whole call (INSUFFICIENT_FUNDS): the caller sizes what it takes.
-- `p_transfers` is a JSON array of {key, debit, credit, amount, currency, reason, meta}.
CREATE OR REPLACE FUNCTION ledger_transfer_many(p_transfers jsonb)
RETURNS TABLE (transfer_key text, transfer_id bigint, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_refusal text;
  v_ids bigint[];
  v_locked integer;
  v_keys text[];
  v_new bigint[];
BEGIN
  SELECT CASE
      WHEN bool_or(x.amount IS NULL OR x.amount <= 0) THEN 'INVALID_AMOUNT'
      WHEN bool_or(x.debit = x.credit) THEN 'SAME_ACCOUNT'
      WHEN count(DISTINCT x.key) <> count(*) THEN 'IDEMPOTENCY_CONFLICT'
    END
  INTO v_refusal
  FROM jsonb_to_recordset(p_transfers) AS x(key text, debit bigint, credit bigint, amount bigint);
  IF v_refusal IS NOT NULL THEN
    RAISE EXCEPTION 'LEDGER:%', v_refusal;
  END IF;

  v_ids := ARRAY(
    SELECT DISTINCT v.id
    FROM jsonb_to_recordset(p_transfers) AS x(debit bigint, credit bigint),
      LATERAL (VALUES (x.debit), (x.credit)) AS v(id)
    ORDER BY v.id);
  SELECT count(*)::integer INTO v_locked
  FROM (SELECT l.id FROM ledger_accounts l WHERE l.id = ANY (v_ids) ORDER BY l.id FOR UPDATE) a;
  IF v_locked <> cardinality(v_ids) THEN
    RAISE EXCEPTION 'LEDGER:ACCOUNT_NOT_FOUND';
  END IF;
  IF EXISTS (
    SELECT 1 FROM jsonb_to_recordset(p_transfers) AS x(debit bigint, credit bigint, currency text)
    JOIN ledger_accounts d ON d.id = x.debit
    JOIN ledger_accounts c ON c.id = x.credit
    WHERE d.currency <> x.currency OR c.currency <> x.currency) THEN
    RAISE EXCEPTION 'LEDGER:CURRENCY_MISMATCH';
  END IF;

  WITH x AS (
    SELECT * FROM ROWS FROM (jsonb_to_recordset(p_transfers) AS (key text, debit bigint,
      credit bigint, amount bigint, currency text, reason text, meta jsonb)) WITH ORDINALITY
      AS x(key, debit, credit, amount, currency, reason, meta, n)
  ), ins AS (
    INSERT INTO ledger_transfers AS t (transfer_key, kind, debit_account_id, credit_account_id,
      amount, currency, reason, meta)
    SELECT x.key, 'single', x.debit, x.credit, x.amount, x.currency, x.reason,
      coalesce(x.meta, '{}'::jsonb)
    FROM x ORDER BY x.n
    ON CONFLICT DO NOTHING
    RETURNING t.transfer_key, t.id, t.debit_account_id, t.credit_account_id, t.amount
  ), legs AS (
    SELECT i.debit_account_id AS account, i.amount AS debit, 0::bigint AS credit FROM ins i
    UNION ALL
    SELECT i.credit_account_id, 0::bigint, i.amount FROM ins i
  ), moved AS (
    UPDATE ledger_accounts a SET
      debits_posted = a.debits_posted + m.debit,
      credits_posted = a.credits_posted + m.credit
    FROM (SELECT l.account, sum(l.debit)::bigint AS debit, sum(l.credit)::bigint AS credit
          FROM legs l GROUP BY l.account) m
    WHERE a.id = m.account
  )
  SELECT array_agg(i.transfer_key), array_agg(i.id)
  INTO v_keys, v_new
  FROM ins i;

  v_keys := coalesce(v_keys, '{}');
  v_new := coalesce(v_new, '{}');
  -- A new statement, so a new snapshot: the keys that were taken are read as they now stand.
  IF cardinality(v_keys) < jsonb_array_length(p_transfers) AND EXISTS (
    SELECT 1
    FROM jsonb_to_recordset(p_transfers) AS x(key text, debit bigint, credit bigint, amount bigint,
      currency text, reason text)
    JOIN ledger_transfers t ON t.transfer_key = x.key
    WHERE x.key <> ALL (v_keys)
      AND (t.kind <> 'single' OR t.debit_account_id <> x.debit OR t.credit_account_id <> x.credit
           OR t.amount <> x.amount OR t.currency <> x.currency OR t.reason <> x.reason)) THEN
    RAISE EXCEPTION 'LEDGER:IDEMPOTENCY_CONFLICT';
  END IF;

  -- A replay's id is looked up only for the keys that did not insert (COALESCE stops early).
  RETURN QUERY
  SELECT x.key, coalesce(n.id,
    (SELECT t.id FROM ledger_transfers t WHERE t.transfer_key = x.key)), n.id IS NULL
  FROM ROWS FROM (jsonb_to_recordset(p_transfers) AS (key text)) WITH ORDINALITY AS x(key, ord)
  LEFT JOIN unnest(v_keys, v_new) AS n(key, id) ON n.key = x.key
  ORDER BY x.ord;
END;
$$;
