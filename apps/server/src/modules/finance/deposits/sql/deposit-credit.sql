-- Repeatable: applied after the migrations whenever this file's text changes (db/repeatable-sql.ts),
-- so the definition here is the one that runs. Change a function here, never in a migration.

-- Crediting a deposit, its one implementation: an operator's confirm and a gateway's callback
-- (creditOrder, deposit-credit.ts) and the callback's fast path below all end here. The caller
-- holds the order's row lock and has checked that the order may be credited. In the caller's
-- transaction: the turnover the deposit requires, the money (ledger_transfer, from the member's
-- house deposit shard, see house() in modules/wallet/wallet-accounts.ts, to the member's central
-- wallet), and the order marked credited with the transfer's id. The transfer key
-- 'deposit:<orderNo>' makes a second call move nothing even if the state check were skipped.
-- Takes the order's row as the caller read it (no second read); answers the transfer's id.
CREATE OR REPLACE FUNCTION deposit_credit(
  o deposit_orders,
  p_required bigint,
  p_house_shards integer,
  p_meta jsonb,
  p_decided_by bigint,
  p_now timestamptz
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_house bigint;
  v_member bigint;
  v_transfer bigint;
  v_key text;
BEGIN
  v_key := 'deposit:' || o.order_no;

  IF p_required > 0 THEN
    INSERT INTO turnover_entries (member_id, kind, amount, source)
    VALUES (o.member_id, 'require', p_required, v_key)
    ON CONFLICT DO NOTHING;
  END IF;
  -- Both accounts in one statement (two lookups of the identity index); ledger_account creates
  -- one only on a first deposit. The house's deposit shard is every credit's hot row: touched in
  -- the last statements, so its lock is held as briefly as can be.
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

  UPDATE deposit_orders d SET state = 'credited', transfer_id = v_transfer,
    decided_by = p_decided_by, decided_at = p_now
  WHERE d.id = o.id;
  RETURN v_transfer;
END;
$$;

-- A payment gateway's callback credits its order in one round trip when all it claims matches:
-- under the order's row lock, an order still pending on this channel with the claimed amount,
-- currency and payment id is credited (deposit_credit) and gets its audit entry, in the
-- statement's one transaction. Anything else changes nothing and returns no row: the service then
-- reads the order again to say why (deposit-callback.ts), so refusals, and operator
-- confirmations, keep their one implementation in TypeScript. Its guard mirrors `mismatch`
-- (deposit-callback.ts): a change to either is a change here too.
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
  v_transfer bigint;
BEGIN
  SELECT * INTO o FROM deposit_orders d WHERE d.order_no = p_order_no FOR UPDATE;
  IF NOT FOUND OR o.channel_id <> p_channel_id OR o.state <> 'pending' OR o.amount <> p_amount
     OR o.currency <> p_currency
     OR (coalesce(o.gateway_payment_id, '') <> ''
         AND o.gateway_payment_id IS DISTINCT FROM p_payment_id) THEN
    RETURN;
  END IF;
  v_transfer := deposit_credit(o, p_required, p_house_shards, p_meta, NULL, p_now);

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
