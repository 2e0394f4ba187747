CREATE TABLE "coin_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"side" text NOT NULL,
	"network" text NOT NULL,
	"rate" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"usdt" bigint NOT NULL,
	"network_fee" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_by" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_quotes_side_check" CHECK ("coin_quotes"."side" in ('buy', 'sell')),
	CONSTRAINT "coin_quotes_amounts_check" CHECK ("coin_quotes"."amount" > 0 and "coin_quotes"."usdt" > "coin_quotes"."network_fee")
);
--> statement-breakpoint
CREATE TABLE "coin_settings" (
	"site_code" text PRIMARY KEY NOT NULL,
	"sell_rate" text NOT NULL,
	"network_fees" jsonb NOT NULL,
	"partners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "coin" jsonb;--> statement-breakpoint
ALTER TABLE "coin_quotes" ADD CONSTRAINT "coin_quotes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_settings" ADD CONSTRAINT "coin_settings_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_quotes_member_idx" ON "coin_quotes" USING btree ("member_id","created_at");