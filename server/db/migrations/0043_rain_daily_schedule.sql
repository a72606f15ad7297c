-- Red-packet rain's daily schedule (issue 30, docs/rain.md "Daily schedule"): one config row an admin
-- edits in the console (made off and empty here: the demo schedules nothing), and the origin of the
-- events it makes (Manila day and slot time; null for a console one-off), unique so two processes never
-- make one slot twice and a cancelled slot is not made again.
CREATE TABLE "rain_schedule" (
	"id" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "rain_schedule_one_row" CHECK ("rain_schedule"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "rain_schedule" ("id", "config") VALUES (1, '{"enabled":false,"slots":[]}'::jsonb);--> statement-breakpoint
ALTER TABLE "rain_events" ADD COLUMN "slot_day" text;--> statement-breakpoint
ALTER TABLE "rain_events" ADD COLUMN "slot_time" text;--> statement-breakpoint
CREATE UNIQUE INDEX "rain_events_slot" ON "rain_events" USING btree ("slot_day","slot_time");
