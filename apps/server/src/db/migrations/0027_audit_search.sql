-- The console searches the audit log by who acted and by brand (issue 24). audit_log belongs to
-- kirin_audit (0023), and only its owner may index it: an application role that is not a
-- superuser borrows the owner's membership for these statements only, as 0023 did.
DO $$
DECLARE
  app text := current_user;
  super boolean := (SELECT rolsuper FROM pg_roles WHERE rolname = current_user);
  owner text := (SELECT tableowner FROM pg_tables
                  WHERE tablename = 'audit_log' AND schemaname = current_schema());
  lent boolean := false;
BEGIN
  IF NOT super AND owner <> app AND NOT pg_has_role(app, owner, 'MEMBER') THEN
    EXECUTE format('GRANT %I TO %I', owner, app);
    lent := true;
  END IF;
  CREATE INDEX IF NOT EXISTS "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id","at");
  CREATE INDEX IF NOT EXISTS "audit_log_actor_name_idx" ON "audit_log" USING btree (lower("actor_name"),"at");
  CREATE INDEX IF NOT EXISTS "audit_log_site_at_idx" ON "audit_log" USING btree ("site_code","at");
  IF lent THEN
    EXECUTE format('REVOKE %I FROM %I', owner, app);
  END IF;
END $$;
