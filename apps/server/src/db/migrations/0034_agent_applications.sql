CREATE TABLE "agent_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint,
	"account" text,
	"name" text NOT NULL,
	"contact_kind" text NOT NULL,
	"contact" text NOT NULL,
	"channels" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_applications_state_check" CHECK ("agent_applications"."state" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_applications_site_idx" ON "agent_applications" USING btree ("site_code","state","id");--> statement-breakpoint
CREATE INDEX "agent_applications_contact_idx" ON "agent_applications" USING btree ("site_code","contact_kind","contact");