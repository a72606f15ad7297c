DROP INDEX "users_reg_ip_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_last_used_idx" ON "sessions" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_settled_idx" ON "deposit_orders" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_decided_idx" ON "withdrawals" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "game_rounds_created_idx" ON "game_rounds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_events_created_idx" ON "security_events" USING btree ("created_at");