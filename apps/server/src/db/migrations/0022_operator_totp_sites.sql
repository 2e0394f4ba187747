ALTER TABLE "operator_sessions" ADD COLUMN "stage" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "system" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "sites" text[];--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_stage_check" CHECK ("operator_sessions"."stage" in ('enrol', 'full'));--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_sites_check" CHECK ("operators"."sites" is null or cardinality("operators"."sites") > 0);