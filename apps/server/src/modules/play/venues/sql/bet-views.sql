-- What other modules may read of venue bets in their SQL (docs/decisions/module-views.md): settled
-- bets with their stake, valid stake (turnover) and payout. Read as part of `settled_bets` (every
-- settled bet of the play area, modules/play/sportsbook/sql/sportsbook-views.sql).
CREATE OR REPLACE VIEW venue_settled_bets AS
SELECT site_code, member_id, currency, stake, valid_stake, payout, settled_at
  FROM venue_bets
 WHERE state = 'settled';

-- A member's venue bets as the betting records list them (with the book's, in `bet_records`,
-- modules/play/sportsbook/sql/sportsbook-views.sql).
CREATE OR REPLACE VIEW venue_bet_records AS
SELECT id AS row_id, member_id, venue_code, bet_id, game_code, round, stake, valid_stake, payout,
       state, placed_at, settled_at, detail
  FROM venue_bets;
