CREATE TABLE "books_check_cursor" (
	"id" smallint PRIMARY KEY NOT NULL,
	"checked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "books_check_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"since" timestamp with time zone,
	"ok" boolean NOT NULL,
	"violations" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_discrepancies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"venue_code" text NOT NULL,
	"currency" text NOT NULL,
	"venue_balance" bigint NOT NULL,
	"booked_balance" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	"transfer_id" bigint,
	CONSTRAINT "venue_discrepancies_state_check" CHECK ("venue_discrepancies"."state" in ('open', 'cleared', 'booked'))
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" DROP CONSTRAINT "deposit_orders_state_check";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "fee_transfer_id" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "approved_by" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
-- Bets pulled before play was booked bet by bet were booked as balance differences: none of them
-- is booked again. New rows start unbooked.
ALTER TABLE "venue_bets" ADD COLUMN "booked" text DEFAULT 'outside' NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_bets" ALTER COLUMN "booked" SET DEFAULT 'none';--> statement-breakpoint
ALTER TABLE "venue_discrepancies" ADD CONSTRAINT "venue_discrepancies_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_discrepancies" ADD CONSTRAINT "venue_discrepancies_closed_by_operators_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_discrepancies" ADD CONSTRAINT "venue_discrepancies_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "venue_discrepancies_open_idx" ON "venue_discrepancies" USING btree ("member_id","venue_code") WHERE "venue_discrepancies"."state" = 'open';--> statement-breakpoint
CREATE INDEX "venue_discrepancies_site_idx" ON "venue_discrepancies" USING btree ("site_code","state","last_seen_at");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_fee_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("fee_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_approved_by_operators_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_orders_creating_idx" ON "deposit_orders" USING btree ("created_at") WHERE "deposit_orders"."state" = 'creating';--> statement-breakpoint
CREATE INDEX "venue_bets_unbooked_idx" ON "venue_bets" USING btree ("member_id","venue_code","id") WHERE "venue_bets"."booked" in ('none', 'stake');--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_state_check" CHECK ("deposit_orders"."state" in ('creating', 'pending', 'credited', 'rejected', 'expired', 'failed'));--> statement-breakpoint
ALTER TABLE "venue_bets" ADD CONSTRAINT "venue_bets_booked_check" CHECK ("venue_bets"."booked" in ('none', 'stake', 'done', 'outside'));