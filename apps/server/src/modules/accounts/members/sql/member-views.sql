-- What other modules may read of members in their SQL (docs/decisions/module-views.md): the
-- account name operators' lists show, the site, level and inviter that messages, VIP and agent
-- reports count by. No password hashes, no contact details.
CREATE OR REPLACE VIEW member_accounts AS
SELECT id, site_code, account, vip_level, inviter_id, marketing_messages, disabled_at, created_at
  FROM members;

-- Members' live sessions (not ended, not expired, the member not disabled) and when each was last
-- used, for the operators' dashboard (who is online). `last_seen_at` is refreshed at most once a
-- minute while the session is used (member-sessions.ts). No tokens, no addresses.
CREATE OR REPLACE VIEW live_member_sessions AS
SELECT s.member_id, m.site_code, s.last_seen_at
  FROM member_sessions s
  JOIN members m ON m.id = s.member_id
 WHERE s.ended_at IS NULL
   AND s.expires_at > now()
   AND m.disabled_at IS NULL;
