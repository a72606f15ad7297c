CREATE TABLE "live_show_watch" (
	"show_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"watched_seconds" integer DEFAULT 0 NOT NULL,
	"last_ping_at" timestamp with time zone NOT NULL,
	"grant_id" integer,
	CONSTRAINT "live_show_watch_show_id_user_id_pk" PRIMARY KEY("show_id","user_id"),
	CONSTRAINT "live_show_watch_seconds" CHECK ("live_show_watch"."watched_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_shows" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"host_name" text NOT NULL,
	"url" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reward_minutes" integer DEFAULT 0 NOT NULL,
	"reward_coin" bigint DEFAULT 0 NOT NULL,
	"wagering" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_shows_times" CHECK ("live_shows"."ends_at" > "live_shows"."starts_at"),
	CONSTRAINT "live_shows_reward" CHECK (("live_shows"."reward_minutes" = 0) = ("live_shows"."reward_coin" = 0))
);
--> statement-breakpoint
CREATE TABLE "follow_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"icon" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_claims" (
	"code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"grant_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follow_claims_code_id_user_id_pk" PRIMARY KEY("code_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "follow_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"channel_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reward_coin" bigint NOT NULL,
	"wagering" integer DEFAULT 0 NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follow_codes_window" CHECK ("follow_codes"."ends_at" > "follow_codes"."starts_at"),
	CONSTRAINT "follow_codes_reward" CHECK ("follow_codes"."reward_coin" > 0)
);
--> statement-breakpoint
CREATE TABLE "follow_misses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_show_watch" ADD CONSTRAINT "live_show_watch_show_id_live_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."live_shows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_show_watch" ADD CONSTRAINT "live_show_watch_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_claims" ADD CONSTRAINT "follow_claims_code_id_follow_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."follow_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_claims" ADD CONSTRAINT "follow_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_misses" ADD CONSTRAINT "follow_misses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_shows_ends_at_idx" ON "live_shows" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "follow_claims_user_idx" ON "follow_claims" USING btree ("user_id","claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_codes_code" ON "follow_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "follow_misses_user_idx" ON "follow_misses" USING btree ("user_id","at");