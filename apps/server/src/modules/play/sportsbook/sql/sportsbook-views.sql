-- What other modules may read of sportsbook bets in their SQL (docs/decisions/module-views.md).
-- Valid stake (turnover) of a bet: its stake when won, lost or cashed out, half of it for a half
-- result, nothing for a push, a void or a bet still open (docs/decisions/sportsbook.md).
CREATE OR REPLACE VIEW sports_bet_records AS
SELECT id AS row_id, site_code, member_id, currency, stake,
       CASE WHEN state IN ('won', 'lost', 'cashed_out') THEN stake
            WHEN state IN ('half_won', 'half_lost') THEN stake / 2
            ELSE 0 END AS valid_stake,
       coalesce(payout, 0) AS payout, state, created_at AS placed_at, settled_at
  FROM sports_bets;

CREATE OR REPLACE VIEW sports_settled_bets AS
SELECT site_code, member_id, currency, stake, valid_stake, payout, settled_at
  FROM sports_bet_records
 WHERE state <> 'open';

-- Every settled bet of the play area, venues' and the book's: VIP thresholds, rebates, agent
-- reports read turnover and net loss here.
CREATE OR REPLACE VIEW settled_bets AS
SELECT site_code, member_id, currency, stake, valid_stake, payout, settled_at FROM venue_settled_bets
UNION ALL
SELECT site_code, member_id, currency, stake, valid_stake, payout, settled_at FROM sports_settled_bets;

-- Every bet of a member, venues' and the book's, as the betting records list them: a book's bet is
-- `open`, `void` (its event cancelled) or `settled` (won, lost, half, push or cashed out).
CREATE OR REPLACE VIEW bet_records AS
SELECT 'venue'::text AS source, row_id, member_id, venue_code, bet_id, game_code, round, stake,
       valid_stake, payout, state, placed_at, settled_at, detail
  FROM venue_bet_records
UNION ALL
SELECT 'sports'::text, row_id, member_id, 'sportsbook'::text, row_id::text, ''::text,
       row_id::text, stake, valid_stake, payout,
       CASE state WHEN 'open' THEN 'open' WHEN 'void' THEN 'void' ELSE 'settled' END,
       placed_at, settled_at, '{}'::jsonb
  FROM sports_bet_records;
