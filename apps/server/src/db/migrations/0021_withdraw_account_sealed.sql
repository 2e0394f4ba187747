DROP INDEX "withdraw_accounts_live_idx";--> statement-breakpoint
ALTER TABLE "withdraw_accounts" ADD COLUMN "number_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_accounts_live_hash_idx" ON "withdraw_accounts" USING btree ("member_id","kind","number_hash") WHERE "withdraw_accounts"."deleted_at" is null;