-- The audit log belongs to a role nobody signs in as (issue 20): the application keeps SELECT and
-- INSERT, and, not being the owner, can neither disable the append-only triggers, drop them, nor
-- update, delete or truncate. A superuser still can: production should not run as one (the
-- server warns at start; docs/decisions/operators-and-audit.md).
DO $$
DECLARE
  app text := current_user;
  super boolean := (SELECT rolsuper FROM pg_roles WHERE rolname = current_user);
BEGIN
  BEGIN
    CREATE ROLE kirin_audit NOLOGIN;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN
    NULL; -- roles are per cluster: another database of it made the role (or is making it)
  END;
  -- A role that is not a superuser hands the table over as a member of the new owner, for this
  -- moment only (a superuser needs no membership, and parallel test databases change none).
  IF NOT super THEN
    EXECUTE format('GRANT kirin_audit TO %I', app);
  END IF;
  -- An owner must be allowed to create in the table's schema (PostgreSQL 15 grants no one that on
  -- public but the database's owner); where the public schema is not ours to share, it is open.
  BEGIN
    GRANT USAGE, CREATE ON SCHEMA public TO kirin_audit;
  EXCEPTION WHEN insufficient_privilege THEN
    NULL;
  END;
  ALTER TABLE audit_log OWNER TO kirin_audit;
  ALTER FUNCTION audit_log_refuse_change() OWNER TO kirin_audit;
  EXECUTE format('GRANT SELECT, INSERT ON audit_log TO %I', app);
  EXECUTE format('GRANT USAGE ON SEQUENCE audit_log_id_seq TO %I', app);
  IF NOT super THEN
    EXECUTE format('REVOKE kirin_audit FROM %I', app);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE WARNING 'audit_log stays owned by %, who may not create roles', app;
END $$;
