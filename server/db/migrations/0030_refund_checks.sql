CREATE TABLE "deposit_refund_checks" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "deposit_refund_checks" ADD CONSTRAINT "deposit_refund_checks_order_id_deposit_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."deposit_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_refund_checks_next_idx" ON "deposit_refund_checks" USING btree ("next_check_at");
