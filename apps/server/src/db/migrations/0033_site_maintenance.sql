CREATE TABLE "site_maintenance" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"on" boolean NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_maintenance_window_check" CHECK (not "site_maintenance"."on" or "site_maintenance"."ends_at" > "site_maintenance"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "site_maintenance_site_idx" ON "site_maintenance" USING btree ("site_code","id");--> statement-breakpoint
-- What operators set is evidence: rows are only added (audit_log's function).
CREATE TRIGGER site_maintenance_append_only
  BEFORE UPDATE OR DELETE ON site_maintenance
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
