CREATE TABLE "diamond_addup_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"threshold" integer NOT NULL,
	"items" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	CONSTRAINT "diamond_addup_awards_threshold" CHECK ("diamond_addup_awards"."threshold" > 0)
);
--> statement-breakpoint
CREATE TABLE "diamond_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"diamonds" integer NOT NULL,
	"coin" bigint DEFAULT 0 NOT NULL,
	"transfer_id" bigint NOT NULL,
	"grant_id" integer,
	"refunded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "diamond_exchanges_amounts" CHECK ("diamond_exchanges"."diamonds" > 0 AND "diamond_exchanges"."coin" >= 0)
);
--> statement-breakpoint
CREATE TABLE "diamond_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "diamond_images_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "diamond_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"price" integer NOT NULL,
	"coin" bigint DEFAULT 0 NOT NULL,
	"wagering" integer DEFAULT 1 NOT NULL,
	"stock" integer,
	"daily_limit" integer,
	"total_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "diamond_items_values" CHECK ("diamond_items"."price" > 0 AND "diamond_items"."coin" >= 0 AND "diamond_items"."wagering" BETWEEN 0 AND 10 AND ("diamond_items"."stock" IS NULL OR "diamond_items"."stock" >= 0))
);
--> statement-breakpoint
CREATE TABLE "diamond_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"exchange_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"address" jsonb NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"refund_transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "diamond_orders_status" CHECK ("diamond_orders"."status" IN ('pending', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "diamond_exchanges" ADD CONSTRAINT "diamond_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamond_exchanges" ADD CONSTRAINT "diamond_exchanges_item_id_diamond_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."diamond_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamond_exchanges" ADD CONSTRAINT "diamond_exchanges_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamond_orders" ADD CONSTRAINT "diamond_orders_exchange_id_diamond_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."diamond_exchanges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamond_orders" ADD CONSTRAINT "diamond_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamond_orders" ADD CONSTRAINT "diamond_orders_item_id_diamond_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."diamond_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamond_orders" ADD CONSTRAINT "diamond_orders_refund_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("refund_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diamond_addup_awards_seed_key" ON "diamond_addup_awards" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "diamond_exchanges_user_request" ON "diamond_exchanges" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "diamond_exchanges_user_item_idx" ON "diamond_exchanges" USING btree ("user_id","item_id","day");--> statement-breakpoint
CREATE INDEX "diamond_exchanges_created_idx" ON "diamond_exchanges" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "diamond_items_seed_key" ON "diamond_items" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "diamond_orders_exchange" ON "diamond_orders" USING btree ("exchange_id");--> statement-breakpoint
CREATE INDEX "diamond_orders_user_idx" ON "diamond_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "diamond_orders_status_idx" ON "diamond_orders" USING btree ("status","id");
