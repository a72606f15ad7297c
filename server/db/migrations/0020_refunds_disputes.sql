ALTER TABLE "deposit_orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
CREATE TABLE "deposit_reversals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"taken" bigint NOT NULL,
	"debt" bigint NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"opened_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"debt_settled_at" timestamp with time zone,
	"debt_settled_by" text,
	"debt_collected" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_reversals_amounts" CHECK ("deposit_reversals"."amount" > 0 AND "deposit_reversals"."taken" >= 0 AND "deposit_reversals"."debt" >= 0 AND "deposit_reversals"."taken" + "deposit_reversals"."debt" = "deposit_reversals"."amount" AND "deposit_reversals"."debt_collected" >= 0 AND "deposit_reversals"."debt_collected" <= "deposit_reversals"."debt")
);
--> statement-breakpoint
ALTER TABLE "deposit_reversals" ADD CONSTRAINT "deposit_reversals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_reversals_provider_ref" ON "deposit_reversals" USING btree ("provider","kind","provider_ref");--> statement-breakpoint
CREATE INDEX "deposit_reversals_user_idx" ON "deposit_reversals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposit_reversals_order_idx" ON "deposit_reversals" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "deposit_reversals_kind_idx" ON "deposit_reversals" USING btree ("kind","status","id");
