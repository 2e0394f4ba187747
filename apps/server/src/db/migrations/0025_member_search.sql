CREATE INDEX "members_account_prefix_idx" ON "members" USING btree (lower("account") text_pattern_ops,"site_code");--> statement-breakpoint
CREATE INDEX "members_phone_idx" ON "members" USING btree ("phone","site_code");--> statement-breakpoint
CREATE INDEX "members_email_idx" ON "members" USING btree (lower("email"),"site_code");--> statement-breakpoint
CREATE INDEX "members_real_name_idx" ON "members" USING btree ("real_name","site_code");--> statement-breakpoint
CREATE INDEX "members_site_id_idx" ON "members" USING btree ("site_code","id");