-- Red-packet rain (issue 30, docs/rain.md): events an admin schedules (the seed sealed, committed by its
-- hash, revealed at the end) and their packets, allocated when an event opens and taken once each.
-- The live channel's broadcasts (publishLiveAll, a rain's countdown to every player) are rows without a
-- player: live_events.user_id becomes nullable, with a partial index for the replay's and catch-up's reads.
CREATE TABLE "rain_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"packet_count" integer NOT NULL,
	"budget" bigint NOT NULL,
	"per_player_cap" integer NOT NULL,
	"wagering" integer NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"seed_sealed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text,
	"opened_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rain_events_state" CHECK ("rain_events"."state" IN ('scheduled', 'open', 'ended', 'cancelled')),
	CONSTRAINT "rain_events_times" CHECK ("rain_events"."ends_at" > "rain_events"."starts_at"),
	CONSTRAINT "rain_events_budget" CHECK ("rain_events"."packet_count" >= 1 AND "rain_events"."budget" >= "rain_events"."packet_count")
);
--> statement-breakpoint
CREATE TABLE "rain_packets" (
	"event_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"amount" bigint NOT NULL,
	"claimed_by" integer,
	"seq" integer,
	"claimed_at" timestamp with time zone,
	"grant_id" integer,
	CONSTRAINT "rain_packets_event_id_idx_pk" PRIMARY KEY("event_id","idx"),
	CONSTRAINT "rain_packets_amount" CHECK ("rain_packets"."amount" >= 1),
	CONSTRAINT "rain_packets_claim" CHECK (("rain_packets"."claimed_by" IS NULL) = ("rain_packets"."seq" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "rain_packets" ADD CONSTRAINT "rain_packets_event_id_rain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."rain_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rain_packets" ADD CONSTRAINT "rain_packets_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rain_events_starts_at_idx" ON "rain_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "rain_events_live_idx" ON "rain_events" USING btree ("state","starts_at") WHERE "rain_events"."state" IN ('scheduled', 'open');--> statement-breakpoint
CREATE UNIQUE INDEX "rain_packets_player_seq" ON "rain_packets" USING btree ("event_id","claimed_by","seq");--> statement-breakpoint
CREATE INDEX "rain_packets_free_idx" ON "rain_packets" USING btree ("event_id","idx") WHERE "rain_packets"."claimed_by" IS NULL;--> statement-breakpoint
ALTER TABLE "live_events" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "live_events_broadcast_idx" ON "live_events" USING btree ("id") WHERE "live_events"."user_id" IS NULL;
