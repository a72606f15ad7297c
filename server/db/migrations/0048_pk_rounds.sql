CREATE TABLE "pk_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"pool" bigint NOT NULL,
	"cap_per_player" bigint NOT NULL,
	"tie_rule" text NOT NULL,
	"wagering" integer NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"winner" text,
	"paid" bigint DEFAULT 0 NOT NULL,
	"winners" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"published_red" bigint DEFAULT 0 NOT NULL,
	"published_blue" bigint DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pk_rounds_state" CHECK ("pk_rounds"."state" IN ('scheduled', 'open', 'ended', 'settled', 'cancelled')),
	CONSTRAINT "pk_rounds_tie_rule" CHECK ("pk_rounds"."tie_rule" IN ('split', 'none')),
	CONSTRAINT "pk_rounds_winner" CHECK ("pk_rounds"."winner" IS NULL OR "pk_rounds"."winner" IN ('red', 'blue', 'tie')),
	CONSTRAINT "pk_rounds_times" CHECK ("pk_rounds"."ends_at" > "pk_rounds"."starts_at" AND "pk_rounds"."settles_at" >= "pk_rounds"."ends_at"),
	CONSTRAINT "pk_rounds_money" CHECK ("pk_rounds"."pool" >= 1 AND "pk_rounds"."cap_per_player" >= 1 AND "pk_rounds"."cap_per_player" <= "pk_rounds"."pool")
);
--> statement-breakpoint
CREATE TABLE "pk_signups" (
	"round_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"camp" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"contribution" bigint DEFAULT 0 NOT NULL,
	"prize" bigint DEFAULT 0 NOT NULL,
	"grant_id" integer,
	CONSTRAINT "pk_signups_round_id_user_id_pk" PRIMARY KEY("round_id","user_id"),
	CONSTRAINT "pk_signups_camp" CHECK ("pk_signups"."camp" IN ('red', 'blue')),
	CONSTRAINT "pk_signups_amounts" CHECK ("pk_signups"."contribution" >= 0 AND "pk_signups"."prize" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pk_signups" ADD CONSTRAINT "pk_signups_round_id_pk_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."pk_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pk_signups" ADD CONSTRAINT "pk_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pk_rounds_starts_at_idx" ON "pk_rounds" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "pk_rounds_live_idx" ON "pk_rounds" USING btree ("state","starts_at") WHERE "pk_rounds"."state" IN ('scheduled', 'open', 'ended');--> statement-breakpoint
CREATE INDEX "pk_signups_user_idx" ON "pk_signups" USING btree ("user_id","round_id");