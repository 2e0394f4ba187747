CREATE TABLE "support_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"stored_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_images_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"thread_id" bigint NOT NULL,
	"author_kind" text NOT NULL,
	"author_id" bigint,
	"body" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"event" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_author_check" CHECK ("support_messages"."author_kind" in ('customer', 'operator', 'system'))
);
--> statement-breakpoint
CREATE TABLE "support_threads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint,
	"visitor_id" text,
	"state" text DEFAULT 'open' NOT NULL,
	"customer_read_id" bigint DEFAULT 0 NOT NULL,
	"operator_read_id" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_ip" text,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_threads_state_check" CHECK ("support_threads"."state" in ('open', 'closed')),
	CONSTRAINT "support_threads_owner_check" CHECK ("support_threads"."member_id" is not null or "support_threads"."visitor_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "support_images" ADD CONSTRAINT "support_images_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_thread_id_support_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."support_threads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_closed_by_operators_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_thread_idx" ON "support_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_threads_member_open_idx" ON "support_threads" USING btree ("member_id") WHERE "support_threads"."state" = 'open' and "support_threads"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "support_threads_visitor_open_idx" ON "support_threads" USING btree ("site_code","visitor_id") WHERE "support_threads"."state" = 'open' and "support_threads"."member_id" is null;--> statement-breakpoint
CREATE INDEX "support_threads_member_idx" ON "support_threads" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "support_threads_visitor_idx" ON "support_threads" USING btree ("site_code","visitor_id","id");--> statement-breakpoint
CREATE INDEX "support_threads_queue_idx" ON "support_threads" USING btree ("state","last_message_at");--> statement-breakpoint
CREATE INDEX "support_threads_ip_idx" ON "support_threads" USING btree ("created_ip","created_at");