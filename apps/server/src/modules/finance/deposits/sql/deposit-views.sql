-- What other modules may read of deposits in their SQL (docs/decisions/module-views.md): credited
-- deposits, for VIP thresholds and agent reports. `credited_at` is when the order was decided.
CREATE OR REPLACE VIEW credited_deposits AS
SELECT id, order_no, site_code, member_id, currency, amount, decided_at AS credited_at
  FROM deposit_orders
 WHERE state = 'credited';
