CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"roles" text[],
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_user_id_idx" ON "live_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ops_live_events_created_at_idx" ON "ops_live_events" USING btree ("created_at");
