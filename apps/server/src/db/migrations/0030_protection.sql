CREATE TABLE "member_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"site_code" text NOT NULL,
	"kind" text NOT NULL,
	"until" timestamp with time zone,
	"area_code" text,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_limit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"action" text NOT NULL,
	"from_amount" bigint,
	"to_amount" bigint,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_limits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	"effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_exclusions" ADD CONSTRAINT "member_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_limit_changes" ADD CONSTRAINT "member_limit_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_limits" ADD CONSTRAINT "member_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_exclusions_member_idx" ON "member_exclusions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_exclusions_phone_idx" ON "member_exclusions" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "member_exclusions_email_idx" ON "member_exclusions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "member_limit_changes_member_idx" ON "member_limit_changes" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_limits_member_kind_period_idx" ON "member_limits" USING btree ("member_id","kind","period");--> statement-breakpoint
-- Limits' history and restrictions are evidence: rows are only added (audit_log's function).
CREATE TRIGGER member_limit_changes_append_only
  BEFORE UPDATE OR DELETE ON member_limit_changes
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER member_exclusions_append_only
  BEFORE UPDATE OR DELETE ON member_exclusions
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
