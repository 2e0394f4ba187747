-- What other modules may read of time-outs and self-exclusions in their SQL
-- (docs/decisions/module-views.md): the members a restriction covers now, by member, phone or
-- email (the same person on another brand, as `restrictionsInForce` matches). Messages and pop-ups
-- that market are not shown to them (API.md, "Responsible gambling").
CREATE OR REPLACE VIEW restricted_members AS
SELECT m.id AS member_id, e.kind, e.until
  FROM member_exclusions e
  JOIN members m
    ON m.id = e.member_id
    OR (e.phone IS NOT NULL AND m.phone = e.phone AND m.area_code = e.area_code)
    OR (e.email IS NOT NULL AND lower(m.email) = lower(e.email))
 WHERE e.until IS NULL OR e.until > now();
