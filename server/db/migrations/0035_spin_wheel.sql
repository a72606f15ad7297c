CREATE TABLE "spin_wheel_config" (
	"id" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spin_wheel_config_one_row" CHECK ("spin_wheel_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "spin_wheel_spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"day" text NOT NULL,
	"segment_id" integer NOT NULL,
	"segment_index" integer NOT NULL,
	"items" jsonb NOT NULL,
	"tier" text NOT NULL,
	"fair_draw_id" integer NOT NULL,
	"grant_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spin_wheel_spins_segment_index" CHECK ("spin_wheel_spins"."segment_index" >= 0)
);
--> statement-breakpoint
ALTER TABLE "spin_wheel_spins" ADD CONSTRAINT "spin_wheel_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_wheel_spins" ADD CONSTRAINT "spin_wheel_spins_fair_draw_id_fair_draws_id_fk" FOREIGN KEY ("fair_draw_id") REFERENCES "public"."fair_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spin_wheel_spins_user_request" ON "spin_wheel_spins" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "spin_wheel_spins_user_day_idx" ON "spin_wheel_spins" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "spin_wheel_spins_user_idx" ON "spin_wheel_spins" USING btree ("user_id","id");
