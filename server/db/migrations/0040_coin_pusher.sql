-- The coin pusher (issue 30, docs/pusher.md): its settings (one row) and each drop, written in the
-- transaction that took the stake through the seamless wallet, drew the prize (fair_draws) and paid it.
CREATE TABLE "pusher_config" (
	"id" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pusher_config_one_row" CHECK ("pusher_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "pusher_drops" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"round_id" text NOT NULL,
	"lane" integer NOT NULL,
	"stake" bigint NOT NULL,
	"prize_id" integer NOT NULL,
	"coins" integer NOT NULL,
	"golden" boolean NOT NULL,
	"win" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"fair_draw_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pusher_drops_amounts" CHECK ("pusher_drops"."stake" > 0 AND "pusher_drops"."win" >= 0 AND "pusher_drops"."balance_after" >= 0 AND "pusher_drops"."lane" >= 0 AND "pusher_drops"."coins" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pusher_drops" ADD CONSTRAINT "pusher_drops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pusher_drops" ADD CONSTRAINT "pusher_drops_fair_draw_id_fair_draws_id_fk" FOREIGN KEY ("fair_draw_id") REFERENCES "public"."fair_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pusher_drops_user_request" ON "pusher_drops" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "pusher_drops_user_idx" ON "pusher_drops" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "pusher_drops_created_idx" ON "pusher_drops" USING btree ("created_at");
