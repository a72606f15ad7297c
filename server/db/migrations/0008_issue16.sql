CREATE TABLE "auth_limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_challenges_used" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signin_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_code_attempts" (
	"code_id" bigint NOT NULL,
	"address_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_code_attempts_code_id_address_key_pk" PRIMARY KEY("code_id","address_key")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_no" text,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"ok" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "write_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "write_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "sms_codes_ip_idx";--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "provider_intent" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "pay_url" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "step_up_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "address_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_code_attempts" ADD CONSTRAINT "sms_code_attempts_code_id_sms_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."sms_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_limit_hits_key_idx" ON "auth_limit_hits" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "signin_challenges_used_expires_idx" ON "signin_challenges_used" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "operator_actions_created_idx" ON "operator_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_events_user_idx" ON "security_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_provider_intent" ON "deposit_orders" USING btree ("provider","provider_intent");--> statement-breakpoint
CREATE INDEX "deposit_orders_unsettled_idx" ON "deposit_orders" USING btree ("provider","status","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_address_idx" ON "sms_codes" USING btree ("address_key","created_at");