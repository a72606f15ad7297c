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
ALTER TABLE "deposit_orders" DROP CONSTRAINT "deposit_orders_amount_positive";--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "bonus_wagering" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_props" ADD CONSTRAINT "reward_props_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_props" ADD CONSTRAINT "reward_props_grant_id_reward_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_props_user_idx" ON "reward_props" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "reward_props_grant_idx" ON "reward_props" USING btree ("grant_id");--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_amount_positive" CHECK ("deposit_orders"."amount" > 0 AND "deposit_orders"."bonus" >= 0);