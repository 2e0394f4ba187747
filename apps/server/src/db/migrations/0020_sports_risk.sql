CREATE TABLE "sports_liabilities" (
	"selection_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"stakes" bigint DEFAULT 0 NOT NULL,
	"liability" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sports_liabilities_selection_id_currency_pk" PRIMARY KEY("selection_id","currency")
);
--> statement-breakpoint
CREATE TABLE "sports_member_limits" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"stake_factor" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports_markets" ADD COLUMN "liability_limit" text DEFAULT '500000' NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_liabilities" ADD CONSTRAINT "sports_liabilities_selection_id_sports_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sports_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_member_limits" ADD CONSTRAINT "sports_member_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;