CREATE TABLE "jackpot_chances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"deposit_counted" bigint DEFAULT 0 NOT NULL,
	"deposit_granted" integer DEFAULT 0 NOT NULL,
	"bet_counted" bigint DEFAULT 0 NOT NULL,
	"bet_granted" integer DEFAULT 0 NOT NULL,
	"spent" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_chances_valid" CHECK ("jackpot_chances"."deposit_counted" >= 0 AND "jackpot_chances"."bet_counted" >= 0 AND "jackpot_chances"."deposit_granted" >= 0 AND "jackpot_chances"."bet_granted" >= 0 AND "jackpot_chances"."spent" >= 0 AND "jackpot_chances"."spent" <= "jackpot_chances"."deposit_granted" + "jackpot_chances"."bet_granted")
);
--> statement-breakpoint
CREATE TABLE "jackpot_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"cell_id" integer NOT NULL,
	"prop_id" integer NOT NULL,
	"type" integer NOT NULL,
	"count" bigint NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"amount_section" text DEFAULT '' NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_draws_amounts" CHECK ("jackpot_draws"."count" >= 0 AND "jackpot_draws"."bonus" >= 0)
);
--> statement-breakpoint
ALTER TABLE "jackpot_chances" ADD CONSTRAINT "jackpot_chances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_draws" ADD CONSTRAINT "jackpot_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_draws" ADD CONSTRAINT "jackpot_draws_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_draws_user_request" ON "jackpot_draws" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "jackpot_draws_user_idx" ON "jackpot_draws" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "jackpot_draws_tier_idx" ON "jackpot_draws" USING btree ("created_at") WHERE "jackpot_draws"."type" = 2;