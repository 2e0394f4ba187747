CREATE TABLE "sports_cashout_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"odds" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports_cashout_quotes" ADD CONSTRAINT "sports_cashout_quotes_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_cashout_quotes_bet_idx" ON "sports_cashout_quotes" USING btree ("bet_id");