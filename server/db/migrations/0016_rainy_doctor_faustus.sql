CREATE TABLE "bankrupt_episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"rounds_at_start" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"claim_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bankrupt_episodes" ADD CONSTRAINT "bankrupt_episodes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bankrupt_episodes_user_day_rounds" ON "bankrupt_episodes" USING btree ("user_id","day","rounds_at_start");