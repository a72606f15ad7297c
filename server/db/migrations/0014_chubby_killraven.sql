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
ALTER TABLE "vip_level_changes" ADD CONSTRAINT "vip_level_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rebate_accruals" ADD CONSTRAINT "vip_rebate_accruals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rebate_claims" ADD CONSTRAINT "vip_rebate_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rebate_claims" ADD CONSTRAINT "vip_rebate_claims_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vip_level_changes_user_idx" ON "vip_level_changes" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_rebate_accruals_key" ON "vip_rebate_accruals" USING btree ("user_id","day","game_type","rate_bps");--> statement-breakpoint
CREATE INDEX "vip_rebate_accruals_open_idx" ON "vip_rebate_accruals" USING btree ("user_id","game_type") WHERE "vip_rebate_accruals"."valid_bet" > "vip_rebate_accruals"."rebated_bet";--> statement-breakpoint
CREATE INDEX "vip_rebate_claims_user_idx" ON "vip_rebate_claims" USING btree ("user_id","id");