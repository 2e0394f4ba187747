CREATE TABLE "referral_rules" (
	"site_code" text PRIMARY KEY NOT NULL,
	"reward" bigint NOT NULL,
	"min_deposit" bigint NOT NULL,
	"turnover_multiple" text DEFAULT '1' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rules_reward_check" CHECK ("referral_rules"."reward" > 0),
	CONSTRAINT "referral_rules_min_deposit_check" CHECK ("referral_rules"."min_deposit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_kind_check";--> statement-breakpoint
ALTER TABLE "referral_rules" ADD CONSTRAINT "referral_rules_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_kind_check" CHECK ("redemptions"."kind" in ('rebate', 'upgrade', 'birthday', 'activity', 'commission', 'referral'));