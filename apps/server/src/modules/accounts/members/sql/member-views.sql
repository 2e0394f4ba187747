-- What other modules may read of members in their SQL (docs/decisions/module-views.md): the
-- account name operators' lists show, the site, level and inviter that messages, VIP and agent
-- reports count by. No password hashes, no contact details.
CREATE OR REPLACE VIEW member_accounts AS
SELECT id, site_code, account, vip_level, inviter_id, marketing_messages, disabled_at, created_at
  FROM members;
