CREATE TABLE "agent_schemes" (
	"site_code" text PRIMARY KEY NOT NULL,
	"basis" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"depth" integer DEFAULT 3 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_schemes_basis_check" CHECK ("agent_schemes"."basis" in ('net_revenue', 'turnover')),
	CONSTRAINT "agent_schemes_depth_check" CHECK ("agent_schemes"."depth" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"period" text NOT NULL,
	"agents" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"run_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_birthdays" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"birth_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popups_audience_check" CHECK ("popups"."audience" in ('all', 'guest', 'member'))
);
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"redemption_id" bigint,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_applications_state_check" CHECK ("promotion_applications"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"banner_url" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"bonus_rate" text DEFAULT '0' NOT NULL,
	"bonus_cap" bigint DEFAULT 0 NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"turnover_multiple" text DEFAULT '1' NOT NULL,
	"auto_approve" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" in ('info', 'apply'))
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"basis" bigint DEFAULT 0 NOT NULL,
	"rate" text DEFAULT '' NOT NULL,
	"turnover_multiple" text DEFAULT '0' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemptions_kind_check" CHECK ("redemptions"."kind" in ('rebate', 'upgrade', 'birthday', 'activity', 'commission')),
	CONSTRAINT "redemptions_amount_check" CHECK ("redemptions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"cause" text NOT NULL,
	"operator_id" bigint,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_changes_cause_check" CHECK ("vip_changes"."cause" in ('evaluation', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"site_code" text NOT NULL,
	"level" integer NOT NULL,
	"name" jsonb NOT NULL,
	"min_deposits" bigint NOT NULL,
	"min_turnover" bigint NOT NULL,
	"daily_withdraw_count" integer NOT NULL,
	"daily_withdraw_limit" bigint NOT NULL,
	"rebate_rate" text NOT NULL,
	"upgrade_bonus" bigint NOT NULL,
	"birthday_bonus" bigint NOT NULL,
	"bonus_turnover_multiple" text DEFAULT '1' NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_site_code_level_pk" PRIMARY KEY("site_code","level"),
	CONSTRAINT "vip_levels_level_check" CHECK ("vip_levels"."level" between 0 and 10),
	CONSTRAINT "vip_levels_amounts_check" CHECK ("vip_levels"."min_deposits" >= 0 and "vip_levels"."min_turnover" >= 0 and "vip_levels"."daily_withdraw_limit" >= 0
        and "vip_levels"."upgrade_bonus" >= 0 and "vip_levels"."birthday_bonus" >= 0 and "vip_levels"."daily_withdraw_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_schemes" ADD CONSTRAINT "agent_schemes_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_run_by_operators_id_fk" FOREIGN KEY ("run_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_birthdays" ADD CONSTRAINT "member_birthdays_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_redemption_id_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_changes" ADD CONSTRAINT "vip_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_changes" ADD CONSTRAINT "vip_changes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_period_idx" ON "agent_settlements" USING btree ("site_code","period");--> statement-breakpoint
CREATE INDEX "popups_site_idx" ON "popups" USING btree ("site_code","published");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_member_idx" ON "promotion_applications" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "promotion_applications_state_idx" ON "promotion_applications" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "promotions_site_idx" ON "promotions" USING btree ("site_code","published","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_period_idx" ON "redemptions" USING btree ("member_id","kind","period");--> statement-breakpoint
CREATE INDEX "redemptions_member_idx" ON "redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "vip_changes_member_idx" ON "vip_changes" USING btree ("member_id","created_at");