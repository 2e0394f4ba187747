CREATE TABLE "sports_bet_legs" (
	"bet_id" bigint NOT NULL,
	"leg_no" smallint NOT NULL,
	"selection_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"odds" integer NOT NULL,
	"result" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "sports_bet_legs_bet_id_leg_no_pk" PRIMARY KEY("bet_id","leg_no"),
	CONSTRAINT "sports_bet_legs_result_check" CHECK ("sports_bet_legs"."result" in ('open', 'won', 'lost', 'half_won', 'half_lost', 'push', 'void'))
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" text NOT NULL,
	"potential_payout" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"payout" bigint,
	"paid" bigint DEFAULT 0 NOT NULL,
	"owed" bigint DEFAULT 0 NOT NULL,
	"settle_version" integer DEFAULT 0 NOT NULL,
	"settle_due" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_bets_stake_check" CHECK ("sports_bets"."stake" > 0),
	CONSTRAINT "sports_bets_state_check" CHECK ("sports_bets"."state" in ('open', 'won', 'lost', 'half_won', 'half_lost', 'push', 'void', 'cashed_out'))
);
--> statement-breakpoint
CREATE TABLE "sports_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"league" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'prematch' NOT NULL,
	"score_home" integer,
	"score_away" integer,
	"result_home" integer,
	"result_away" integer,
	"result_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_events_state_check" CHECK ("sports_events"."state" in ('prematch', 'live', 'ended', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sports_markets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"type" text NOT NULL,
	"line" integer,
	"state" text DEFAULT 'open' NOT NULL,
	"max_stake" text DEFAULT '10000' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_markets_type_check" CHECK ("sports_markets"."type" in ('1x2', 'ah', 'ou', 'cs')),
	CONSTRAINT "sports_markets_state_check" CHECK ("sports_markets"."state" in ('open', 'suspended', 'settled', 'void'))
);
--> statement-breakpoint
CREATE TABLE "sports_selections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"odds" integer NOT NULL,
	"result" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sports_selections_odds_check" CHECK ("sports_selections"."odds" > 1000)
);
--> statement-breakpoint
ALTER TABLE "operators" DROP CONSTRAINT "operators_role_check";--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_selection_id_sports_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sports_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_selections" ADD CONSTRAINT "sports_selections_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_bet_legs_selection_idx" ON "sports_bet_legs" USING btree ("selection_id");--> statement-breakpoint
CREATE INDEX "sports_bet_legs_event_idx" ON "sports_bet_legs" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sports_bets_member_idx" ON "sports_bets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "sports_bets_due_idx" ON "sports_bets" USING btree ("id") WHERE "sports_bets"."settle_due";--> statement-breakpoint
CREATE INDEX "sports_events_starts_idx" ON "sports_events" USING btree ("state","starts_at");--> statement-breakpoint
CREATE INDEX "sports_markets_event_idx" ON "sports_markets" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_selections_outcome_idx" ON "sports_selections" USING btree ("market_id","outcome");--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_check" CHECK ("operators"."role" in ('admin', 'finance', 'support', 'trader'));