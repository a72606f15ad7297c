ALTER TABLE "deposit_orders" ADD COLUMN "first_deposit_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "first_deposit_wagering" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_first_deposit_bonus" CHECK ("deposit_orders"."first_deposit_bonus" >= 0);