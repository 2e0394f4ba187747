CREATE INDEX "member_sessions_live_expiry_idx" ON "member_sessions" USING btree ("expires_at") WHERE "member_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "members_site_created_idx" ON "members" USING btree ("site_code","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_site_credited_idx" ON "deposit_orders" USING btree ("site_code","decided_at") WHERE "deposit_orders"."state" = 'credited';--> statement-breakpoint
CREATE INDEX "withdrawals_site_paid_idx" ON "withdrawals" USING btree ("site_code","decided_at") WHERE "withdrawals"."state" = 'paid';--> statement-breakpoint
CREATE INDEX "venue_bets_site_settled_idx" ON "venue_bets" USING btree ("site_code","settled_at") WHERE "venue_bets"."state" = 'settled';--> statement-breakpoint
CREATE INDEX "redemptions_site_created_idx" ON "redemptions" USING btree ("site_code","created_at");--> statement-breakpoint
CREATE INDEX "sports_bets_site_settled_idx" ON "sports_bets" USING btree ("site_code","settled_at") WHERE "sports_bets"."state" <> 'open';