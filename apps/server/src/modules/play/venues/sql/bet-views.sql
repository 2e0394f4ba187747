-- What other modules may read of bets in their SQL (docs/decisions/module-views.md): settled bets
-- with their stake, valid stake (turnover) and payout, for VIP thresholds and agent reports.
CREATE OR REPLACE VIEW settled_bets AS
SELECT site_code, member_id, currency, stake, valid_stake, payout, settled_at
  FROM venue_bets
 WHERE state = 'settled';
