CREATE TABLE "reward_grant_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"grant_id" integer NOT NULL,
	"prop_id" integer NOT NULL,
	"count" bigint NOT NULL,
	"transfer_id" bigint,
	CONSTRAINT "reward_grant_items_count" CHECK ("reward_grant_items"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"period" text NOT NULL,
	"key" text NOT NULL,
	"reason" text NOT NULL,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_wagering" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"grant_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"turnover" bigint NOT NULL,
	"turnover_left" bigint NOT NULL,
	"needs_deposit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"turnover_met_at" timestamp with time zone,
	CONSTRAINT "reward_wagering_grant_id_unique" UNIQUE("grant_id"),
	CONSTRAINT "reward_wagering_amounts" CHECK ("reward_wagering"."amount" > 0 AND "reward_wagering"."turnover" >= 0 AND "reward_wagering"."turnover_left" >= 0 AND "reward_wagering"."turnover_left" <= "reward_wagering"."turnover")
);
--> statement-breakpoint
ALTER TABLE "reward_grant_items" ADD CONSTRAINT "reward_grant_items_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grant_items" ADD CONSTRAINT "reward_grant_items_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_wagering" ADD CONSTRAINT "reward_wagering_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_wagering" ADD CONSTRAINT "reward_wagering_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_grant_items_prop" ON "reward_grant_items" USING btree ("grant_id","prop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_grants_natural_key" ON "reward_grants" USING btree ("user_id","activity_id","period","key");--> statement-breakpoint
CREATE INDEX "reward_grants_user_idx" ON "reward_grants" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "reward_wagering_counting_idx" ON "reward_wagering" USING btree ("user_id","id") WHERE "reward_wagering"."turnover_left" > 0;--> statement-breakpoint
CREATE INDEX "reward_wagering_user_idx" ON "reward_wagering" USING btree ("user_id");