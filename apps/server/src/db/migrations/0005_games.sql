CREATE TABLE "catalogue_versions" (
	"site_code" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"game_type" integer NOT NULL,
	"type" text DEFAULT 'grid' NOT NULL,
	"names" jsonb NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"icon_nor" text DEFAULT '' NOT NULL,
	"icon_sel" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'on' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_categories_state_check" CHECK ("game_categories"."state" in ('on', 'maintenance', 'off'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"category_id" bigint NOT NULL,
	"venue_code" text NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"descs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"big_img_url" text DEFAULT '' NOT NULL,
	"icon_url" text DEFAULT '' NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'on' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_state_check" CHECK ("games"."state" in ('on', 'maintenance', 'off'))
);
--> statement-breakpoint
CREATE TABLE "member_game_settings" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"auto_transfer" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_presence" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"game_id" text DEFAULT '' NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_bet_cursors" (
	"site_code" text NOT NULL,
	"venue_code" text NOT NULL,
	"cursor" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_bet_cursors_site_code_venue_code_pk" PRIMARY KEY("site_code","venue_code")
);
--> statement-breakpoint
CREATE TABLE "venue_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"venue_code" text NOT NULL,
	"bet_id" text NOT NULL,
	"game_code" text NOT NULL,
	"round" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_bets_state_check" CHECK ("venue_bets"."state" in ('open', 'settled', 'void'))
);
--> statement-breakpoint
CREATE TABLE "venue_players" (
	"member_id" bigint NOT NULL,
	"venue_code" text NOT NULL,
	"site_code" text NOT NULL,
	"player" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_players_member_id_venue_code_pk" PRIMARY KEY("member_id","venue_code")
);
--> statement-breakpoint
CREATE TABLE "venue_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trace_id" text NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"venue_code" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"pending_transfer_id" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"origin" text DEFAULT 'member' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "venue_transfers_trace_id_unique" UNIQUE("trace_id"),
	CONSTRAINT "venue_transfers_direction_check" CHECK ("venue_transfers"."direction" in ('in', 'out')),
	CONSTRAINT "venue_transfers_state_check" CHECK ("venue_transfers"."state" in ('pending', 'posted', 'voided')),
	CONSTRAINT "venue_transfers_amount_check" CHECK ("venue_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"adapter" text NOT NULL,
	"base_url" text NOT NULL,
	"credentials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'on' NOT NULL,
	"embeddable" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_state_check" CHECK ("venues"."state" in ('on', 'maintenance', 'off'))
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_category_id_game_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."game_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_game_settings" ADD CONSTRAINT "member_game_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_presence" ADD CONSTRAINT "member_presence_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_bets" ADD CONSTRAINT "venue_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_players" ADD CONSTRAINT "venue_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_transfers" ADD CONSTRAINT "venue_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_transfers" ADD CONSTRAINT "venue_transfers_pending_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("pending_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_categories_site_idx" ON "game_categories" USING btree ("site_code","sort");--> statement-breakpoint
CREATE INDEX "games_category_idx" ON "games" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "games_site_idx" ON "games" USING btree ("site_code");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_bets_bet_idx" ON "venue_bets" USING btree ("site_code","venue_code","bet_id");--> statement-breakpoint
CREATE INDEX "venue_bets_member_idx" ON "venue_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_players_player_idx" ON "venue_players" USING btree ("site_code","venue_code","player");--> statement-breakpoint
CREATE INDEX "venue_transfers_due_idx" ON "venue_transfers" USING btree ("next_check_at") WHERE "venue_transfers"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "venue_transfers_member_idx" ON "venue_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "venues_site_code_idx" ON "venues" USING btree ("site_code","code");