ALTER TABLE "deposit_orders" ADD COLUMN "depositor_name" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "paid_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "receipt_upload_id" bigint;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_receipt_upload_id_uploads_id_fk" FOREIGN KEY ("receipt_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;