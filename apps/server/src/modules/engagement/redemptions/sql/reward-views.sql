-- What other modules may read of rewards in their SQL (docs/decisions/module-views.md): every
-- reward credited (rebates, upgrade and birthday bonuses, activity bonuses, commissions), for
-- VIP, agent reports and promotions.
CREATE OR REPLACE VIEW reward_credits AS
SELECT id, site_code, member_id, kind, period, currency, amount, basis, rate, created_at
  FROM redemptions;
