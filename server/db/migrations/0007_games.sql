CREATE TABLE "game_bet_days" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_bet_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "game_bet_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_likes" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_likes_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"provider" text NOT NULL,
	"request_id" text NOT NULL,
	"try_it" boolean NOT NULL,
	"bet" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"grid" jsonb NOT NULL,
	"wins" jsonb NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."bet" > 0 AND "game_rounds"."valid_bet" >= 0 AND "game_rounds"."win" >= 0 AND "game_rounds"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"provider" text NOT NULL,
	"try_it" boolean DEFAULT false NOT NULL,
	"demo_balance" bigint DEFAULT 0 NOT NULL,
	"activity_id" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "game_sessions_demo_non_negative" CHECK ("game_sessions"."demo_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"tx_id" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"ref_tx_id" text,
	"transfer_id" bigint,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_transactions_amount" CHECK ("game_transactions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_bet_days" ADD CONSTRAINT "game_bet_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_bet_totals" ADD CONSTRAINT "game_bet_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_likes" ADD CONSTRAINT "game_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_user_request" ON "game_rounds" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "game_rounds_user_idx" ON "game_rounds" USING btree ("user_id","try_it","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_user_game_idx" ON "game_rounds" USING btree ("user_id","game_id","created_at");--> statement-breakpoint
CREATE INDEX "game_sessions_user_idx" ON "game_sessions" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_transactions_provider_tx" ON "game_transactions" USING btree ("provider","tx_id");--> statement-breakpoint
CREATE INDEX "game_transactions_round_idx" ON "game_transactions" USING btree ("provider","round_id");--> statement-breakpoint
CREATE INDEX "game_transactions_user_idx" ON "game_transactions" USING btree ("user_id","provider");