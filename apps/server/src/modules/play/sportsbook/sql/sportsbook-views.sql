-- What other modules may read of sportsbook bets in their SQL (docs/decisions/module-views.md).
-- Valid stake (turnover) of a settled bet: its stake when won, lost or cashed out, half of it for
-- a half result, nothing for a push or a void (docs/decisions/sportsbook.md).
CREATE OR REPLACE VIEW sports_settled_bets AS
SELECT site_code, member_id, currency, stake,
       CASE WHEN state IN ('won', 'lost', 'cashed_out') THEN stake
            WHEN state IN ('half_won', 'half_lost') THEN stake / 2
            ELSE 0 END AS valid_stake,
       coalesce(payout, 0) AS payout, settled_at
  FROM sports_bets
 WHERE state <> 'open';

-- Every settled bet of the play area, venues' and the book's: VIP thresholds, rebates, agent
-- reports read turnover and net loss here.
CREATE OR REPLACE VIEW settled_bets AS
SELECT site_code, member_id, currency, stake, valid_stake, payout, settled_at FROM venue_settled_bets
UNION ALL
SELECT site_code, member_id, currency, stake, valid_stake, payout, settled_at FROM sports_settled_bets;
