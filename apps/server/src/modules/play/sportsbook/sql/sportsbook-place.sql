-- Repeatable: applied after the migrations whenever this file's text changes (db/repeatable-sql.ts),
-- so the definition here is the one that runs. Change a function here, never in a migration.

-- Adds (or, negative, removes) a bet's stake and potential payout to the liability of each of its
-- selections; answers the markets still open whose selection now passes the market's limit (the
-- limit is in major units; p_scale is the currency's decimals).
CREATE OR REPLACE FUNCTION sportsbook_add_liability(
  p_selection_ids bigint[],
  p_currency text,
  p_scale integer,
  p_stake bigint,
  p_payout bigint
) RETURNS TABLE (market_id bigint)
LANGUAGE plpgsql AS $$
BEGIN
  -- PL/pgSQL, not SQL: a function in SQL is planned again at every call.
  RETURN QUERY
  WITH added AS (
    INSERT INTO sports_liabilities AS l (selection_id, currency, stakes, liability)
    SELECT s.id, p_currency, p_stake, p_payout FROM unnest(p_selection_ids) AS s(id)
    ON CONFLICT (selection_id, currency) DO UPDATE
      SET stakes = l.stakes + excluded.stakes, liability = l.liability + excluded.liability
    RETURNING l.selection_id, l.liability)
  SELECT DISTINCT m.id
    FROM added a
    JOIN sports_selections s ON s.id = a.selection_id
    JOIN sports_markets m ON m.id = s.market_id
   WHERE m.state = 'open'
     AND a.liability > trunc(m.liability_limit::numeric * power(10::numeric, p_scale))::bigint;
END;
$$;

-- What a member's wager or loss limit has used since `p_from` (docs/decisions/limits.md), before
-- the stake now asked for: the bet's (sportsbook_place) or a transfer into a venue's (the protection
-- module asks through BetService.playUsed). Wager: stakes of the book's and venues' bets placed since
-- then, void ones aside. Loss: stakes minus payouts of those settled since then, plus what may yet
-- be lost: the stakes of the book's open bets and the money in the member's venue wallets or on its
-- way there (the ledger's). Each sum reads one index (member, instant).
CREATE OR REPLACE FUNCTION member_play_used(p_member bigint, p_kind text, p_from timestamptz)
RETURNS bigint
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF p_kind = 'wager' THEN
    RETURN (SELECT coalesce(sum(b.stake), 0) FROM sports_bets b
             WHERE b.member_id = p_member AND b.created_at >= p_from AND b.state <> 'void')
         + (SELECT coalesce(sum(r.stake), 0) FROM venue_bet_records r
             WHERE r.member_id = p_member AND r.placed_at >= p_from AND r.state <> 'void');
  END IF;
  RETURN (SELECT coalesce(sum(b.stake - coalesce(b.payout, 0)), 0) FROM sports_bets b
           WHERE b.member_id = p_member AND b.state <> 'open' AND b.settled_at >= p_from)
       + (SELECT coalesce(sum(b.stake), 0) FROM sports_bets b
           WHERE b.member_id = p_member AND b.state = 'open')
       + (SELECT coalesce(sum(r.stake - coalesce(r.payout, 0)), 0) FROM venue_bet_records r
           WHERE r.member_id = p_member AND r.state = 'settled' AND r.settled_at >= p_from)
       + (SELECT coalesce(sum(a.credits_posted - a.debits_posted + a.credits_pending), 0)
            FROM ledger_accounts a WHERE a.member_id = p_member AND a.kind = 'member_venue');
END;
$$;

-- A member's bet in one round trip (bench:bets: a bet was eleven, and the server's thread spent
-- most of its time sending them). The rules are API.md's "Sportsbook", in this order: the member
-- (its row locked, as every movement of the member's money does), the Idempotency-Key (claimed
-- here, scoped to the member; a replay answers what the first call stored), then the offers, their
-- markets share-locked so that a trader's change or a result's settlement waits for the bet:
-- NOT_FOUND, MARKET_SUSPENDED, PARLAY_SAME_EVENT, ODDS_CHANGED (acceptOdds none / higher / any),
-- STAKE_LIMIT (the markets' smallest maximum times the member's stake factor, and no more than
-- keeps the payout within p.max_payout). A refusal writes nothing and frees the key. With
-- p.hold_live a bet on a live event answers {delay: true} instead of being taken: the caller waits
-- the bet delay and calls again, when everything is checked anew.
-- LIMIT_REACHED (docs/decisions/limits.md): p.limits are the member's wager and loss limits in
-- force, each {kind, period, amount, from} (from: the start of its Beijing period), read by the
-- protection module; checked after STAKE_LIMIT, under the member's row lock, so two bets at once
-- cannot both pass. Wager: the stakes of the book's bets placed since `from` and of venue bets
-- placed since then (void ones aside), plus this stake. Loss: stakes minus payouts of the book's
-- and venues' bets settled since `from`, plus the stakes of the book's open bets, the money at
-- venues and this stake (member_play_used).
-- Taken: the bet and its legs, the stake from central to the member's locked funds through
-- ledger_transfer (key 'sb:<bet>:stake'), the selections' liability (markets past their limit
-- suspended), and the answer stored with the key. An error raised by the ledger
-- (INSUFFICIENT_FUNDS) undoes the whole call.
-- p: {member_id, site_code, currency, scale, scope, key (null: none), hash, stake, min_stake,
-- max_payout, accept, hold_live, debit_id, credit_id, legs: [{selection_id, odds}], limits (may be
-- absent)}; amounts in minor units. Answers {refusal, ...} | {delay: true} | {replay: answer} |
-- {bet: answer, suspended: [market]}.
--
-- A generic plan for every statement: with custom plans (the default for the first executions and
-- whenever a generic plan looks dearer) each call planned its statements again, a third of its time.
CREATE OR REPLACE FUNCTION sportsbook_place(p jsonb) RETURNS jsonb
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_member bigint := (p->>'member_id')::bigint;
  v_scope text := p->>'scope';
  v_key text := p->>'key';
  v_stake bigint := (p->>'stake')::bigint;
  v_scale integer := (p->>'scale')::integer;
  v_accept text := p->>'accept';
  -- The legs as arrays (ids are distinct, the caller checked): a set of rows from the JSON would
  -- be estimated at 100 and joined by scanning the book's tables.
  v_ids bigint[] := ARRAY(SELECT (l->>'selection_id')::bigint FROM jsonb_array_elements(p->'legs') l);
  v_seen integer[] := ARRAY(SELECT (l->>'odds')::integer FROM jsonb_array_elements(p->'legs') l);
  v_stored record;
  v_n integer;
  v_closed boolean;
  v_changed boolean;
  v_live boolean;
  v_events integer;
  v_odds integer[];
  v_o integer;
  v_max bigint;
  v_factor numeric;
  v_limit bigint;
  v_product numeric := 1;
  v_den numeric := 1;
  v_combined bigint;
  v_payout bigint;
  v_current jsonb;
  v_legs jsonb;
  v_bet sports_bets%ROWTYPE;
  v_over bigint[];
  v_answer jsonb;
  v_lim jsonb;
  v_from timestamptz;
  v_used bigint;
BEGIN
  PERFORM 1 FROM members WHERE id = v_member FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('refusal', 'SESSION');
  END IF;

  IF v_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (scope, key, request_hash) VALUES (v_scope, v_key, p->>'hash')
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT k.request_hash, k.response INTO v_stored
        FROM idempotency_keys k WHERE k.scope = v_scope AND k.key = v_key;
      IF v_stored.request_hash <> p->>'hash' OR v_stored.response IS NULL THEN
        RETURN jsonb_build_object('refusal', 'IDEMPOTENCY_CONFLICT');
      END IF;
      RETURN jsonb_build_object('replay', v_stored.response);
    END IF;
  END IF;

  SELECT count(*)::integer,
         coalesce(bool_or(o.market_state <> 'open' OR o.event_state NOT IN ('prematch', 'live')), false),
         count(DISTINCT o.event_id)::integer,
         coalesce(bool_or(NOT (o.odds = o.seen OR v_accept = 'any'
           OR (v_accept = 'higher' AND o.odds > o.seen))), false),
         coalesce(bool_or(o.event_state = 'live'), false),
         min(trunc(o.max_stake::numeric * power(10::numeric, v_scale))::bigint),
         array_agg(o.odds ORDER BY o.n),
         jsonb_agg(jsonb_build_object('selectionId', o.selection_id, 'odds', o.odds) ORDER BY o.n),
         jsonb_agg(jsonb_build_object('legNo', o.n, 'selectionId', o.selection_id,
           'marketId', o.market_id, 'eventId', o.event_id, 'odds', o.odds, 'type', o.type,
           'line', o.line, 'outcome', o.outcome, 'league', o.league, 'home', o.home, 'away', o.away,
           'startsAt', o.starts_at) ORDER BY o.n)
    INTO v_n, v_closed, v_events, v_changed, v_live, v_max, v_odds, v_current, v_legs
    FROM (SELECT array_position(v_ids, s.id) AS n, v_seen[array_position(v_ids, s.id)] AS seen,
                 s.id AS selection_id, s.odds, s.outcome, m.id AS market_id, m.type, m.line,
                 m.state AS market_state, m.max_stake, e.id AS event_id, e.state AS event_state,
                 e.league, e.home, e.away, e.starts_at
            FROM sports_selections s
            JOIN sports_markets m ON m.id = s.market_id
            JOIN sports_events e ON e.id = m.event_id
           WHERE s.id = ANY(v_ids)
             FOR SHARE OF m) AS o;

  IF v_n < cardinality(v_ids) THEN
    v_answer := jsonb_build_object('refusal', 'NOT_FOUND');
  ELSIF v_closed THEN
    v_answer := jsonb_build_object('refusal', 'MARKET_SUSPENDED');
  ELSIF v_events < v_n THEN
    v_answer := jsonb_build_object('refusal', 'PARLAY_SAME_EVENT');
  ELSIF v_changed THEN
    v_answer := jsonb_build_object('refusal', 'ODDS_CHANGED', 'legs', v_current);
  ELSE
    FOREACH v_o IN ARRAY v_odds LOOP
      v_product := v_product * v_o;
      v_den := v_den * 1000;
    END LOOP;
    SELECT f.stake_factor::numeric INTO v_factor
      FROM sports_member_limits f WHERE f.member_id = v_member;
    -- timesMultiple (lib/finance-policy.ts): the factor in hundredths, rounded down; and no more
    -- than what keeps the payout within the book's largest (a long parlay's odds run to millions).
    v_limit := least(div(v_max * round(coalesce(v_factor, 1) * 100), 100),
      div((p->>'max_payout')::numeric * v_den, v_product))::bigint;
    IF v_stake < (p->>'min_stake')::bigint OR v_stake > v_limit THEN
      v_answer := jsonb_build_object('refusal', 'STAKE_LIMIT', 'min', (p->>'min_stake')::bigint,
        'max', v_limit);
    ELSE
      FOR v_lim IN SELECT l FROM jsonb_array_elements(coalesce(p->'limits', '[]'::jsonb)) l LOOP
        v_from := (v_lim->>'from')::timestamptz;
        v_used := member_play_used(v_member, v_lim->>'kind', v_from);
        IF v_used + v_stake > (v_lim->>'amount')::bigint THEN
          v_answer := jsonb_build_object('refusal', 'LIMIT_REACHED', 'kind', v_lim->>'kind',
            'period', v_lim->>'period', 'amount', v_lim->>'amount', 'used', v_used::text);
          EXIT;
        END IF;
      END LOOP;
      IF v_answer IS NULL AND (p->>'hold_live')::boolean AND v_live THEN
        v_answer := jsonb_build_object('delay', true);
      END IF;
    END IF;
  END IF;
  IF v_answer IS NOT NULL THEN
    IF v_key IS NOT NULL THEN
      DELETE FROM idempotency_keys k WHERE k.scope = v_scope AND k.key = v_key;
    END IF;
    RETURN v_answer;
  END IF;

  -- settlement.ts: the product of the odds rounded down to thousandths is the bet's odds; the
  -- potential payout is the stake times that product, rounded down to the minor unit.
  v_combined := div(v_product * 1000, v_den)::bigint;
  v_payout := div(v_stake * v_product, v_den)::bigint;
  INSERT INTO sports_bets (site_code, member_id, currency, stake, odds, potential_payout)
  VALUES (p->>'site_code', v_member, p->>'currency', v_stake,
    (v_combined / 1000)::text || '.' || lpad((v_combined % 1000)::text, 3, '0'), v_payout)
  RETURNING * INTO v_bet;
  INSERT INTO sports_bet_legs (bet_id, leg_no, selection_id, market_id, event_id, odds)
  SELECT v_bet.id, (l->>'legNo')::smallint, (l->>'selectionId')::bigint, (l->>'marketId')::bigint,
         (l->>'eventId')::bigint, (l->>'odds')::integer
    FROM jsonb_array_elements(v_legs) AS l;
  PERFORM ledger_transfer('sb:' || v_bet.id || ':stake', 'single', (p->>'debit_id')::bigint,
    (p->>'credit_id')::bigint, v_stake, p->>'currency', 'sports_bet', NULL, NULL,
    jsonb_build_object('betId', v_bet.id));

  SELECT coalesce(array_agg(a.market_id), '{}') INTO v_over
    FROM sportsbook_add_liability(
      ARRAY(SELECT (l->>'selectionId')::bigint FROM jsonb_array_elements(v_legs) AS l),
      p->>'currency', v_scale, v_stake, v_payout) AS a;
  IF cardinality(v_over) > 0 THEN
    UPDATE sports_markets SET state = 'suspended' WHERE id = ANY(v_over);
  END IF;

  v_answer := jsonb_build_object('id', v_bet.id, 'currency', v_bet.currency,
    'stake', v_bet.stake::text, 'odds', v_bet.odds, 'potentialPayout', v_bet.potential_payout::text,
    'placedAt', v_bet.created_at, 'legs', v_legs);
  IF v_key IS NOT NULL THEN
    UPDATE idempotency_keys k SET response = v_answer WHERE k.scope = v_scope AND k.key = v_key;
  END IF;
  RETURN jsonb_build_object('bet', v_answer, 'suspended', to_jsonb(v_over));
END;
$$;
