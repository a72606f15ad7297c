CREATE TABLE "bankrupt_episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"rounds_at_start" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"claim_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"day" text NOT NULL,
	"points" integer NOT NULL,
	"coin" bigint NOT NULL,
	"points_per_peso" integer NOT NULL,
	"transfer_id" bigint NOT NULL,
	"grant_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_exchanges_amounts" CHECK ("points_exchanges"."points" > 0 AND "points_exchanges"."coin" > 0 AND "points_exchanges"."points_per_peso" > 0 AND "points_exchanges"."coin" * "points_exchanges"."points_per_peso" = "points_exchanges"."points"::bigint * 100)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reward_state_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "scope" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "scope_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "first_deposit_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "first_deposit_wagering" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "protection_exclusions" ADD COLUMN "end_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bankrupt_episodes" ADD CONSTRAINT "bankrupt_episodes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bankrupt_episodes_user_day_rounds" ON "bankrupt_episodes" USING btree ("user_id","day","rounds_at_start");--> statement-breakpoint
CREATE UNIQUE INDEX "points_exchanges_user_request" ON "points_exchanges" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "points_exchanges_user_day_idx" ON "points_exchanges" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "game_bet_days_day_idx" ON "game_bet_days" USING btree ("day","valid_bet" DESC NULLS LAST,"user_id");--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_first_deposit_bonus" CHECK ("deposit_orders"."first_deposit_bonus" >= 0);