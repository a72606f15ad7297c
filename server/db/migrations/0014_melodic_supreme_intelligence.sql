CREATE TABLE "protection_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"irrevocable_until" timestamp with time zone,
	"operator" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"pending_amount" bigint,
	"pending_remove" boolean DEFAULT false NOT NULL,
	"pending_from" timestamp with time zone,
	"set_by" text DEFAULT 'player' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_limits_amount" CHECK ("protection_limits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "protection_play_days" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	"play_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "protection_play_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "protection_play_state" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer DEFAULT 60 NOT NULL,
	"session_started_at" timestamp with time zone,
	"last_play_at" timestamp with time zone,
	"session_staked" bigint DEFAULT 0 NOT NULL,
	"session_won" bigint DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "protection_events" ADD CONSTRAINT "protection_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_exclusions" ADD CONSTRAINT "protection_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_play_days" ADD CONSTRAINT "protection_play_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_play_state" ADD CONSTRAINT "protection_play_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_events_user_idx" ON "protection_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "protection_exclusions_user_idx" ON "protection_exclusions" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "protection_limits_user_kind_period" ON "protection_limits" USING btree ("user_id","kind","period");