ALTER TABLE "reward_wagering" ADD COLUMN "balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_wagering" ADD COLUMN "forfeited" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_wagering" ADD COLUMN "forfeited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_wagering" ADD CONSTRAINT "reward_wagering_balance" CHECK ("reward_wagering"."balance" >= 0 AND "reward_wagering"."forfeited" >= 0);--> statement-breakpoint
-- Requirements open before the bonus balance existed locked their whole amount: they keep it as their balance.
UPDATE "reward_wagering" SET "balance" = "amount" WHERE "turnover_left" > 0 OR ("needs_deposit" AND EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "reward_wagering"."user_id" AND "users"."total_recharge" = 0));
