CREATE TABLE "reward_props" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"grant_id" integer NOT NULL,
	"prop_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	CONSTRAINT "reward_props_status" CHECK ("reward_props"."status" IN ('active', 'reserved', 'used'))
);
--> statement-breakpoint
CREATE TABLE "vip_level_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"vip_exp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_level_changes_up" CHECK ("vip_level_changes"."to_level" > "vip_level_changes"."from_level")
);
--> statement-breakpoint
CREATE TABLE "vip_rebate_accruals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"game_type" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	"valid_bet" bigint NOT NULL,
	"rebated_bet" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_rebate_accruals_amounts" CHECK ("vip_rebate_accruals"."rate_bps" > 0 AND "vip_rebate_accruals"."valid_bet" >= "vip_rebate_accruals"."rebated_bet" AND "vip_rebate_accruals"."rebated_bet" >= 0 AND "vip_rebate_accruals"."paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_rebate_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_type" integer NOT NULL,
	"valid_bet" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount" bigint NOT NULL,
	"grant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_rebate_claims_grant_id_unique" UNIQUE("grant_id"),
	CONSTRAINT "vip_rebate_claims_amount" CHECK ("vip_rebate_claims"."amount" > 0)
);
--> statement-breakpoint
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
CREATE TABLE "kyc_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"submission_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"full_name" text NOT NULL,
	"id_file_id" integer NOT NULL,
	"selfie_file_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" DROP CONSTRAINT "deposit_orders_amount_positive";--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "bonus_wagering" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_props" ADD CONSTRAINT "reward_props_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_props" ADD CONSTRAINT "reward_props_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_level_changes" ADD CONSTRAINT "vip_level_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rebate_accruals" ADD CONSTRAINT "vip_rebate_accruals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rebate_claims" ADD CONSTRAINT "vip_rebate_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rebate_claims" ADD CONSTRAINT "vip_rebate_claims_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_events" ADD CONSTRAINT "protection_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_exclusions" ADD CONSTRAINT "protection_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_play_days" ADD CONSTRAINT "protection_play_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_play_state" ADD CONSTRAINT "protection_play_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_files" ADD CONSTRAINT "kyc_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_props_user_idx" ON "reward_props" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "reward_props_grant_idx" ON "reward_props" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "vip_level_changes_user_idx" ON "vip_level_changes" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_rebate_accruals_key" ON "vip_rebate_accruals" USING btree ("user_id","day","game_type","rate_bps");--> statement-breakpoint
CREATE INDEX "vip_rebate_accruals_open_idx" ON "vip_rebate_accruals" USING btree ("user_id","game_type") WHERE "vip_rebate_accruals"."valid_bet" > "vip_rebate_accruals"."rebated_bet";--> statement-breakpoint
CREATE INDEX "vip_rebate_claims_user_idx" ON "vip_rebate_claims" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "protection_events_user_idx" ON "protection_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "protection_exclusions_user_idx" ON "protection_exclusions" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "protection_limits_user_kind_period" ON "protection_limits" USING btree ("user_id","kind","period");--> statement-breakpoint
CREATE INDEX "kyc_files_user_idx" ON "kyc_files" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_user_idx" ON "kyc_submissions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "kyc_submissions_status_idx" ON "kyc_submissions" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_one_pending" ON "kyc_submissions" USING btree ("user_id") WHERE "kyc_submissions"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_amount_positive" CHECK ("deposit_orders"."amount" > 0 AND "deposit_orders"."bonus" >= 0);