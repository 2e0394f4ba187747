DROP INDEX "ledger_accounts_identity_idx";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_identity_idx" ON "ledger_accounts" USING btree ("site_code","kind",coalesce("member_id", 0),"venue_code","shard","currency");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard_check" CHECK ("ledger_accounts"."shard" >= 0 and ("ledger_accounts"."member_id" is null or "ledger_accounts"."shard" = 0));