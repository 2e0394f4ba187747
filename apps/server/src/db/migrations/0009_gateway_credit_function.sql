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
--> statement-breakpoint
-- A payment gateway's callback credits its order in one round trip when all it claims matches:
-- under the order's row lock, an order still pending on this channel with the claimed amount,
-- currency and payment id gets its turnover requirement, the money (ledger_transfer, from the
-- member's house deposit shard, see house() in modules/wallet/wallet-accounts.ts), the state
-- credited and its audit entry, in the statement's one transaction. Anything else changes nothing
-- and returns no row: the service then reads the order again to say why (deposit-callback.ts), so
-- refusals, and operator confirmations, keep their one implementation in TypeScript. Its guard
-- mirrors `mismatch` (deposit-callback.ts) and its steps `creditOrder` (deposit-credit.ts): a
-- change to either is a change here too.
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
  SELECT a.id INTO v_member
  FROM ledger_account(o.site_code, 'member_central', o.member_id, '', 0::smallint, o.currency) a;
  SELECT a.id INTO v_house
  FROM ledger_account(o.site_code, 'house_deposit', NULL, '',
    (o.member_id % p_house_shards)::smallint, o.currency) a;
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

  RETURN QUERY SELECT o.id, o.site_code, o.member_id, o.currency, v_transfer;
END;
$$;
