CREATE TABLE "lottery_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"pick" integer NOT NULL,
	"pool" integer NOT NULL,
	"line_price" bigint NOT NULL,
	"paytable" jsonb NOT NULL,
	"state" text DEFAULT 'selling' NOT NULL,
	"seed_sealed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text,
	"numbers" integer[],
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_draws_state" CHECK ("lottery_draws"."state" IN ('selling', 'closed', 'drawn', 'settled')),
	CONSTRAINT "lottery_draws_times" CHECK ("lottery_draws"."draw_at" >= "lottery_draws"."closes_at"),
	CONSTRAINT "lottery_draws_seed" CHECK (("lottery_draws"."seed" IS NULL) = ("lottery_draws"."state" IN ('selling', 'closed')))
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"draw_id" integer NOT NULL,
	"lines" integer NOT NULL,
	"cost" bigint NOT NULL,
	"pay" text NOT NULL,
	"coupon_id" integer,
	"transfer_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_orders_pay" CHECK (("lottery_orders"."pay" = 'coin' AND "lottery_orders"."transfer_id" IS NOT NULL AND "lottery_orders"."coupon_id" IS NULL) OR ("lottery_orders"."pay" = 'coupon' AND "lottery_orders"."coupon_id" IS NOT NULL AND "lottery_orders"."transfer_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "lottery_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pick" integer NOT NULL,
	"pool" integer NOT NULL,
	"line_price" bigint NOT NULL,
	"max_lines_per_order" integer NOT NULL,
	"cutoff_minutes" integer NOT NULL,
	"draw_times" jsonb NOT NULL,
	"paytable" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"seed_key" text,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_products_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "lottery_products_pick" CHECK ("lottery_products"."pick" >= 1 AND "lottery_products"."pool" > "lottery_products"."pick"),
	CONSTRAINT "lottery_products_price" CHECK ("lottery_products"."line_price" >= 1)
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"numbers" integer[] NOT NULL,
	"matched" integer,
	"prize" bigint DEFAULT 0 NOT NULL,
	"grant_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_tickets_prize" CHECK ("lottery_tickets"."prize" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_product_id_lottery_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."lottery_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_order_id_lottery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lottery_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_slot" ON "lottery_draws" USING btree ("product_id","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_live_idx" ON "lottery_draws" USING btree ("state","closes_at") WHERE "lottery_draws"."state" <> 'settled';--> statement-breakpoint
CREATE INDEX "lottery_draws_history_idx" ON "lottery_draws" USING btree ("product_id","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_request" ON "lottery_orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw_idx" ON "lottery_tickets" USING btree ("draw_id","user_id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_user_idx" ON "lottery_tickets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_order_idx" ON "lottery_tickets" USING btree ("order_id");