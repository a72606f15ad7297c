ALTER TABLE "diamond_exchanges" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "diamond_exchanges" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "diamond_exchanges" ADD CONSTRAINT "diamond_exchanges_discount" CHECK ("diamond_exchanges"."discount" >= 0);
