-- What other modules may read of withdrawals in their SQL (docs/decisions/module-views.md): paid
-- withdrawals, for the operators' dashboard. `amount` is what left the member's wallet, `fee` the
-- part of it kept as the site's fee income (the member received amount − fee); `paid_at` is when
-- the order was decided.
CREATE OR REPLACE VIEW paid_withdrawals AS
SELECT id, order_no, site_code, member_id, currency, amount, fee, decided_at AS paid_at
  FROM withdrawals
 WHERE state = 'paid';
