CREATE TABLE "tournament_entries" (
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"spins" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tournament_entries_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_results" (
	"tournament_id" integer NOT NULL,
	"place" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"prize" bigint NOT NULL,
	"grant_id" integer NOT NULL,
	CONSTRAINT "tournament_results_tournament_id_place_pk" PRIMARY KEY("tournament_id","place")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"measure" text NOT NULL,
	"game_ids" jsonb NOT NULL,
	"min_bet" bigint NOT NULL,
	"prizes" jsonb NOT NULL,
	"wagering" integer NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"broadcast_at" timestamp with time zone,
	"board_hash" text,
	CONSTRAINT "tournaments_state" CHECK ("tournaments"."state" IN ('scheduled', 'ended', 'cancelled')),
	CONSTRAINT "tournaments_measure" CHECK ("tournaments"."measure" IN ('multiplier', 'validBet')),
	CONSTRAINT "tournaments_times" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "bank_promo_bonuses" (
	"order_no" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	"wagering" integer NOT NULL,
	"grant_id" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_promo_bonuses_bonus" CHECK ("bank_promo_bonuses"."bonus" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_promo_config" (
	"id" integer PRIMARY KEY NOT NULL,
	"terms" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "bank_promo_config_one_row" CHECK ("bank_promo_config"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_promo_bonuses" ADD CONSTRAINT "bank_promo_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_entries_board_idx" ON "tournament_entries" USING btree ("tournament_id","score" DESC NULLS LAST,"reached_at","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_results_player" ON "tournament_results" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE INDEX "tournament_results_user_idx" ON "tournament_results" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournaments_starts_at_idx" ON "tournaments" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "tournaments_live_idx" ON "tournaments" USING btree ("state","starts_at") WHERE "tournaments"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "bank_promo_bonuses_user_idx" ON "bank_promo_bonuses" USING btree ("user_id","paid_at");