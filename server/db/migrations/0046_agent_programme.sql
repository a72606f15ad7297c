CREATE TABLE "agent_clicks" (
	"inviter_id" integer NOT NULL,
	"day" text NOT NULL,
	"visitor" text NOT NULL,
	"address" text NOT NULL,
	CONSTRAINT "agent_clicks_inviter_id_day_visitor_pk" PRIMARY KEY("inviter_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "agent_invite_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"option_id" integer NOT NULL,
	"points" integer NOT NULL,
	"items" jsonb NOT NULL,
	"grant_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_invite_spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"prize_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"fair_draw_id" integer NOT NULL,
	"grant_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"grant_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_referrals" (
	"referee_id" integer PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"bound_at" timestamp with time zone NOT NULL,
	"via" text NOT NULL,
	"valid_at" timestamp with time zone,
	"review" text DEFAULT 'clear' NOT NULL,
	"signals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agent_clicks" ADD CONSTRAINT "agent_clicks_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invite_exchanges" ADD CONSTRAINT "agent_invite_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invite_spins" ADD CONSTRAINT "agent_invite_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invite_spins" ADD CONSTRAINT "agent_invite_spins_fair_draw_id_fair_draws_id_fk" FOREIGN KEY ("fair_draw_id") REFERENCES "public"."fair_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_referrals" ADD CONSTRAINT "agent_referrals_referee_id_users_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_referrals" ADD CONSTRAINT "agent_referrals_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_clicks_address_idx" ON "agent_clicks" USING btree ("inviter_id","day","address");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_invite_exchanges_user_request" ON "agent_invite_exchanges" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_invite_spins_user_request" ON "agent_invite_spins" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_payouts_user_period_kind" ON "agent_payouts" USING btree ("user_id","period","kind");--> statement-breakpoint
CREATE INDEX "agent_payouts_user_idx" ON "agent_payouts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "agent_referrals_inviter_idx" ON "agent_referrals" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "agent_referrals_valid_idx" ON "agent_referrals" USING btree ("inviter_id","valid_at");--> statement-breakpoint
CREATE INDEX "users_pid_idx" ON "users" USING btree ("pid");